/**
 * Short French labels for the sidebar, computed from what the user wrote: a
 * title from the first message, and a keyword summary of the topics raised.
 */
export const DEFAULT_TITLE = 'Nouvelle consultation';
const TITLE_MAX = 48;

const TOPICS: ReadonlyArray<readonly [label: string, pattern: RegExp]> = [
  [
    'Amour',
    /\b(amour|amoureu|couple|cœur|coeur|mari|femme|copain|copine|ex|rupture|célibat|celibat|relation|sentiments?|âme sœur|ame soeur|mariage|fianc)/i,
  ],
  [
    'Travail',
    /\b(travail|boulot|emploi|job|carri[eè]re|patron|coll[eè]gue|entretien|promotion|licenci|ch[oô]mage|entreprise|bureau)/i,
  ],
  [
    'Argent',
    /\b(argent|finance|dette|salaire|budget|loyer|cr[eé]dit|banque|économ|econom|investi)/i,
  ],
  [
    'Famille',
    /\b(famille|parents?|m[eè]re|p[eè]re|enfants?|fils|fille|s[oœ]eur|fr[eè]re|b[eé]b[eé]|grossesse)/i,
  ],
  ['Santé', /\b(sant[eé]|malad|fatigu|stress|sommeil|dormir|douleur|m[eé]decin|angoiss)/i],
  ['Avenir', /\b(avenir|futur|destin|demain|ann[eé]e prochaine|chemin|d[eé]cision|choix)/i],
  ['Amitié', /\b(ami(e|s|es)?|amiti[eé]|copains?)\b/i],
  ['Deuil', /\b(deuil|d[eé]c[eè]s|d[eé]c[eé]d|disparu|perdu (mon|ma|mes))/i],
  ['Confiance en soi', /\b(confiance|estime|anxi[eé]t|peur|doute|timid)/i],
];

export function titleFrom(firstMessage: string): string {
  const clean = firstMessage.replace(/\s+/g, ' ').trim();
  if (!clean) return DEFAULT_TITLE;
  const capitalised = clean.charAt(0).toUpperCase() + clean.slice(1);
  if (capitalised.length <= TITLE_MAX) return capitalised;
  const cut = capitalised.slice(0, TITLE_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 20 ? cut.slice(0, lastSpace) : cut).replace(/[,;:.!?-]+$/, '')}…`;
}

/**
 * The summary reads the person's latest messages, this many at most: a send
 * reads and scans no more, however long the conversation (issue 12: the
 * whole conversation's messages, at every send, grew with its length).
 */
export const SUMMARY_MAX_MESSAGES = 100;

/** The topics raised, most mentioned first ("Amour · Travail"), or null when none is recognised. */
export function summaryFrom(userMessages: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const text of userMessages) {
    for (const [label, pattern] of TOPICS)
      if (pattern.test(text)) counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  if (counts.size === 0) return null;
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([label]) => label)
    .join(' · ');
}
