/**
 * Runs the rule tables over one message and returns what fired, with the
 * checks that words alone cannot make: whose words (the subject before the
 * match), negation, fiction, and the sentence each hit belongs to.
 */
import { blankIdioms, hasImminence, isFiction, isHypothetical } from './figurative.js';
import { CLOSE_PERSON, PERSON_NOUNS } from './lexicon.js';
import { normalizeSentences } from './normalize.js';
import type { Effect, Rule } from './rule.js';
import { ADJACENT_RULES } from './rules-adjacent.js';
import { CONTEXT_RULES } from './rules-context.js';
import { IDEATION_RULES } from './rules-ideation.js';
import { INDIRECT_RULES } from './rules-indirect.js';
import { SELF_HARM_RULES } from './rules-self-harm.js';

export const RULES: readonly Rule[] = [
  ...IDEATION_RULES,
  ...INDIRECT_RULES,
  ...SELF_HARM_RULES,
  ...ADJACENT_RULES,
  ...CONTEXT_RULES,
];

export interface Hit {
  rule: Rule;
  effect: Effect;
  /** The writer's own words, or someone close to them (otherAtRisk). */
  about: 'self' | 'other';
  sentence: number;
  /** Where the match starts in its sentence, and its text. */
  offset: number;
  text: string;
  /** The sentence names a near time (« ce soir ») and is not a hypothesis. */
  imminent: boolean;
}

export interface MessageReading {
  hits: Hit[];
  sentences: string[];
}

export function readMessage(text: string): MessageReading {
  const sentences = normalizeSentences(text).map(blankIdioms);
  const joined = sentences.join(' | ');
  const starts: number[] = [];
  let offset = 0;
  for (const s of sentences) {
    starts.push(offset);
    offset += s.length + 3;
  }
  const fiction = sentences.map(isFiction);
  const imminent = sentences.map((s) => hasImminence(s) && !isHypothetical(s));
  const messageIsFiction = fiction.some(Boolean);
  const closePerson = CLOSE_PERSON.test(joined);

  const hits: Hit[] = [];
  for (const rule of RULES) {
    if (!rule.keys.some((k) => joined.includes(k))) continue;
    if (rule.needsMessage && !holds(rule.needsMessage, joined)) continue;
    for (const m of joined.matchAll(rule.re)) {
      const index = sentenceAt(starts, m.index);
      const sentence = sentences[index] ?? '';
      const before = sentence.slice(0, m.index - (starts[index] ?? 0));
      if (rule.needs && !holds(rule.needs, sentence)) continue;
      if (rule.forbid && holds(rule.forbid, sentence)) continue;
      if (!rule.inFiction && fiction[index]) continue;
      const about = rule.checkPerson ? subjectOf(before, m[0]) : 'self';
      if (about === 'other' && !(rule.other && closePerson && !messageIsFiction)) continue;
      if (about === 'self' && rule.onlyOther) continue;
      if (about === 'other' && LONG_AGO.test(sentence)) continue;
      if (rule.negatable && isNegated(before)) continue;
      hits.push({
        rule,
        effect: rule.effect,
        about,
        sentence: index,
        offset: before.length,
        text: m[0],
        imminent: imminent[index] ?? false,
      });
    }
  }
  return { hits, sentences };
}

/** RegExp.test that ignores a global pattern's leftover lastIndex. */
function holds(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  return re.test(text);
}

function sentenceAt(starts: readonly number[], index: number): number {
  let i = 0;
  while (i + 1 < starts.length && (starts[i + 1] ?? Infinity) <= index) i++;
  return i;
}

const SELF = new Set(['je', 'j', 'moi', 'on', 'nous']);
const OTHER = new Set(['il', 'elle', 'ils', 'elles', 'tu', 'vous', 'lui', 'eux']);
/** « il faut que j’en finisse », « il me reste… »: an impersonal « il ». */
const IMPERSONAL = new Set([
  'faut',
  'y',
  'reste',
  'vaut',
  'parait',
  'semble',
  'suffit',
  'fallait',
  'faudrait',
  'me',
  'm',
]);

/** Someone else's attempt twenty years ago is a memory, not a danger now. */
const LONG_AGO =
  /\b(?:il y a (?:\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|vingt|trente|quelques|des|plusieurs) ans|quand (?:j etais|j avais)|dans les annees|en (?:19|200|201)\d)\b/;
/** Verb forms that are never the writer's (« Ellie veut mourir »), when no « je » comes before. */
const THIRD_PERSON_VERB =
  /^(?:veut|voulait|voudrait|aimerait|pensait|songeait|parle|parlait|avait|a envie|souhaitait)\b/;

/**
 * Whose words: the nearest subject before the match in the same clause
 * (back to the last comma). A clause with no subject (« envie de mourir »)
 * is the writer's, unless the verb itself is a third person's.
 */
export function subjectOf(before: string, match = ''): 'self' | 'other' {
  const clause = before.slice(before.lastIndexOf(',') + 1).trim();
  if (!clause) return THIRD_PERSON_VERB.test(match) ? 'other' : 'self';
  const words = clause.split(' ');
  for (let i = words.length - 1; i >= 0 && i >= words.length - 14; i--) {
    const word = words[i] ?? '';
    if (SELF.has(word)) return 'self';
    if (word === 'il' && IMPERSONAL.has(words[i + 1] ?? '')) continue;
    if (OTHER.has(word) || PERSON_NOUNS.has(word)) return 'other';
  }
  return THIRD_PERSON_VERB.test(match) ? 'other' : 'self';
}

/** « je n’arrive pas à arrêter de me couper »: a negated stopping is doing it. */
const STOPPING = new Set(['arreter', 'arrete', 'cesser', 'cesse', 'empecher', 'retenir']);
const NEGATORS = new Set(['pas', 'jamais', 'plus', 'aucune', 'aucun', 'nullement']);
/** Phrases where a negation word intensifies instead: « de plus en plus envie de… ». */
const INTENSIFIERS =
  /\b(?:de plus en plus|plus que jamais|encore plus|toujours plus|jamais (?:eu )?autant|jamais (?:ete )?aussi)\b/g;

/** A negation between the subject and the match (« je n’ai pas envie de… »). */
export function isNegated(before: string): boolean {
  const clause = before.slice(before.lastIndexOf(',') + 1).replace(INTENSIFIERS, ' ');
  const words = clause.trim().split(' ');
  for (let i = words.length - 1; i >= 0 && i >= words.length - 5; i--) {
    const word = words[i] ?? '';
    if (SELF.has(word) || OTHER.has(word) || STOPPING.has(word)) return false;
    if (NEGATORS.has(word))
      return !STOPPING.has(words[i - 1] ?? '') && !STOPPING.has(words[i - 2] ?? '');
  }
  return false;
}
