/**
 * Programmatic variants of a French message, as people type them: no
 * accents, no apostrophes, SMS and phonetic spellings, typos, no capitals or
 * punctuation. Deterministic: every choice comes from the seeded generator.
 */
export type Random = () => number;

/** mulberry32: a small seeded generator, so that training data is the same on every run. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rnd: Random, list: readonly T[]): T =>
  list[Math.floor(rnd() * list.length)] as T;

const stripAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Phrase-level SMS spellings first, then words; each applied with a chance. */
const SMS_PHRASES: readonly [RegExp, readonly string[]][] = [
  [/\bje suis\b/gi, ['chui', 'jsuis', 'jsui', 'je sui', 'chuis']],
  [/\bje veux\b/gi, ['jveux', 'jveu', 'je veu', 'j veux']],
  [/\bje ne\b/gi, ['jne', 'je', 'j']],
  [/\bje sais pas\b/gi, ['jsp', 'jsais pas', 'je sé pa']],
  [/\bj'ai\b|\bj’ai\b/gi, ['jai', 'g', 'j ai', 'jé']],
  [/\bc'est\b|\bc’est\b/gi, ['c', 'cest', 'cé', 'sé']],
  [/\bqu'il\b|\bqu’il\b/gi, ['kil', 'qil']],
  [/\bparce que\b/gi, ['pcq', 'pck', 'paske']],
  [/\bquelqu'un\b|\bquelqu’un\b/gi, ['qqn', 'qlq1']],
  [/\bn'en peux plus\b|\bn’en peux plus\b/gi, ['en peu plu', 'en peux pu']],
];
const SMS_WORDS: Readonly<Record<string, readonly string[]>> = {
  que: ['ke', 'q'],
  qui: ['ki'],
  quoi: ['koi'],
  pas: ['pa'],
  plus: ['plu', 'pu'],
  tout: ['tt', 'tou'],
  tous: ['ts', 'tou'],
  toujours: ['tjrs', 'tjr'],
  beaucoup: ['bcp'],
  pourquoi: ['pk', 'pq'],
  rien: ['ri1', 'rie'],
  bien: ['bi1'],
  demain: ['dem1', '2main'],
  aujourd: ['ojourd'],
  vraiment: ['vrmt', 'vraimen'],
  avec: ['avc'],
  mais: ['mé', 'mai'],
  sais: ['sé', 'sai'],
  fait: ['fé', 'fai'],
  veux: ['veu', 'vx'],
  peux: ['peu', 'px'],
  suis: ['sui'],
  envie: ['envi', 'anvie'],
  mourir: ['mourrir', 'mouri'],
  vivre: ['vivr', 'vivres'],
  moi: ['mwa', 'moa'],
  toi: ['twa'],
  est: ['é', 'e'],
  les: ['lé'],
  des: ['dé'],
  ce: ['se'],
  ça: ['sa', 'ca'],
  cette: ['cet', 'sette'],
  comme: ['com'],
  encore: ['encor', 'ankor'],
  personne: ['persone'],
  monde: ['monde', 'mond'],
  jamais: ['jamé', 'jms'],
  maintenant: ['mtn', 'mnt'],
  ils: ['il'],
  seule: ['seul'],
};

function sms(text: string, rnd: Random): string {
  let out = text;
  for (const [re, subs] of SMS_PHRASES)
    out = out.replace(re, (m) => (rnd() < 0.7 ? pick(rnd, subs) : m));
  return out.replace(/[\p{L}]+/gu, (w) => {
    const subs = SMS_WORDS[w.toLowerCase()];
    return subs && rnd() < 0.6 ? pick(rnd, subs) : w;
  });
}

/** One typo in some words: a letter dropped, doubled or swapped with its neighbour. */
function typos(text: string, rnd: Random, rate: number): string {
  return text.replace(/[\p{L}]{4,}/gu, (w) => {
    if (rnd() >= rate) return w;
    const i = 1 + Math.floor(rnd() * (w.length - 2));
    const kind = rnd();
    if (kind < 0.4) return w.slice(0, i) + w.slice(i + 1);
    if (kind < 0.7) return w.slice(0, i) + w[i] + w.slice(i);
    return w.slice(0, i - 1) + w[i] + w[i - 1] + w.slice(i + 1);
  });
}

/** A few ways people type; each variant draws a different mix. */
export function variant(text: string, rnd: Random): string {
  let out = text;
  const r = rnd();
  if (r < 0.35) out = sms(out, rnd);
  if (rnd() < 0.6) out = stripAccents(out);
  if (rnd() < 0.5) out = out.replace(/['’]/g, rnd() < 0.5 ? '' : ' ');
  if (rnd() < 0.5) out = typos(out, rnd, 0.12);
  if (rnd() < 0.5) out = out.toLowerCase();
  if (rnd() < 0.3) out = out.replace(/[.!?;:]+/g, rnd() < 0.5 ? '' : ' ');
  if (rnd() < 0.15) out = out.toUpperCase();
  return out === text ? stripAccents(text).toLowerCase() : out;
}
