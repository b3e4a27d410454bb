/**
 * Time of the care layer's learned detector per message, server side, on
 * one core (issue 37: ≤ 2 ms at p95). Every message of the training data
 * (labelled sets and generated ones, short and long) is assessed by the rules
 * alone and by rules + model; the model's own cost is timed apart (its
 * probability over the same readings). Each message is timed as the mean of
 * `REPEAT` runs, after a warm-up, so that microsecond timings are readable.
 *
 *   taskset -c 0 npx tsx bench/care-model.ts
 */
import { assessMessages } from '#shared/care/assess.js';
import { learnedModel, learnedProbability } from '#shared/care/learned.js';
import { readMessage } from '#shared/care/matcher.js';
import { generatedItems } from '../eval/care/generated/index.js';
import { EVAL_SET } from '../eval/care/training/index.js';

const REPEAT = 20;
const messages = [
  ...EVAL_SET.flatMap((i) => i.messages),
  ...generatedItems().map((i) => i.messages.map((m) => m.map((p) => p.text).join(' ')).join('\n')),
];

function timeEach(run: (text: string) => unknown): number[] {
  for (const m of messages.slice(0, 300)) run(m);
  return messages.map((m) => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < REPEAT; i++) run(m);
    return Number(process.hrtime.bigint() - start) / 1e6 / REPEAT;
  });
}

const quantile = (xs: readonly number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const show = (name: string, xs: readonly number[]) =>
  console.log(
    `${name.padEnd(44)} p50 ${(1000 * quantile(xs, 0.5)).toFixed(0).padStart(5)} µs   p95 ${(1000 * quantile(xs, 0.95)).toFixed(0).padStart(5)} µs   p99 ${(1000 * quantile(xs, 0.99)).toFixed(0).padStart(5)} µs   max ${(1000 * Math.max(...xs)).toFixed(0).padStart(6)} µs`,
  );

const started = process.hrtime.bigint();
learnedModel();
console.log(
  `weights decoded in ${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(1)} ms (once per process)`,
);
const lengths = messages.map((m) => m.length);
console.log(
  `${messages.length} messages: median ${quantile(lengths, 0.5)} characters, p95 ${quantile(lengths, 0.95)}, longest ${Math.max(...lengths)}`,
);
show(
  'rules alone (assessMessages, learned: false)',
  timeEach((m) => assessMessages([m], { learned: false })),
);
show(
  'rules + model (assessMessages)',
  timeEach((m) => assessMessages([m])),
);
const readings = new Map(messages.map((m) => [m, [readMessage(m)]]));
show(
  'model alone, on the rules’ readings',
  timeEach((m) => learnedProbability(readings.get(m) ?? [])),
);

// The worst case the composer allows is far longer than a chat message: a 4,000-character one.
let long = '';
for (let k = 0; long.length < 4000; k++) long += `${messages[(k * 7919) % messages.length]} `;
long = long.slice(0, 4000);
const longReading = [readMessage(long)];
const runs = 200;
const start = process.hrtime.bigint();
for (let i = 0; i < runs; i++) learnedProbability(longReading);
console.log(
  `model alone on a 4,000-character message: ${(Number(process.hrtime.bigint() - start) / 1e6 / runs).toFixed(2)} ms`,
);
