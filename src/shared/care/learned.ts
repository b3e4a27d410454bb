/**
 * The learned model as the assessment uses it (ADR 011, 2026-11-27): the
 * committed weights, decoded once on first use, read over the window's
 * sentences with the suppressed ones left out.
 */
import { CLOSE_PERSON, PERSON_NOUNS } from './lexicon.js';
import type { MessageReading } from './matcher.js';
import {
  type CareModel,
  decodeModel,
  maxUnitProbability,
  segmentsOf,
  sentenceSum,
  unitProbability,
  unitsOf,
} from './model.js';
import { CARE_MODEL } from './model-weights.js';

let model: CareModel | undefined;

export function learnedModel(): CareModel {
  model ??= decodeModel(CARE_MODEL);
  return model;
}

/** The model's probability that the window needs care, its suppressed sentences unread. */
export function learnedProbability(
  readings: readonly MessageReading[],
  model: CareModel = learnedModel(),
): number {
  const segments = segmentsOf(
    readings.flatMap((r) => r.sentences),
    readings.flatMap((r) => r.suppressed),
  );
  return maxUnitProbability(model, segments);
}

/**
 * The rules saw something short of care: a weak signal of the writer's
 * (« je suis vide »), or a cue (means named, a place, « je vais le faire »).
 */
export const rulesSawSomething = (readings: readonly MessageReading[]): boolean =>
  readings.some((r) =>
    r.hits.some(
      (h) => (h.effect.kind === 'signal' && h.about === 'self') || h.effect.kind === 'cue',
    ),
  );

/**
 * The model flags alone above its threshold, or above a lower one where the
 * rules saw something: two partial readings that agree are evidence.
 */
export function learnedFlags(
  readings: readonly MessageReading[],
  model: CareModel = learnedModel(),
): boolean {
  const p = learnedProbability(readings, model);
  return p >= model.threshold || (p >= model.evidenceThreshold && rulesSawSomething(readings));
}

/** The text of the unit the model finds riskiest (a sentence, or two side by side). */
export function riskiestUnit(
  readings: readonly MessageReading[],
  model: CareModel = learnedModel(),
): string {
  const segments = segmentsOf(
    readings.flatMap((r) => r.sentences),
    readings.flatMap((r) => r.suppressed),
  );
  const sums = segments.map((s) => (s.skip ? { sum: 0, count: 0 } : sentenceSum(model, s.text)));
  let best = -1;
  let text = '';
  for (const [a, b] of unitsOf(segments)) {
    const x = sums[a] ?? { sum: 0, count: 0 };
    const y = a === b ? { sum: 0, count: 0 } : (sums[b] ?? { sum: 0, count: 0 });
    const p = unitProbability(model, x.sum + y.sum, x.count + y.count);
    if (p > best) {
      best = p;
      text =
        a === b
          ? (segments[a]?.text ?? '')
          : `${segments[a]?.text ?? ''} ${segments[b]?.text ?? ''}`;
    }
  }
  return text;
}

const WRITER_SUBJECT = /\b(?:je|j|moi|on|nous)\b/;
const THIRD_SUBJECT = /\b(?:il|elle|ils|elles)\b/;

/**
 * Whose risk the model read (issue 37): the riskiest unit speaks of someone
 * close (« mon fils ne mange plus, il dit qu'il ne sert à rien ») and the
 * writer is not a subject in it. Then the answer is for the person who
 * worries, as the rules give it: help for the relative, the 3114 for those
 * around, not « are you thinking of suicide? » to a mother. The writer's own
 * words win: any « je » in the unit keeps it theirs.
 */
export function learnedAboutSomeoneClose(
  readings: readonly MessageReading[],
  model: CareModel = learnedModel(),
): boolean {
  const window = readings.flatMap((r) => r.sentences).join(' | ');
  if (!CLOSE_PERSON.test(window)) return false;
  const unit = riskiestUnit(readings, model);
  // Quoted words of someone close (« ma fille m'a dit "je veux disparaître" »): theirs, « je » and all.
  const quoted = readings.flatMap((r) => r.sentences.filter((_, i) => r.reported[i] === true));
  if (quoted.some((q) => q !== '' && unit.includes(q))) return true;
  if (WRITER_SUBJECT.test(unit)) return false;
  return THIRD_SUBJECT.test(unit) || unit.split(' ').some((w) => PERSON_NOUNS.has(w));
}
