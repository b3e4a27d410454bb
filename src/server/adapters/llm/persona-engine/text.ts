// Small text tools shared by the engine: reading a message, seeded choices, templates.

export type Random = () => number;

export interface Message {
  original: string;
  /**
   * Lower case, no accents, punctuation as spaces: same length as `original`, so a match maps
   * back to the person's own spelling.
   */
  folded: string;
  /**
   * `folded` as it would be said: SMS spellings spelt out (« jsp » → « je sais pas »),
   * stretched letters shortened (« nuuul »). What a message asks is read here.
   */
  spoken: string;
}

/** Common SMS and phonetic spellings, on folded text. */
const SMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bjvais\b/g, 'je vais'],
  [/\bjveux\b/g, 'je veux'],
  [/\bjpeux\b/g, 'je peux'],
  [/\bjdois\b/g, 'je dois'],
  [/\b(?:jsuis|chuis|chui|jsui)\b/g, 'je suis'],
  [/\bjsp\b/g, 'je sais pas'],
  [/\bjai\b/g, 'j ai'],
  [/\bjme\b/g, 'je me'],
  [/\bjte\b/g, 'je te'],
  [/\bki\b/g, 'qui'],
  [/\bkoi\b/g, 'quoi'],
  [/\b(?:pk|pq|pkoi|pourkoi|pourquoi)\b/g, 'pourquoi'],
  [/\bkeske\b/g, 'qu est ce que'],
  [/\bc\b(?! est| etait)/g, 'c est'],
  [/\bct\b/g, 'c etait'],
  [/\bya\b/g, 'il y a'],
  [/\b(?:cmt|comen|commen)\b/g, 'comment'],
  [/\bqd\b/g, 'quand'],
  [/\bpr\b/g, 'pour'],
  [/\bvrmt\b/g, 'vraiment'],
  [/\bbcp\b/g, 'beaucoup'],
  [/\btjr?s?\b/g, 'toujours'],
  [/\bdsl\b/g, 'desole'],
  [/\bmrc\b/g, 'merci'],
  [/\bbjr\b/g, 'bonjour'],
  [/\bslt\b/g, 'salut'],
  [/\bstp\b/g, 's il te plait'],
  [/\bsvp\b/g, 's il vous plait'],
  [/\bmwa\b/g, 'moi'],
  [/\btwa\b/g, 'toi'],
  [/\bpa\b/g, 'pas'],
];

function spell(folded: string): string {
  // Three or more of a letter are one: « nuuul », « merciii ».
  let text = folded.replace(/([a-z])\1{2,}/g, '$1');
  for (const [pattern, spelt] of SMS) text = text.replace(pattern, spelt);
  return text;
}

export function readMessage(text: string): Message {
  const original = text
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'Oe')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'Ae');
  let folded = '';
  for (let i = 0; i < original.length; i += 1) {
    const base = original.charAt(i).toLowerCase().normalize('NFD').charAt(0);
    folded += /[a-z0-9]/.test(base) ? base : ' ';
  }
  return { original, folded, spoken: spell(folded) };
}

/** The words of a message as spoken, for counting and comparing. */
export const wordsOf = (message: Message): string[] => message.spoken.split(/\s+/).filter(Boolean);

/** FNV-1a: a tiny, stable hash to seed the choices from the conversation. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded PRNG, so replies never depend on Math.random. */
export function mulberry32(seed: number): Random {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`persona engine: no value for {${key}}`);
    return value;
  });
}

/** "de" before an infinitive phrase, elided before a vowel. */
export const withDe = (phrase: string) =>
  /^[aeiouyhéèêàâîôû]/i.test(phrase) ? `d’${phrase}` : `de ${phrase}`;

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How paragraphs are compared across turns: spacing and case do not make a paragraph new. */
export const paragraphKey = (paragraph: string) =>
  paragraph.replace(/\s+/g, ' ').trim().toLowerCase();
