// Small text tools shared by the engine: reading a message, seeded choices, templates.

export type Random = () => number;

export interface Message {
  original: string;
  /**
   * Lower case, no accents, punctuation as spaces: same length as `original`, so a match maps
   * back to the person's own spelling.
   */
  folded: string;
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
  return { original, folded };
}

/** The folded words of a message, for counting and comparing. */
export const wordsOf = (message: Message): string[] => message.folded.split(/\s+/).filter(Boolean);

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
