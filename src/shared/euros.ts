/**
 * An amount typed in euros, the French way (« 3,50 », « 3.50 », « 12 », « 7,00 € »),
 * as integer cents; null when it is not one (more than two decimals, a sign,
 * letters). The screen takes euros; the wire carries cents.
 */
export function parseEuros(typed: string): number | null {
  const text = typed.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the refund field shows them: « 7,00 » (no unit: the label says €). */
export const centsAsEurosInput = (cents: number) =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
