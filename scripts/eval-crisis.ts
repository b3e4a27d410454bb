/**
 * Measures the care layer (ADR 011, issue 37), in two parts kept apart:
 * 1. first-look scores of the blind sets, as recorded when each was scored
 *    once, before anything was tuned on it (eval/care/first-look.json);
 * 2. today's scores on training data: the labelled sets of eval/care/training
 *    and every blind set after its first look.
 *
 *   npm run eval:crisis                                   both parts
 *   npm run eval:crisis -- --first-look eval/care/blind/set-N.jsonl
 *                                                         score a new blind set once and record it
 *   npm run eval:crisis -- --dev        development part of the training sets only (for tuning)
 *   npm run eval:crisis -- --speed      also time 10,000 assessments of a 4,000-character message
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assessMessages, needsCare } from '#shared/care/assess.js';
import { type BlindItem, blindSetFiles, loadBlindSet, setName } from '../eval/care/blind.js';
import {
  dirtyBeyondRecord,
  FIRST_LOOK_FILE,
  firstLookOf,
  readFirstLooks,
  recordFirstLook,
  sha256,
} from '../eval/care/first-look.js';
import { generatedItems } from '../eval/care/generated/index.js';
import { firstLookLines } from '../eval/care/report.js';
import { EVAL_SET, HOLDOUT_BATCHES } from '../eval/care/training/index.js';
import { evaluate, type ItemResult, type LabelledItem, score } from '../eval/care/run.js';
import type { CareAssessment } from '#shared/care/types.js';

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const short = (r: ItemResult<LabelledItem>) => {
  const text = r.item.messages.join(' ⏎ ');
  return text.length > 220 ? `${text.slice(0, 217)}…` : text;
};
const found = (a: CareAssessment) =>
  [
    `level ${a.level}`,
    a.families.length ? a.families.join('+') : '',
    a.adjacent.join('+'),
    a.minor ? 'minor' : '',
    a.otherAtRisk ? 'other at risk' : '',
  ]
    .filter(Boolean)
    .join(', ');

function headline(title: string, results: readonly ItemResult<LabelledItem>[]): void {
  const s = score(results);
  console.log(`\n=== ${title}: ${s.risk} risk, ${s.safe} safe ===`);
  console.log(
    `recall ${pct(s.recall)} (${s.caught}/${s.risk})   false alarms ${pct(s.falseAlarmRate)} (${s.falseAlarms}/${s.safe})   precision ${pct(s.precision)}   level accuracy ${pct(s.levelGiven ? s.levelRight / s.levelGiven : 1)} (${s.levelRight}/${s.levelGiven})`,
  );
}

function report(
  title: string,
  results: readonly ItemResult<LabelledItem>[],
  detailed: boolean,
): void {
  headline(title, results);
  console.log('by reporting family (risk: recall; safe: messages left alone):');
  for (const key of [...new Set(results.map((r) => `${r.item.label}:${r.item.family}`))]) {
    const group = results.filter((r) => `${r.item.label}:${r.item.family}` === key);
    const flagged = group.filter((r) => r.flagged).length;
    const [label, family = ''] = key.split(':');
    if (label === 'risk') {
      console.log(
        `  risk  ${family.padEnd(13)} recall ${pct(flagged / group.length).padStart(7)}  (${flagged}/${group.length})`,
      );
    } else {
      console.log(
        `  safe  ${family.padEnd(13)} ${group.length - flagged}/${group.length} left alone, ${flagged} false alarm(s)`,
      );
    }
  }
  if (!detailed) return;
  console.log('precision by what fired (risk items / all items it fired on):');
  const fired: [string, (a: CareAssessment) => boolean][] = [
    ...[...new Set(results.flatMap((r) => r.found.families))].map(
      (f) =>
        [`family ${f}`, (a: CareAssessment) => a.families.includes(f)] as [
          string,
          (a: CareAssessment) => boolean,
        ],
    ),
    ...(['partner_violence', 'child_danger', 'cyber_harassment'] as const).map(
      (d) =>
        [`adjacent ${d}`, (a: CareAssessment) => a.adjacent.includes(d)] as [
          string,
          (a: CareAssessment) => boolean,
        ],
    ),
    ['minor', (a) => a.minor],
    ['other at risk', (a) => a.otherAtRisk],
    ['learned model (rules found nothing)', (a) => a.learned],
  ];
  for (const [name, test] of fired) {
    const hits = results.filter((r) => test(r.found));
    const right = hits.filter((r) => r.item.label === 'risk').length;
    if (hits.length)
      console.log(
        `  ${name.padEnd(34)} ${pct(right / hits.length).padStart(7)}  (${right}/${hits.length})`,
      );
  }
  for (const [name, group] of [
    ['messages of 400+ characters', results.filter((r) => r.item.messages.join(' ').length >= 400)],
    ['several messages read together', results.filter((r) => r.item.messages.length > 1)],
  ] as const) {
    const g = score(group);
    console.log(
      `  ${name}: ${g.risk} risk, recall ${pct(g.recall)}; ${g.safe} safe, ${g.falseAlarms} false alarm(s)`,
    );
  }
  const misses = results.filter((r) => r.item.label === 'risk' && !r.flagged);
  const alarms = results.filter((r) => r.item.label === 'safe' && r.flagged);
  const wrong = results.filter(
    (r) => r.item.label === 'risk' && r.flagged && r.mismatches.length > 0,
  );
  console.log(`misses (${misses.length}):`);
  for (const r of misses) console.log(`  [${r.item.family}] ${short(r)}`);
  console.log(`false alarms (${alarms.length}):`);
  for (const r of alarms) console.log(`  [${r.item.family}] ${found(r.found)}: ${short(r)}`);
  console.log(`caught, but not as the item expects (${wrong.length}):`);
  for (const r of wrong)
    console.log(`  [${r.item.family}] ${r.mismatches.join('; ')}: ${short(r)}`);
}

function speed(): void {
  const long = EVAL_SET.filter((i) => i.messages.join(' ').length > 350).map((i) =>
    i.messages.join(' '),
  );
  let text = '';
  for (let k = 0; text.length < 4000; k++) text += `${long[k % long.length]} `;
  text = text.slice(0, 4000);
  for (let i = 0; i < 500; i++) assessMessages([text]);
  const runs = 10_000;
  const start = performance.now();
  for (let i = 0; i < runs; i++) assessMessages([text]);
  const ms = performance.now() - start;
  console.log(
    `\n${runs} assessments of a 4,000-character message: ${ms.toFixed(0)} ms, ${((1000 * ms) / runs).toFixed(0)} µs each`,
  );
}

function commit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  const dirty = dirtyBeyondRecord(git('status', '--porcelain', '--untracked-files=no'));
  return `${git('rev-parse', '--short=12', 'HEAD')}${dirty ? ' (uncommitted changes)' : ''}`;
}

/** Scores a blind set once and records it; refuses a set already recorded, before scoring it. */
function firstLook(file: string): void {
  const text = readFileSync(file, 'utf8');
  const set = setName(file);
  const digest = sha256(text);
  const earlier = readFirstLooks().sets.find((s) => s.set === set || s.sha256 === digest);
  if (earlier) {
    console.error(
      `${set} already had its first look on ${earlier.date} (${earlier.commit}); it is training data now. Nothing recorded.`,
    );
    process.exitCode = 1;
    return;
  }
  const items = loadBlindSet(file);
  const flagged = items.map((i) => needsCare(assessMessages(i.messages)));
  const look = firstLookOf(items, flagged, {
    set,
    sha256: digest,
    date: new Date().toISOString(),
    commit: commit(),
  });
  recordFirstLook(look);
  console.log(`First look of ${set} recorded in ${path.relative(process.cwd(), FIRST_LOOK_FILE)}:`);
  for (const line of firstLookLines([look]).slice(0, -1)) console.log(line);
}

const at = process.argv.indexOf('--first-look');
if (at >= 0) {
  const file = process.argv[at + 1];
  if (!file)
    throw new Error('--first-look needs the path of a blind set (eval/care/blind/set-N.jsonl)');
  firstLook(file);
} else {
  const looks = readFirstLooks().sets;
  console.log(
    '######## 1. First-look scores on blind sets (recorded once, before any tuning) ########',
  );
  for (const line of firstLookLines(looks)) console.log(line);

  console.log("\n######## 2. Today's scores on training data ########");
  const results = evaluate(EVAL_SET);
  if (process.argv.includes('--dev')) {
    report(
      'Development part',
      results.filter((r) => !r.item.holdout),
      true,
    );
  } else {
    report('Labelled training sets (eval/care/training)', results, true);
    for (const [name, items] of Object.entries(HOLDOUT_BATCHES)) {
      const batch = new Set(items);
      headline(
        `Training batch « ${name} » (first run in ADR 011)`,
        results.filter((r) => batch.has(r.item)),
      );
    }
    const recorded = new Set(looks.map((l) => l.set));
    const scored: ItemResult<BlindItem>[] = [];
    for (const file of blindSetFiles()) {
      const set = setName(file);
      if (!recorded.has(set)) {
        console.log(
          `\n${set}: not scored yet, so not read. Give it its first look: npm run eval:crisis -- --first-look ${path.relative(process.cwd(), file)}`,
        );
        continue;
      }
      const setResults = evaluate(loadBlindSet(file));
      scored.push(...setResults);
      report(`${set}, today (training data since its first look)`, setResults, true);
    }
    if (scored.length) headline('All labelled training data today', [...results, ...scored]);
    const generated = evaluate(
      generatedItems().map((i) => ({
        label: i.label,
        family: i.family,
        messages: i.messages.map((m) => m.map((p) => p.text).join(' ')),
      })),
    );
    report(
      'Generated training messages (eval/care/generated, written for the model)',
      generated,
      false,
    );
  }
  if (process.argv.includes('--speed')) speed();
}
