/**
 * Leave one blind set out for the linear model, the hidden-layer model of
 * hidden.ts and their average (ADR 011, 2026-11-28), at bars chosen without
 * the held-out set. Each of sets 1–10 is held out in turn (the sets after
 * them stay in training). Run: `npx tsx eval/care/loso-hidden.ts`.
 */
import { assessMessages, needsCare } from '#shared/care/assess.js';
import { decodeModel } from '#shared/care/model.js';
import { segmentsOf } from '#shared/care/model.js';
import { applyWindowSuppressors } from '#shared/care/corrections.js';
import { readMessage } from '#shared/care/matcher.js';
import { WINDOW } from '#shared/care/assess.js';
import { CARE_MODEL } from '#shared/care/model-weights.js';
import type { TrainItem } from './generated/index.js';
import { HIDDEN_OPTIONS, hiddenMaxProbability, quantiseHidden, trainHidden } from './hidden.js';
import { type HeldOutSet, leaveOneSetOut, losoLines, readAsTheApp } from './loso.js';
import { DEFAULT_OPTIONS, quantise, train } from './train.js';
import { labelledItems, trainingItems } from './train-data.js';

const texts = (i: TrainItem) => i.messages.map((m) => m.map((p) => p.text).join(' '));
const started = performance.now();
const items = trainingItems();
const names = Array.from({ length: 10 }, (_, i) => `set-${i + 1}`);
/** Divides the output logit: the hidden model saturates near 0 and 1, past the bars' grid. */
const options = { ...HIDDEN_OPTIONS, temperature: 1 };
for (const arg of process.argv.slice(2)) {
  const [k, v] = arg.replace(/^--/, '').split('=');
  if (k && v && k in options) (options as Record<string, number>)[k] = Number(v);
}
console.log('hidden options', JSON.stringify(options));
const linear: HeldOutSet[] = [];
const hidden: HeldOutSet[] = [];
const mean: HeldOutSet[] = [];
for (const set of names) {
  const rest = items.filter((i) => i.source !== set);
  const lin = decodeModel(quantise(train(rest, DEFAULT_OPTIONS), DEFAULT_OPTIONS.bits, 0.5));
  const q = quantiseHidden(trainHidden(rest, options));
  const hid = {
    ...q,
    w2: q.w2.map((w) => w / options.temperature),
    b2: q.b2 / options.temperature,
  };
  const own = labelledItems().filter((i) => i.source === set);
  const byRules = own.map((i) => needsCare(assessMessages(texts(i), { learned: false })));
  const read = own.map((i) => readAsTheApp(lin, i));
  const hp = own.map((i) => {
    const readings = applyWindowSuppressors(
      texts(i)
        .slice(-WINDOW)
        .map((t) => readMessage(t)),
    );
    return hiddenMaxProbability(
      hid,
      segmentsOf(
        readings.flatMap((r) => r.sentences),
        readings.flatMap((r) => r.suppressed),
      ),
    );
  });
  const evidence = read.map((r) => r.evidence);
  const lp = read.map((r) => r.probability);
  linear.push({ set, items: own, byRules, evidence, probability: lp });
  hidden.push({ set, items: own, byRules, evidence, probability: hp });
  mean.push({
    set,
    items: own,
    byRules,
    evidence,
    probability: lp.map((p, k) => (p + (hp[k] ?? 0)) / 2),
  });
  console.error(`${set} ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
const committed = { alone: CARE_MODEL.threshold, withEvidence: CARE_MODEL.evidenceThreshold };
for (const [name, sets] of [
  ['linear', linear],
  ['hidden', hidden],
  ['mean', mean],
] as const) {
  console.log(`\n== ${name}`);
  for (const l of losoLines(leaveOneSetOut(items, committed, 0.02, sets)))
    if (/bars w\/o|rules alone/.test(l)) console.log(l);
  for (const limit of [0.005, 0.01]) {
    const line = losoLines(leaveOneSetOut(items, committed, limit, sets)).at(-1) ?? '';
    console.log(`  model adding at most ${100 * limit} %: ${line.trim()}`);
  }
}
console.log(`${((performance.now() - started) / 1000).toFixed(0)} s`);
