/**
 * An experiment for issue 37 (ADR 011, 2026-11-28): a small non-linear
 * detector beside the linear one, fastText style. The same hashed features
 * as src/shared/care/model.ts (fewer buckets), each bucket an embedding of
 * `dim` numbers; a unit's embedding is their sum divided by the square root
 * of their count, then a tanh hidden layer and a logistic output. Units,
 * multiple-instance rounds and class balance as in train.ts. Plain SGD with
 * a fixed seed and L2 on the rows touched; deterministic.
 *
 * Only the leave-one-set-out comparison uses it (eval/care/loso-hidden.ts):
 * nothing in src/ reads it unless it earns its place there.
 */
import { forEachFeature, type Segment, unitsOf } from '#shared/care/model.js';
import { seeded } from './generated/augment.js';
import type { TrainItem } from './generated/index.js';
import { readItem } from './train.js';

export interface HiddenOptions {
  bits: number;
  dim: number;
  epochs: number;
  rounds: number;
  seed: number;
  l2: number;
  lr: number;
  /** Probability of dropping each hidden unit while training. */
  dropout: number;
}

export const HIDDEN_OPTIONS: HiddenOptions = {
  bits: 13,
  dim: 16,
  epochs: 6,
  rounds: 1,
  seed: 37,
  l2: 1e-4,
  lr: 0.2,
  dropout: 0.1,
};

export interface HiddenModel {
  bits: number;
  dim: number;
  /** 2^bits rows of `dim`. */
  emb: Float32Array;
  b1: Float32Array;
  w2: Float32Array;
  b2: number;
}

const featuresOf = (text: string, bits: number): Int32Array => {
  const out: number[] = [];
  forEachFeature(text, bits, (b) => out.push(b));
  return Int32Array.from(out);
};

/** The pre-activation of the hidden layer for a unit (its features, concatenated). */
function hiddenInput(m: HiddenModel, feats: Int32Array, out: Float64Array): void {
  const { dim, emb } = m;
  out.fill(0);
  for (const f of feats) {
    const row = f * dim;
    for (let j = 0; j < dim; j++) out[j] = (out[j] ?? 0) + (emb[row + j] ?? 0);
  }
  const x = 1 / Math.sqrt(Math.max(feats.length, 1));
  for (let j = 0; j < dim; j++) out[j] = (out[j] ?? 0) * x + (m.b1[j] ?? 0);
}

function outputOf(m: HiddenModel, z: Float64Array): number {
  let o = m.b2;
  for (let j = 0; j < m.dim; j++) o += (m.w2[j] ?? 0) * Math.tanh(z[j] ?? 0);
  return o;
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** The text is as risky as its riskiest unit, as for the linear model. */
export function hiddenMaxProbability(m: HiddenModel, segments: readonly Segment[]): number {
  const feats = segments.map((s) => (s.skip ? new Int32Array(0) : featuresOf(s.text, m.bits)));
  const z = new Float64Array(m.dim);
  let best = 0;
  for (const [a, b] of unitsOf(segments)) {
    const fa = feats[a] as Int32Array;
    let unit = fa;
    if (a !== b) {
      const fb = feats[b] as Int32Array;
      unit = new Int32Array(fa.length + fb.length);
      unit.set(fa);
      unit.set(fb, fa.length);
    }
    hiddenInput(m, unit, z);
    const p = sigmoid(outputOf(m, z));
    if (p > best) best = p;
  }
  return best;
}

interface Example {
  features: Int32Array;
  y: 0 | 1;
  weight: number;
}

function unitFeatures(item: TrainItem, bits: number): { units: Int32Array[]; risky: boolean[] } {
  const { segments, risky } = readItem(item);
  const feats = segments.map((s) => featuresOf(s.text, bits));
  const units: Int32Array[] = [];
  const unitRisky: boolean[] = [];
  for (const [a, b] of unitsOf(segments)) {
    const fa = feats[a] as Int32Array;
    if (a === b) units.push(fa);
    else {
      const fb = feats[b] as Int32Array;
      const u = new Int32Array(fa.length + fb.length);
      u.set(fa);
      u.set(fb, fa.length);
      units.push(u);
    }
    unitRisky.push((risky[a] ?? false) || (risky[b] ?? false));
  }
  return { units, risky: unitRisky };
}

function fit(examples: readonly Example[], o: HiddenOptions): HiddenModel {
  const rnd = seeded(o.seed);
  const size = 1 << o.bits;
  const m: HiddenModel = {
    bits: o.bits,
    dim: o.dim,
    emb: new Float32Array(size * o.dim),
    b1: new Float32Array(o.dim),
    w2: new Float32Array(o.dim),
    b2: 0,
  };
  for (let i = 0; i < m.emb.length; i++) m.emb[i] = (rnd() - 0.5) * 0.2;
  for (let j = 0; j < o.dim; j++) m.w2[j] = (rnd() - 0.5) * (2 / Math.sqrt(o.dim));
  const order = examples.map((_, i) => i);
  const steps = o.epochs * examples.length;
  const z = new Float64Array(o.dim);
  const h = new Float64Array(o.dim);
  const dz = new Float64Array(o.dim);
  const keep = new Float64Array(o.dim);
  let t = 0;
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const k of order) {
      const ex = examples[k] as Example;
      const lr = o.lr * (1 - 0.9 * (t / steps));
      hiddenInput(m, ex.features, z);
      let out = m.b2;
      for (let j = 0; j < o.dim; j++) {
        keep[j] = rnd() < o.dropout ? 0 : 1 / (1 - o.dropout);
        h[j] = Math.tanh(z[j] ?? 0);
        out += (m.w2[j] ?? 0) * (h[j] ?? 0) * (keep[j] ?? 0);
      }
      const g = (sigmoid(out) - ex.y) * ex.weight;
      for (let j = 0; j < o.dim; j++) {
        const hj = (h[j] ?? 0) * (keep[j] ?? 0);
        dz[j] = g * (m.w2[j] ?? 0) * (keep[j] ?? 0) * (1 - (h[j] ?? 0) ** 2);
        m.w2[j] = (m.w2[j] ?? 0) - lr * (g * hj + o.l2 * (m.w2[j] ?? 0));
        m.b1[j] = (m.b1[j] ?? 0) - lr * 0.1 * (dz[j] ?? 0);
      }
      m.b2 -= lr * 0.1 * g;
      const x = 1 / Math.sqrt(Math.max(ex.features.length, 1));
      for (const f of ex.features) {
        const row = f * o.dim;
        for (let j = 0; j < o.dim; j++) {
          const w = m.emb[row + j] ?? 0;
          m.emb[row + j] = w - lr * ((dz[j] ?? 0) * x + o.l2 * w);
        }
      }
      t++;
    }
  }
  return m;
}

function examplesFor(
  all: readonly { item: TrainItem; units: Int32Array[]; risky: boolean[] }[],
  chooser: ((units: Int32Array[]) => number) | undefined,
): Example[] {
  const out: Example[] = [];
  let pos = 0;
  let neg = 0;
  for (const u of all) {
    if (u.item.label === 'safe') {
      for (const features of u.units) out.push({ features, y: 0, weight: 1 });
      neg += u.units.length;
    } else if (u.item.marked) {
      u.units.forEach((features, i) => {
        const y = u.risky[i] ? 1 : 0;
        out.push({ features, y, weight: 1 });
        if (y) pos++;
        else neg++;
      });
    } else if (u.units.length > 0) {
      if (chooser) {
        out.push({ features: u.units[chooser(u.units)] as Int32Array, y: 1, weight: 1 });
        pos++;
      } else {
        for (const features of u.units) out.push({ features, y: 1, weight: 1 / u.units.length });
        pos += u.units.length;
      }
    }
  }
  const ratio = pos ? neg / pos : 1;
  return out.map((e) => (e.y === 1 ? { ...e, weight: e.weight * ratio } : e));
}

/** Trains the hidden-layer model on the items (float; the caller may quantise). */
export function trainHidden(
  items: readonly TrainItem[],
  o: HiddenOptions = HIDDEN_OPTIONS,
): HiddenModel {
  const all = items.map((item) => ({ item, ...unitFeatures(item, o.bits) }));
  let m = fit(examplesFor(all, undefined), o);
  const z = new Float64Array(o.dim);
  for (let round = 0; round < o.rounds; round++) {
    const current = m;
    m = fit(
      examplesFor(all, (units) => {
        let best = 0;
        let bestScore = -Infinity;
        units.forEach((f, i) => {
          hiddenInput(current, f, z);
          const s = outputOf(current, z);
          if (s > bestScore) {
            bestScore = s;
            best = i;
          }
        });
        return best;
      }),
      o,
    );
  }
  return m;
}

/** One signed byte per embedding number, as the linear weights are stored. */
export function quantiseHidden(m: HiddenModel): HiddenModel {
  let max = 0;
  for (const w of m.emb) max = Math.max(max, Math.abs(w));
  const scale = max / 127 || 1;
  const emb = new Float32Array(m.emb.length);
  m.emb.forEach((w, i) => {
    emb[i] = Math.max(-127, Math.min(127, Math.round(w / scale))) * scale;
  });
  return { ...m, emb };
}
