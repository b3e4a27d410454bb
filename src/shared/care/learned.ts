/**
 * The learned model as the assessment uses it (ADR 011, 2026-11-27): the
 * committed weights, decoded once on first use, read over the window's
 * sentences with the suppressed ones left out.
 */
import type { MessageReading } from './matcher.js';
import { type CareModel, decodeModel, maxUnitProbability, segmentsOf } from './model.js';
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
