import { frenchSpacing } from '#shared/french-spacing.js';
import { escapeHtml } from '../../../lib/html.js';

/** The frame every mail shares: the product's colours, readable in any client. */

export interface MailContent {
  subject: string;
  /** The first words shown by mail clients next to the subject. */
  preheader: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown under the button: how long the link lasts, what to do if it wasn't you. */
  notes: string[];
}

const FOOTER = frenchSpacing(
  'Voyance IA — Céleste est une conseillère virtuelle : une intelligence artificielle, pas une personne réelle. En cas de détresse, appelez le 3114 (24 h/24) ou le 112.',
);

/**
 * A button's words may go to the next line, never a part of one: a hyphenated
 * word (« e-mail ») is kept whole, as the hyphen was a place to break (issue 39).
 */
function buttonLabel(label: string): string {
  return label
    .split(' ')
    .map((word) =>
      word.includes('-')
        ? `<span style="white-space:nowrap">${escapeHtml(word)}</span>`
        : escapeHtml(word),
    )
    .join(' ');
}

export function renderMail(raw: MailContent): { subject: string; html: string; text: string } {
  // French spacing on every text of the mail, as on every screen (issue 39).
  const content: MailContent = {
    ...raw,
    subject: frenchSpacing(raw.subject),
    preheader: frenchSpacing(raw.preheader),
    greeting: frenchSpacing(raw.greeting),
    paragraphs: raw.paragraphs.map(frenchSpacing),
    action: raw.action && { ...raw.action, label: frenchSpacing(raw.action.label) },
    notes: raw.notes.map(frenchSpacing),
  };
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#1e1b3a">${escapeHtml(text)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#5b21b6;color:#ffffff;text-decoration:none;font-weight:600;padding:14px 20px;border-radius:10px;word-break:normal;overflow-wrap:normal;hyphens:none">${buttonLabel(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#5b5676">${frenchSpacing('Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :')}<br><a href="${escapeHtml(content.action.url)}" style="color:#5b21b6;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const notes = content.notes
    .map(
      (n) =>
        `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#5b5676">${escapeHtml(n)}</p>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f3fb;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f3fb;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:#1a1533;padding:20px 28px;color:#e8c170;font-size:18px;font-weight:700">✦ Voyance IA</td></tr>
<tr><td style="padding:28px">
${p(content.greeting)}${content.paragraphs.map(p).join('')}${button}${notes}
</td></tr>
<tr><td style="padding:16px 28px;background:#f0edf8;font-size:12px;line-height:1.5;color:#5b5676">${escapeHtml(FOOTER)}</td></tr>
</table></td></tr></table></body></html>`;

  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((x) => [x, '']),
    ...(content.action
      ? [`${frenchSpacing(`${content.action.label} :`)} ${content.action.url}`, '']
      : []),
    ...content.notes,
    '',
    '—',
    FOOTER,
  ].join('\n');
  return { subject: content.subject, html, text };
}
