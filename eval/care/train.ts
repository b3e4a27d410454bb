/**
 * Training of the learned detector (issue 37, ADR 011): logistic regression
 * by stochastic gradient descent over the hashed features of
 * src/shared/care/model.ts, on units (one sentence or two neighbours) read
 * exactly as the detector reads them. Deterministic: a fixed seed orders
 * every pass, so the same data gives the same weights.
 *
 * Which units of a risk item are positive: the marked risky pieces where the
 * data says (generated items); otherwise, multiple-instance style, the unit
 * the current model finds riskiest (round 0 spreads the item over all its
 * units). Every unit of a safe item is negative; suppressed sentences
 * (fiction, negated or someone else's signals) are left out, as in use.
 */
import { rulesSawSomething } from '#shared/care/learned.js';
import { readMessage } from '#shared/care/matcher.js';
import { WINDOW } from '#shared/care/assess.js';
import {
  type CareModel,
  encodeBase64,
  maxUnitProbability,
  type Segment,
  segmentsOf,
  sentenceFeatures,
  unitsOf,
} from '#shared/care/model.js';
import { seeded } from './generated/augment.js';
import type { TrainItem } from './generated/index.js';

export interface TrainOptions {
  bits: number;
  epochs: number;
  /** Multiple-instance rounds after the first. */
  rounds: number;
  seed: number;
  /**
   * L2 shrinkage applied to touched weights at each step. 3e-3 was chosen by
   * leave-one-blind-set-out (1e-4, 5e-4, 1.5e-3, 3e-3, 6e-3 tried): weaker
   * shrinkage fits the writers it has read and is overconfident on a new one.
   */
  l2: number;
  /** Starting learning rate, decreasing linearly to a tenth of it. */
  lr: number;
  /** Weight of the risk class relative to balance (1: as many as the safe units weigh). */
  riskWeight: number;
}

export const DEFAULT_OPTIONS: TrainOptions = {
  bits: 17,
  epochs: 10,
  rounds: 2,
  seed: 37,
  l2: 3e-3,
  lr: 2,
  riskWeight: 1,
};

interface Unit {
  features: Int32Array;
}
interface ItemUnits {
  item: TrainItem;
  units: Unit[];
  /** For marked items: which units hold a risky piece. */
  risky: boolean[];
}

/** Items read once: leave-one-set-out trains on the same items six times. */
const readCache = new WeakMap<TrainItem, { segments: Segment[]; risky: boolean[] }>();

/**
 * The segments the detector reads for an item, each piece read on its own
 * so that its risky mark follows it (in use the message is read whole: the
 * same sentences, bar a suppressor's reach across pieces).
 */
export function readItem(item: TrainItem): { segments: Segment[]; risky: boolean[] } {
  const cached = readCache.get(item);
  if (cached) return cached;
  const segments: Segment[] = [];
  const risky: boolean[] = [];
  for (const message of item.messages.slice(-WINDOW)) {
    for (const piece of message) {
      const reading = readMessage(piece.text);
      for (const seg of segmentsOf(reading.sentences, reading.suppressed)) {
        segments.push(seg);
        risky.push(piece.risky);
      }
    }
  }
  readCache.set(item, { segments, risky });
  return { segments, risky };
}

function unitsFor(item: TrainItem, bits: number): ItemUnits {
  const { segments, risky } = readItem(item);
  const feats = segments.map((s) => sentenceFeatures(s.text, bits));
  const units: Unit[] = [];
  const unitRisky: boolean[] = [];
  for (const [a, b] of unitsOf(segments)) {
    units.push({
      features: Int32Array.from(
        a === b ? (feats[a] ?? []) : [...(feats[a] ?? []), ...(feats[b] ?? [])],
      ),
    });
    unitRisky.push((risky[a] ?? false) || (risky[b] ?? false));
  }
  return { item, units, risky: unitRisky };
}

interface Example {
  unit: Unit;
  y: 0 | 1;
  weight: number;
}

function sumOf(weights: Float64Array, unit: Unit): number {
  let s = 0;
  for (const f of unit.features) s += weights[f] ?? 0;
  return s;
}

/** Trains weights and bias in floating point. */
function fit(
  examples: readonly Example[],
  options: TrainOptions,
): { weights: Float64Array; bias: number } {
  const weights = new Float64Array(1 << options.bits);
  let bias = 0;
  const rnd = seeded(options.seed);
  const order = examples.map((_, i) => i);
  const steps = options.epochs * examples.length;
  let t = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    // Fisher–Yates with the seeded generator: the same order on every run.
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const k of order) {
      const ex = examples[k] as Example;
      const x = 1 / Math.sqrt(Math.max(ex.unit.features.length, 1));
      const z = bias + sumOf(weights, ex.unit) * x;
      const p = 1 / (1 + Math.exp(-z));
      const lr = options.lr * (1 - 0.9 * (t / steps));
      const g = (p - ex.y) * ex.weight * lr;
      for (const f of ex.unit.features) {
        const w = weights[f] ?? 0;
        weights[f] = w - g * x - lr * options.l2 * w;
      }
      bias -= g * 0.1;
      t++;
    }
  }
  return { weights, bias };
}

function examplesFor(
  all: readonly ItemUnits[],
  chooser: ((u: ItemUnits) => number[]) | undefined,
  riskWeight: number,
): Example[] {
  const out: Example[] = [];
  let pos = 0;
  let neg = 0;
  for (const u of all) {
    if (u.item.label === 'safe') {
      for (const unit of u.units) out.push({ unit, y: 0, weight: 1 });
      neg += u.units.length;
    } else if (u.item.marked) {
      u.units.forEach((unit, i) => {
        const y = u.risky[i] ? 1 : 0;
        out.push({ unit, y, weight: 1 });
        if (y) pos++;
        else neg++;
      });
    } else if (u.units.length > 0) {
      const chosen = chooser ? chooser(u) : u.units.map((_, i) => i);
      for (const i of chosen) {
        out.push({ unit: u.units[i] as Unit, y: 1, weight: chooser ? 1 : 1 / chosen.length });
        pos++;
      }
    }
  }
  // Balance the classes: risk units are fewer, and a miss costs more than a false alarm.
  const ratio = (pos ? neg / pos : 1) * riskWeight;
  return out.map((e) => (e.y === 1 ? { ...e, weight: e.weight * ratio } : e));
}

/** Trains on the items and returns the float model (threshold chosen by the caller). */
export function train(items: readonly TrainItem[], options: TrainOptions = DEFAULT_OPTIONS) {
  const all = items.map((i) => unitsFor(i, options.bits));
  let model = fit(examplesFor(all, undefined, options.riskWeight), options);
  for (let round = 0; round < options.rounds; round++) {
    const current = model;
    model = fit(
      examplesFor(
        all,
        (u) => {
          let best = 0;
          let bestScore = -Infinity;
          u.units.forEach((unit, i) => {
            const s =
              current.bias + sumOf(current.weights, unit) / Math.sqrt(unit.features.length || 1);
            if (s > bestScore) {
              bestScore = s;
              best = i;
            }
          });
          return [best];
        },
        options.riskWeight,
      ),
      options,
    );
  }
  return model;
}

export interface QuantisedModel {
  bits: number;
  scale: number;
  bias: number;
  threshold: number;
  evidenceThreshold: number;
  weights: string;
}

/** One signed byte a bucket; the bias stays a float. */
export function quantise(
  model: { weights: Float64Array; bias: number },
  bits: number,
  threshold: number,
  evidenceThreshold = threshold,
): QuantisedModel {
  let max = 0;
  for (const w of model.weights) max = Math.max(max, Math.abs(w));
  const scale = max / 127 || 1;
  const bytes = new Uint8Array(model.weights.length);
  model.weights.forEach((w, i) => {
    const q = Math.max(-127, Math.min(127, Math.round(w / scale)));
    bytes[i] = q & 255;
  });
  return {
    bits,
    scale: Number(scale.toPrecision(8)),
    bias: Number(model.bias.toFixed(6)),
    threshold,
    evidenceThreshold,
    weights: encodeBase64(bytes),
  };
}

/** The probability the detector gives an item, from a decoded model (as in use). */
export const itemProbability = (model: CareModel, item: TrainItem): number =>
  maxUnitProbability(model, readItem(item).segments);

/** Whether the rules saw something short of care in the item (learned.ts's lower bar applies). */
export const itemEvidence = (item: TrainItem): boolean =>
  rulesSawSomething(
    item.messages.slice(-WINDOW).map((m) => readMessage(m.map((p) => p.text).join(' '))),
  );
