/** A space that never breaks a line (before « : », inside « 14 € »). */
export const NBSP = '\u00a0';
/** The narrow one, before « ? ! ; » and inside « », as French typesetting does. */
export const NNBSP = '\u202f';

/**
 * French spacing, the one place for it (issue 39): the space before « ? ! : ; »
 * and inside « » never breaks a line, so that a question mark is never alone
 * on its line (« Résilier votre forfait Découverte ? »), and a price never
 * parts from its unit (« 14 € »). Only ordinary spaces are changed: a text
 * without them, or already spaced, comes back as it was.
 */
export function frenchSpacing(text: string): string {
  if (!text.includes(' ')) return text;
  return text
    .replace(/ ([?!;])/g, `${NNBSP}$1`)
    .replace(/ :(?=\s|$)/g, `${NBSP}:`)
    .replace(/« /g, `«${NNBSP}`)
    .replace(/ »/g, `${NNBSP}»`)
    .replace(/(\d) (€|%)/g, `$1${NBSP}$2`);
}
