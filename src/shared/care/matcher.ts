/**
 * Runs the rule tables over one message and returns what fired, with the
 * checks that words alone cannot make: whose words (the subject before the
 * match), negation, fiction, and the sentence each hit belongs to.
 */
import {
  blankIdioms,
  hasImminence,
  IDIOM_KEYS,
  isAskedAndDenied,
  isDenial,
  isFiction,
  isHypothetical,
  isPresumedByOthers,
  isRecoveredPast,
  isSportsHyperbole,
  isStoppedBefore,
} from './figurative.js';
import { KeywordIndex } from './keywords.js';
import { CLOSE_PERSON, PERSON_NOUNS } from './lexicon.js';
import { normalizeSentences } from './normalize.js';
import { reportedSentences } from './reported.js';
import type { Effect, Rule } from './rule.js';
import { ACT_RULES } from './rules-acts.js';
import { ADJACENT_RULES } from './rules-adjacent.js';
import { CONTEXT_RULES } from './rules-context.js';
import { IDEATION_RULES } from './rules-ideation.js';
import { FAREWELL_RULES } from './rules-farewell.js';
import { INDIRECT_RULES } from './rules-indirect.js';
import { MEANS_RULES } from './rules-means.js';
import { RELATIVE_RULES } from './rules-relative.js';
import { SELF_HARM_RULES } from './rules-self-harm.js';
import { WISH_SHAPE_RULES } from './rules-wish-shapes.js';

export const RULES: readonly Rule[] = [
  ...IDEATION_RULES,
  ...WISH_SHAPE_RULES,
  ...MEANS_RULES,
  ...INDIRECT_RULES,
  ...FAREWELL_RULES,
  ...SELF_HARM_RULES,
  ...ACT_RULES,
  ...RELATIVE_RULES,
  ...ADJACENT_RULES,
  ...CONTEXT_RULES,
];

const KEYWORDS = new KeywordIndex([...IDIOM_KEYS, ...RULES.flatMap((r) => r.keys)]);
const IDIOM_KEY_IDS = IDIOM_KEYS.map((k) => KEYWORDS.keys.indexOf(k));
/** Each rule's keys as indexes into KEYWORDS (-1: an empty key, the rule always runs). */
const RULE_KEYS = RULES.map((r) => r.keys.map((k) => (k === '' ? -1 : KEYWORDS.keys.indexOf(k))));

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
  /**
   * Per sentence: a suppressor applies — fiction, a funeral, or a signal the
   * rules matched and then set aside (negated, someone else's or long ago,
   * a forbidden context). The learned model does not read these (ADR 011).
   */
  suppressed: boolean[];
  /** Per sentence: someone else's words in quotation marks (« ma fille m'a dit "…" »). */
  reported: boolean[];
}

/**
 * Reads one message. Each rule runs only on the sentences that contain one
 * of its keys (every match contains one); `prefilter: false` runs every rule
 * on every sentence, so that tests can show the index never changes a result.
 */
export function readMessage(
  text: string,
  options: {
    prefilter?: boolean;
    /** Someone close is named in another message of the window (asked only when needed). */
    closeElsewhere?: () => boolean;
    /** The person's next message, normalised: an answer to a question asked here. */
    nextMessage?: () => string;
  } = {},
): MessageReading {
  const sentences = normalizeSentences(text);
  // Quoted words of someone else: their « je » is theirs (reported.ts).
  const { reported, refrains } = reportedSentences(text, sentences.length);
  const everywhere = sentences.map((_, i) => i);
  // Keys are found before idioms are blanked: a superset, so no rule is skipped wrongly.
  const where = options.prefilter === false ? undefined : KEYWORDS.findIn(sentences);
  for (const i of where ? sentencesFor(IDIOM_KEY_IDS, where, everywhere) : everywhere) {
    sentences[i] = blankIdioms(sentences[i] ?? '');
  }
  const joined = sentences.join(' | ');
  // Sentence facts are only needed where a rule matched: computed on demand.
  const fictionCache = new Map<number, boolean>();
  const fiction = (i: number): boolean => {
    let value = fictionCache.get(i);
    if (value === undefined) fictionCache.set(i, (value = isFiction(sentences[i] ?? '')));
    return value;
  };
  const imminent = (i: number): boolean => {
    const s = sentences[i] ?? '';
    return hasImminence(s) && !isHypothetical(s);
  };
  let closePerson: boolean | undefined;

  const saidCache = new Map<number, boolean>();
  const said = (i: number): boolean => {
    let value = saidCache.get(i);
    if (value === undefined) saidCache.set(i, (value = SPEECH_HINT.test(sentences[i] ?? '')));
    return value;
  };
  // The answer to a question in the last sentence is in the next message: a lie there keeps it too.
  const askedAndDenied = (before: string, after: string, index: number): boolean => {
    const next = sentences[index + 1];
    if (next !== undefined || !options.nextMessage)
      return isAskedAndDenied(before, after, next ?? '', joined);
    const following = options.nextMessage();
    return isAskedAndDenied(before, after, following, `${joined} | ${following}`);
  };
  const hits: Hit[] = [];
  const suppressed = sentences.map((s) => isFiction(s) || GRIEF.test(s));
  for (let r = 0; r < RULES.length; r++) {
    const rule = RULES[r] as Rule;
    const targets = where ? sentencesFor(RULE_KEYS[r] ?? [], where, everywhere) : everywhere;
    if (targets.length === 0) continue;
    if (rule.needsMessage && !holds(rule.needsMessage, joined)) continue;
    for (const index of targets) {
      const sentence = sentences[index] ?? '';
      rule.re.lastIndex = 0;
      for (let m = rule.re.exec(sentence); m; m = rule.re.exec(sentence)) {
        if (m[0] === '') rule.re.lastIndex++;
        const before = sentence.slice(0, m.index);
        if (rule.needs && !holds(rule.needs, sentence)) continue;
        // A signal set aside by a suppressor also keeps the model out of its sentence.
        const setAside = () => {
          if (rule.effect.kind === 'signal') suppressed[index] = true;
        };
        if (rule.forbid && holds(rule.forbid, sentence)) {
          setAside();
          continue;
        }
        // The match's own words do not make fiction (« il a donné ses livres »).
        const told = (i: number) =>
          fiction(i) && (i !== index || isFiction(sentence.replace(m[0], ' ')));
        if (!rule.inFiction && told(index)) continue;
        // In a quote, the speaker's « je » says the same of them as the writer's would of the writer.
        const quoted = reported[index] === true && rule.effect.kind === 'signal';
        const about =
          quoted ||
          rule.alwaysOther ||
          (rule.effect.kind === 'signal' && said(index) && refrainUnquoted(before))
            ? 'other'
            : rule.checkPerson
              ? subjectOf(before, m[0])
              : 'self';
        if (about === 'other') {
          // « je suis inquiet pour ma copine » | « elle dit qu'elle veut mourir »: the window names her.
          closePerson ??= CLOSE_PERSON.test(joined) || (options.closeElsewhere?.() ?? false);
          // Fiction elsewhere in the message makes it a story; this sentence was tested above.
          const story = sentences.some((_, i) => i !== index && fiction(i));
          if ((!rule.other && !quoted) || !closePerson || story) {
            setAside();
            continue;
          }
        }
        if (about === 'self' && rule.onlyOther) continue;
        if (
          (about === 'other' &&
            (LONG_AGO.test(sentence) ||
              datedAfter(sentences, index) ||
              isSportsHyperbole(joined))) ||
          (quoted && refrains[index] === true && isSaying(rule.effect)) ||
          (rule.negatable &&
            (isNegated(before) ||
              isNegated(withinMatch(before, m[0])) ||
              isNegatedAround(before, sentence.slice(m.index + m[0].length)) ||
              isNegatedAround(withinMatch(before, m[0]), sentence.slice(m.index + m[0].length)))) ||
          (rule.effect.kind === 'signal' &&
            about === 'self' &&
            (isRecoveredPast(sentence, joined) ||
              isPresumedByOthers(before, joined) ||
              isStoppedBefore(before, joined) ||
              askedAndDenied(before, sentence.slice(m.index + m[0].length), index)))
        ) {
          setAside();
          continue;
        }
        hits.push({
          rule,
          effect: rule.effect,
          about,
          sentence: index,
          offset: m.index,
          text: m[0],
          imminent: imminent(index),
        });
      }
    }
  }
  // A denial (« je ne compte pas partir de sitôt ») is kept from the model where no rule fired for the writer.
  sentences.forEach((s, i) => {
    if (suppressed[i] !== true && isDenial(s) && !hits.some((h) => h.sentence === i && ownRisk(h)))
      suppressed[i] = true;
  });
  return { hits, sentences, suppressed, reported };
}

const ownRisk = (h: Hit): boolean =>
  (h.effect.kind === 'signal' && h.about === 'self') || h.effect.kind === 'cue';

/** The sentences holding any of a rule's keys, in order (all of them for an empty key). */
function sentencesFor(
  keyIds: readonly number[],
  where: readonly (number[] | undefined)[],
  everywhere: readonly number[],
): readonly number[] {
  if (keyIds.includes(-1)) return everywhere;
  let single: number[] | undefined;
  let merged: Set<number> | undefined;
  for (const id of keyIds) {
    const list = where[id];
    if (!list) continue;
    if (!single) single = list;
    else {
      merged ??= new Set(single);
      for (const s of list) merged.add(s);
    }
  }
  if (merged) return [...merged].sort((x, y) => x - y);
  return single ?? [];
}

/** RegExp.test that ignores a global pattern's leftover lastIndex. */
function holds(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  return re.test(text);
}

const SELF = new Set(['je', 'j', 'moi', 'on', 'nous']);
const OTHER = new Set(['il', 'elle', 'ils', 'elles', 'tu', 'vous', 'lui', 'eux']);
/** « il faut que j’en finisse », « il me reste… »: an impersonal « il ». */
const IMPERSONAL = new Set([
  'faut',
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

/**
 * A funeral: farewells, letters and speeches there are grief. A death alone
 * (« depuis le décès de ma mère ») is not a suppressor: a wish to join the
 * dead is said right after it, and the model has grief among its negatives.
 */
const GRIEF = /\b(?:enterrement|obseques|funerailles|eloge funebre|oraison)\b/;

/** Someone else's attempt twenty years ago is a memory, not a danger now. */
const LONG_AGO_SOURCE = String.raw`(?:il y a (?:\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|vingt|trente|quelques|des|plusieurs) ans|quand (?:j etais|j avais)|dans les annees|en (?:19|200|201)\d)`;
const LONG_AGO = new RegExp(String.raw`\b${LONG_AGO_SOURCE}\b`);
/** « son ex menaçait de se jeter du pont. C'était il y a dix ans »: the next sentence dates the story. */
const DATED = new RegExp(
  String.raw`^(?:mais )?(?:c etait|ca remonte a|ca s est passe|tout ca c etait) ${LONG_AGO_SOURCE}\b`,
);
const datedAfter = (sentences: readonly string[], index: number): boolean =>
  DATED.test(sentences[index + 1] ?? '');

/**
 * A relative's refrain (« ma grand-mère disait toujours "quand je serai
 * morte…" ») is a saying, not news: it sets aside weak and soft farewells
 * only (a burden or a wish to die said again and again is still worry).
 */
const isSaying = (e: Effect): boolean =>
  e.kind === 'signal' &&
  e.family === 'farewell' &&
  (e.strength === 'weak' || e.strength === 'soft');

/**
 * The match's own words before its last one, after the words before it: a
 * negation the pattern's gap let in (« je suis pas suicidaire », « je ne me
 * suis plus scarifiée ») negates it as one before it would.
 */
const withinMatch = (before: string, match: string): string => {
  const cut = match.lastIndexOf(' ');
  return cut < 0 ? '' : `${before}${match.slice(0, cut)}`;
};
/** « il y a », « il y avait »: impersonal; « il y parle de… » has a subject. */
const THERE_IS = /^y (?:a|avait|aura|aurait|ait|eut)\b/;
/** « ses pensées suicidaires », « sa lettre d'adieu »: the noun is someone else's. */
const THEIR = /\b(?:sa|ses|son|leur|leurs)$/;

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
  if (THEIR.test(clause)) return 'other';
  const words = clause.split(' ');
  for (let i = words.length - 1; i >= 0 && i >= words.length - 14; i--) {
    const word = words[i] ?? '';
    if (SELF.has(word)) return 'self';
    if (
      word === 'il' &&
      (IMPERSONAL.has(words[i + 1] ?? '') || THERE_IS.test(words.slice(i + 1, i + 3).join(' ')))
    )
      continue;
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

/**
 * « jamais, au grand jamais, je n'ai eu l'idée de… », « plus jamais je ne
 * me… »: the negation word is fronted, before the subject, and « ne » after
 * it says the clause is negated.
 */
const FRONTED = /\bjamais(?: ,)? (?:[a-z]+ ){0,3}(?:je|j) (?:ne|n) ((?:[a-z]+ ){0,8})$/;
/** « je n'ai qu'une envie », « jamais je n'ai eu autant envie de… »: restriction and comparison affirm. */
const RESTRICTIVE = /\b(?:que|qu|autant|aussi|tant|plus)\b/;

/**
 * « je ne me coupe plus », « je ne me scarifie pas »: « ne » right before a
 * pronominal match and its « pas / plus / jamais » right after (not « ne…
 * plus que », a restriction).
 */
export function isNegatedAround(before: string, after: string): boolean {
  return (
    // The tails only: an end-anchored pattern still scans the whole string.
    /\b(?:ne|n)(?: (?:me|m|se|s|te|t|y|en))?$/.test(before.slice(-16).trimEnd()) &&
    /^ (?:pas|plus|jamais)\b(?! (?:que|qu)\b)/.test(after.slice(0, 16))
  );
}

/**
 * Someone's refrain without quotation marks, in SMS: « ma collègue dit tt le
 * temps jvai me jeter par la fenêtre ». A person, a speech verb, a habit,
 * then « je » right before the match: the « je » is theirs. Without the
 * habit (« ma pote m'a dit je vais… ») nothing changes.
 */
const REFRAIN_UNQUOTED = new RegExp(
  String.raw`\b(?:mon|ma|mes|son|sa|notre|le|la) (?:[a-z]+ )?(?:${[...PERSON_NOUNS].join('|')}) (?:me |nous )?(?:dit|dis|disent|repete|repetent|sort|balance|lance|crie) (?:tout le temps|toujours|sans arret|souvent|a chaque fois|h24|tous les jours) (?:que |qu )?(?:je|j)(?: [a-z]+){0,2} $`,
);
const SPEECH_HINT = /\b(?:dit|dis|disent|repete|repetent|sort|balance|lance|crie)\b/;
const refrainUnquoted = (before: string): boolean => REFRAIN_UNQUOTED.test(before.slice(-120));

/** A negation between the subject and the match (« je n’ai pas envie de… »). */
export function isNegated(before: string): boolean {
  // The fronted word is at most a dozen words back: the tail keeps the test linear.
  const fronted = FRONTED.exec(before.slice(-160));
  if (fronted && !RESTRICTIVE.test(fronted[1] ?? '')) return true;
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
