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
  const sentences: string[] = [];
  for (const raw of foldCharacters(text).split('|')) {
    const words = respell(raw.replace(SPACES, ' '));
    if (words) sentences.push(words);
  }
  return sentences;
}

/** Longest input we read: far beyond a chat message; bounds the work on pasted text. */
const MAX_LENGTH = 20_000;

const RESPELL = new Map(Object.entries(SPELLING));
const EMOJI = new RegExp(EMOJI_WORDS.map(([e]) => e).join('|'), 'gu');
const EMOJI_WORD = new Map(EMOJI_WORDS);
const MAYBE_EMOJI = /[\u2600-\u27bf\ud83c-\ud83e]/;

/**
 * One pass over the characters: lower case, accents dropped, œ/æ spelled
 * out, letters stretched three times or more written once, sentence breaks
 * as "|", commas as ",", anything else as a space.
 */
function foldCharacters(text: string): string {
  let source = text.length > MAX_LENGTH ? text.slice(0, MAX_LENGTH) : text;
  if (MAYBE_EMOJI.test(source))
    source = source.replace(EMOJI, (e) => ` ${EMOJI_WORD.get(e) ?? ''} `);
  source = source.toLowerCase().normalize('NFD').replace(ACCENTS, '');
  // Words are copied whole (slice), everything between them is one piece each.
  const pieces: string[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source.charCodeAt(i);
    if (isWordChar(c)) {
      let j = i + 1;
      let stretched = false;
      while (j < source.length && isWordChar(source.charCodeAt(j))) {
        const d = source.charCodeAt(j);
        if (d >= 97 && d === source.charCodeAt(j - 1) && d === source.charCodeAt(j - 2))
          stretched = true;
        j++;
      }
      const word = source.slice(i, j);
      // « touuut » → « tout »: a letter three times or more is written once.
      pieces.push(stretched ? word.replace(STRETCHED, '$1') : word);
      i = j;
      continue;
    }
    if (c === 0x153) pieces.push('oe');
    else if (c === 0xe6) pieces.push('ae');
    else if (c === 44) pieces.push(' , ');
    else pieces.push(BREAKS.has(c) ? '|' : ' ');
    i++;
  }
  return pieces.join('');
}

const isWordChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
const ACCENTS = /[\u0300-\u036f]/g;
const STRETCHED = /([a-z])\1{2,}/g;

const SPACES = / {2,}/g;
/** Sentence ends, line breaks and quotation marks (a quote is someone else speaking). */
const BREAKS = new Set([...'.!?;…\n\r«»"“”()[]|'].map((c) => c.charCodeAt(0)));

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
  'gout',
  'force',
]);
const BEFORE_PU = new Set(['peux', 'peu', 'veux', 'veu', 'veut']);
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
const AFTER_C = new Set(['est', 'etait', 'etais', 'ete', 'a', 'en']);
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
/** « jveux » → « je veux »: a j glued to a consonant is always a clipped « je ». */
const CONSONANT = new Set('bcdfghjklmnpqrstvwxz');
/** Verbs clipped after « je » that would be other words alone: « jpen a me tuer », « jme sen mal ». */
const AFTER_JE = new Map([
  ['pen', 'pense'],
  ['penc', 'pense'],
]);
const AFTER_ME = new Map([['sen', 'sens']]);
/** « 15ans », « 2h »: a number glued to its unit. */
const NUMBER_AND_UNIT = /^(\d+)(ans?|h|min|mois)$/;

function respell(sentence: string): string {
  const tokens = sentence.trim().split(' ');
  let previous = '';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    const spelled = respellToken(token, previous, tokens[i + 1] ?? '');
    tokens[i] = spelled;
    previous = spelled;
  }
  return tokens.join(' ');
}

function respellToken(token: string, previous: string, next: string): string {
  if (token === 'pu' && (AFTER_PLUS.has(next) || BEFORE_PU.has(previous))) return 'plus';
  if (token === 'plu' && previous === 'a') return token; // « il a plu »
  if (token === 'sa' && AFTER_CA.has(next)) return 'ca';
  if (token === 'c' && !AFTER_C.has(next)) return 'c est';
  if (token === 'ts') return BEFORE_TS.has(previous) ? 'tentative de suicide' : 'tous';
  if (previous === 'je' && AFTER_JE.has(token)) return AFTER_JE.get(token) ?? token;
  if (previous === 'me' && AFTER_ME.has(token)) return AFTER_ME.get(token) ?? token;
  const mapped = RESPELL.get(token);
  if (mapped !== undefined) return mapped;
  const first = token.charCodeAt(0);
  if (first === 106 /* j */ && token.length > 1 && CONSONANT.has(token[1] ?? '')) {
    const rest = token.slice(1);
    return `je ${RESPELL.get(rest) ?? AFTER_JE.get(rest) ?? rest}`;
  }
  if (first >= 48 && first <= 57) {
    const unit = NUMBER_AND_UNIT.exec(token);
    if (unit) return `${unit[1]} ${unit[2]}`;
  }
  return token;
}
