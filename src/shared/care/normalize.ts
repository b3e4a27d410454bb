import { EMOJI_WORDS, SPELLING } from './spelling.js';

/**
 * What the rules see: lower-case ASCII words separated by single spaces,
 * sentences separated by " | ", commas kept as " , " (a clause boundary for
 * negation, not for the sentence). Accents, apostrophes (straight,
 * typographic or missing), stretched letters (« plusssss »), SMS spellings
 * and meaningful emojis are folded away.
 */
export function normalizeForCare(text: string): string {
  return normalizeSentences(text).join(' | ');
}

/** The same, as the list of normalised sentences. */
export function normalizeSentences(text: string): string[] {
  const folded = foldCharacters(text);
  const sentences: string[] = [];
  for (const raw of folded.split(SENTENCE_BREAK)) {
    const words = respell(raw.replace(/,/g, ' , ').replace(NOT_WORD, ' ').trim());
    if (words) sentences.push(words);
  }
  return sentences;
}

/** Longest input we read: far beyond a chat message; bounds the work on pasted text. */
const MAX_LENGTH = 20_000;

const EMOJI = new RegExp(EMOJI_WORDS.map(([e]) => e).join('|'), 'gu');
const EMOJI_WORD = new Map(EMOJI_WORDS);
/** Sentence ends, line breaks and quotation marks (a quote is someone else speaking). */
const SENTENCE_BREAK = /[.!?;…\n\r«»"“”()[\]]+/;
const NOT_WORD = /[^a-z0-9, ]+/g;

function foldCharacters(text: string): string {
  return text
    .slice(0, MAX_LENGTH)
    .replace(EMOJI, (e) => ` ${EMOJI_WORD.get(e) ?? ''} `)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[’'`´ʼ‘-]/g, ' ')
    .replace(/(\d)(ans?|h|min|mois)\b/g, '$1 $2')
    .replace(/([a-z])\1{2,}/g, '$1');
}

/** « jveux » → « je veux »: a j glued to a consonant is always a clipped « je ». */
const GLUED_JE = /^j([bcdfghjklmnpqrstvwxz]\w*)$/;

function respell(sentence: string): string {
  if (!sentence) return '';
  const tokens = sentence.split(/ +/);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    const next = tokens[i + 1] ?? '';
    const previous = out[out.length - 1] ?? '';
    out.push(respellToken(token, previous, next));
  }
  return out.join(' ');
}

/** Words that follow « plus » in a negation, telling « pu » (« j’ai pu envie ») from « pu » (« j’ai pu venir »). */
const AFTER_PLUS = new Set([
  'envie',
  'envi',
  'la',
  'le',
  'de',
  'd',
  'rien',
  'jamais',
  'personne',
  'vivre',
  'aucun',
  'aucune',
  'etre',
  'me',
  'm',
  'du',
  'sa',
  'ma',
  'goût',
  'gout',
  'force',
]);
/** Verbs after which « sa » is « ça ». */
const AFTER_CA = new Set([
  'va',
  'me',
  'm',
  'fait',
  'sert',
  'suffit',
  'passe',
  'ira',
  'y',
  'saigne',
  'coule',
  's',
  'ne',
  'n',
]);
/** Words after « une », « ma »… that make « ts » a suicide attempt (« une TS »), not « tous ». */
const BEFORE_TS = new Set([
  'une',
  'ma',
  'des',
  'deux',
  'trois',
  'premiere',
  'derniere',
  'sa',
  'ta',
  'fait',
  'autre',
]);

function respellToken(token: string, previous: string, next: string): string {
  if (token === ',') return token;
  if (token === 'pu' && (AFTER_PLUS.has(next) || /^(?:peux|peu|veux|veu|veut)$/.test(previous))) {
    return 'plus';
  }
  if (token === 'plu' && previous === 'a') return token; // « il a plu »
  if (token === 'sa' && AFTER_CA.has(next)) return 'ca';
  if (token === 'c' && !/^(?:est|etait|etais|ete|a|en)$/.test(next)) return 'c est';
  if (token === 'ts') return BEFORE_TS.has(previous) ? 'tentative de suicide' : 'tous';
  const mapped = SPELLING[token];
  if (mapped !== undefined) return mapped;
  const glued = GLUED_JE.exec(token);
  if (glued?.[1]) {
    const rest = glued[1];
    return `je ${SPELLING[rest] ?? rest}`;
  }
  return token;
}
