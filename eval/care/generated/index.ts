/**
 * The generated training data of the learned detector (issue 37): the
 * written messages (risk.ts, safe.ts), their typed variants (augment.ts),
 * and long messages built from ordinary sentences (contexts.ts) with one
 * risky or one tricky sentence inside. Where the risky sentence is known it
 * is marked, so that training knows which stretch of a long message speaks.
 */
import { pick, type Random, seeded, variant } from './augment.js';
import { CLOSINGS, CONTEXTS, OPENERS } from './contexts.js';
import { KIND_RISK, KIND_SAFE } from './kinds.js';
import { MORE_RISK, MORE_SAFE } from './more.js';
import { RELATIVE_RISK, RELATIVE_SAFE } from './relatives.js';
import { RISK_SENTENCES } from './risk.js';
import { SAFE_SENTENCES } from './safe.js';
import { templated } from './templates.js';
import { TUNE_RISK, TUNE_SAFE } from './tune.js';

export interface Piece {
  text: string;
  /** This piece is what makes the item risky (known for generated items only). */
  risky: boolean;
}

export interface TrainItem {
  label: 'risk' | 'safe';
  family: string;
  /** Where it comes from: `generated`, `training` (eval/care/training) or a blind set's name. */
  source: string;
  /** The person's messages, oldest first, each as pieces of text. */
  messages: Piece[][];
  /** The risky pieces are marked; otherwise training finds the riskiest stretch itself. */
  marked: boolean;
  /** Items of one group (a sentence and its variants) stay in one fold of cross-validation. */
  group: string;
}

const TOPICS = Object.keys(CONTEXTS);

/** A long message (or a few messages) of ordinary sentences with `inner` placed among them. */
function embed(inner: Piece | undefined, rnd: Random): Piece[][] {
  const topic = CONTEXTS[pick(rnd, TOPICS)] ?? [];
  const other = CONTEXTS[pick(rnd, TOPICS)] ?? [];
  const pool = [...topic, ...(rnd() < 0.4 ? other : [])];
  const count = 2 + Math.floor(rnd() * 5);
  const start = Math.floor(rnd() * pool.length);
  const sentences: Piece[] = [];
  if (rnd() < 0.6) sentences.push({ text: pick(rnd, OPENERS), risky: false });
  for (let i = 0; i < Math.min(count, pool.length); i++)
    sentences.push({ text: pool[(start + i) % pool.length] ?? '', risky: false });
  if (inner) sentences.splice(1 + Math.floor(rnd() * sentences.length), 0, inner);
  if (rnd() < 0.7) sentences.push({ text: pick(rnd, CLOSINGS), risky: false });
  const typed = rnd() < 0.3;
  const pieces = sentences.map((p) => (typed ? { ...p, text: variant(p.text, rnd) } : p));
  if (rnd() < 0.65) return [pieces];
  // Several messages read together: cut after the risky piece or at random.
  const cut = 1 + Math.floor(rnd() * (pieces.length - 1));
  return [pieces.slice(0, cut), pieces.slice(cut)].filter((m) => m.length > 0);
}

type Label = 'risk' | 'safe';
type Table = Readonly<Record<string, readonly string[]>>;

export function generatedItems(seed = 37): TrainItem[] {
  const rnd = seeded(seed);
  const items: TrainItem[] = [];
  const add = (label: Label, family: string, messages: Piece[][], group: string) =>
    items.push({ label, family, source: 'generated', messages, marked: true, group });
  /**
   * Each written sentence as it is, three typed variants, and three long
   * messages that hold it, drawn from `stream`.
   */
  const addWritten = (tables: ReadonlyArray<readonly [Label, Table]>, stream: Random) => {
    for (const [label, table] of tables) {
      for (const [family, sentences] of Object.entries(table)) {
        for (const text of sentences) {
          const risky = label === 'risk';
          const group = `g:${text}`;
          add(label, family, [[{ text, risky }]], group);
          for (let v = 0; v < 3; v++)
            add(label, family, [[{ text: variant(text, stream), risky }]], group);
          for (let v = 0; v < 3; v++) {
            const inner = { text: v === 0 ? text : variant(text, stream), risky };
            add(label, `long_${family}`, embed(inner, stream), group);
          }
        }
      }
    }
  };
  addWritten(
    [
      ['risk', RISK_SENTENCES],
      ['safe', SAFE_SENTENCES],
      ['risk', MORE_RISK],
      ['safe', MORE_SAFE],
      ['risk', TUNE_RISK],
      ['safe', TUNE_SAFE],
    ],
    rnd,
  );
  for (let i = 0; i < 250; i++)
    add('safe', 'long_ordinary', embed(undefined, rnd), `ordinary:${i}`);
  // Composed messages: one plain, one typed, and one in two of every five inside a long message.
  templated(rnd, 60).forEach(({ label, family, text }, i) => {
    const risky = label === 'risk';
    const group = `${family}:${i}`;
    add(label, family, [[{ text, risky }]], group);
    add(label, family, [[{ text: variant(text, rnd), risky }]], group);
    if (i % 5 < 2)
      add(label, `long_${family}`, embed({ text: variant(text, rnd), risky }, rnd), group);
  });
  // A later batch draws from its own stream, so that adding it leaves every item above as it was.
  addWritten(
    [
      ['risk', KIND_RISK],
      ['safe', KIND_SAFE],
    ],
    seeded(seed + 1),
  );
  // Set 9's kinds, from a third stream: every item above stays as it was.
  addWritten(
    [
      ['risk', RELATIVE_RISK],
      ['safe', RELATIVE_SAFE],
    ],
    seeded(seed + 2),
  );
  return items;
}

/** Variants of a labelled item whose risky stretch is unknown (training sets, blind sets after their first look). */
export function variantsOf(item: TrainItem, count: number, rnd: Random): TrainItem[] {
  return Array.from({ length: count }, () => ({
    ...item,
    messages: item.messages.map((m) => m.map((p) => ({ ...p, text: variant(p.text, rnd) }))),
  }));
}
