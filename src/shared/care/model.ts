/**
 * The learned half of the care layer (issue 37, ADR 011): a linear model
 * over hashed features, fastText style, that reads the same normalised
 * sentences as the rules (accents, SMS spellings and idioms already folded)
 * and says how likely a stretch of text is to need care.
 *
 * Features of a sentence: its words, word pairs and triples, pairs with one
 * or two words between, and the
 * character 3- to 5-grams of each word framed by « < » and « > » (so that
 * « suicde », « sucide » and « suicide » share most of their grams). Each is
 * hashed into 2^bits buckets; a sentence's score is the sum of its buckets'
 * weights divided by the square root of how many it has, so long and short
 * sentences are comparable. A unit is one segment (a clause, or a window of a
 * long one) or two neighbouring ones;
 * the text is as risky as its riskiest unit, so one sentence of despair in a
 * long message about debts is not diluted by the rest.
 *
 * Pure and dependency-free, like the rules: the same code and weights run in
 * the server and in the browser, and `scripts/train-care.ts` trains them.
 */

export interface CareModel {
  bits: number;
  /** One weight per bucket: `quantised[i] * scale`. */
  weights: Float32Array;
  bias: number;
  /** Units scoring at or above this probability need care. */
  threshold: number;
  /** The lower bar when the rules saw something too short of care (a weak signal, a cue). */
  evidenceThreshold: number;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function hashString(text: string, seed: number, from = 0, to = text.length): number {
  let h = (FNV_OFFSET ^ seed) >>> 0;
  for (let i = from; i < to; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
}

const mix = (a: number, b: number): number => {
  let h = Math.imul(a ^ (b + 0x9e3779b9 + (a << 6) + (a >>> 2)), 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
};

const WORD = 0x5bd1e995;
const CHARS = 0x27d4eb2d;
const START = hashString('<s>', WORD);
const END = hashString('</s>', WORD);
const SKIP_ONE = 7;
const SKIP_TWO = 11;
const MIN_GRAM = 3;
const MAX_GRAM = 5;

/**
 * Calls `emit` with the bucket of every feature of one normalised sentence
 * (repeats kept: they count twice). Character grams of one start are hashed
 * by extending the same FNV state, so a word costs one pass per start.
 */
export function forEachFeature(
  sentence: string,
  bits: number,
  emit: (bucket: number) => void,
): number {
  const mask = (1 << bits) - 1;
  let count = 0;
  let prev3 = START;
  let prev2 = START;
  let prev = START;
  for (const word of sentence.split(' ')) {
    if (word === '' || word === ',') continue;
    const h = hashString(word, WORD);
    emit(h & mask);
    emit(mix(prev, h) & mask);
    emit(mix(mix(prev2, prev), h) & mask);
    // Pairs with one or two words between: « veux … mourir », « envie de … partir ».
    emit(mix(mix(prev2, SKIP_ONE), h) & mask);
    emit(mix(mix(prev3, SKIP_TWO), h) & mask);
    count += 5;
    prev3 = prev2;
    prev2 = prev;
    prev = h;
    const framed = `<${word}>`;
    for (let i = 0; i + MIN_GRAM <= framed.length; i++) {
      let g = FNV_OFFSET ^ CHARS;
      const end = Math.min(framed.length, i + MAX_GRAM);
      for (let j = i; j < end; j++) {
        g = Math.imul(g ^ framed.charCodeAt(j), FNV_PRIME);
        if (j - i + 1 >= MIN_GRAM) {
          emit((Math.imul(g ^ (j - i), 0x85ebca6b) >>> 0) & mask);
          count++;
        }
      }
    }
  }
  emit(mix(prev, END) & mask);
  return count + 1;
}

/** The buckets of one normalised sentence's features, for training. */
export function sentenceFeatures(sentence: string, bits: number): number[] {
  const out: number[] = [];
  forEachFeature(sentence, bits, (b) => out.push(b));
  return out;
}

/** A sentence's raw sum of weights and its feature count: the pieces of every unit's score. */
export interface SentenceSum {
  sum: number;
  count: number;
}

export function sentenceSum(model: CareModel, sentence: string): SentenceSum {
  const weights = model.weights;
  let sum = 0;
  const count = forEachFeature(sentence, model.bits, (b) => {
    sum += weights[b] ?? 0;
  });
  return { sum, count };
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** Probability that a unit (one sentence, or two summed) needs care. */
export const unitProbability = (model: CareModel, sum: number, count: number): number =>
  sigmoid(model.bias + sum / Math.sqrt(Math.max(count, 1)));

/** Longest stretch read as one segment: a long unpunctuated message is read in windows. */
const MAX_WORDS = 30;
const WINDOW_WORDS = 20;

export interface Segment {
  text: string;
  /** A suppressor applies to its sentence: the model does not read it. */
  skip: boolean;
}

/**
 * What the model reads: each sentence cut at its commas into clauses, and a
 * clause longer than 16 words cut into windows of 12 (half overlapping), so
 * that a long SMS without punctuation is not one diluted blob.
 */
export function segmentsOf(
  sentences: readonly string[],
  suppressed: readonly boolean[] = [],
): Segment[] {
  const out: Segment[] = [];
  sentences.forEach((sentence, i) => {
    const skip = suppressed[i] ?? false;
    for (const clause of [sentence]) {
      const words = clause.split(' ').filter((w) => w !== '' && w !== ',');
      if (words.length === 0) continue;
      if (words.length <= MAX_WORDS) {
        out.push({ text: words.join(' '), skip });
        continue;
      }
      for (let at = 0; at < words.length; at += WINDOW_WORDS / 2) {
        out.push({ text: words.slice(at, at + WINDOW_WORDS).join(' '), skip });
        if (at + WINDOW_WORDS >= words.length) break;
      }
    }
  });
  return out;
}

/** The units a text is scored on: each segment alone, and each with the one before (none with a skipped segment). */
export function unitsOf(segments: readonly Segment[]): (readonly [number, number])[] {
  const out: (readonly [number, number])[] = [];
  segments.forEach((s, i) => {
    if (s.skip) return;
    out.push([i, i]);
    if (i > 0 && !segments[i - 1]?.skip) out.push([i - 1, i]);
  });
  return out;
}

/** The highest unit probability over the segments: the text is as risky as its riskiest stretch. */
export function maxUnitProbability(model: CareModel, segments: readonly Segment[]): number {
  const sums = segments.map((s) => (s.skip ? { sum: 0, count: 0 } : sentenceSum(model, s.text)));
  let best = 0;
  for (const [a, b] of unitsOf(segments)) {
    const x = sums[a] as SentenceSum;
    const y = sums[b] as SentenceSum;
    const p =
      a === b
        ? unitProbability(model, x.sum, x.count)
        : unitProbability(model, x.sum + y.sum, x.count + y.count);
    if (p > best) best = p;
  }
  return best;
}

/** Decodes the committed weights: base64 of one signed byte a bucket, times `scale`. */
export function decodeModel(encoded: {
  bits: number;
  scale: number;
  bias: number;
  threshold: number;
  evidenceThreshold: number;
  weights: string;
}): CareModel {
  const bytes = decodeBase64(encoded.weights);
  if (bytes.length !== 1 << encoded.bits) throw new Error('care model: wrong number of weights');
  const weights = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    weights[i] = (b > 127 ? b - 256 : b) * encoded.scale;
  }
  return {
    bits: encoded.bits,
    weights,
    bias: encoded.bias,
    threshold: encoded.threshold,
    evidenceThreshold: encoded.evidenceThreshold,
  };
}

/** Signed bytes to base64 (what the training script writes). */
export function encodeBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const left = bytes.length - i;
    out += B64[(n >> 18) & 63];
    out += B64[(n >> 12) & 63];
    out += left > 1 ? B64[(n >> 6) & 63] : '=';
    out += left > 2 ? B64[n & 63] : '=';
  }
  return out;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

/** Base64 without atob or Buffer: src/shared uses neither DOM nor Node APIs. */
function decodeBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < clean.length; i += 4) {
    const n =
      ((B64_INDEX.get(clean[i] ?? 'A') ?? 0) << 18) |
      ((B64_INDEX.get(clean[i + 1] ?? 'A') ?? 0) << 12) |
      ((B64_INDEX.get(clean[i + 2] ?? 'A') ?? 0) << 6) |
      (B64_INDEX.get(clean[i + 3] ?? 'A') ?? 0);
    if (o < out.length) out[o++] = (n >> 16) & 255;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}
