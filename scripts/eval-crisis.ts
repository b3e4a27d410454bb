/**
 * Measures the crisis layer on its labelled French set (ADR 011): recall
 * and precision overall and by family, for the whole set, the holdout and
 * each holdout batch; level accuracy; every miss and false alarm with its text.
 *
 *   npm run eval:crisis                 whole set, holdout, holdout batches
 *   npm run eval:crisis -- --dev        development part only (for tuning)
 *   npm run eval:crisis -- --speed      also time 10,000 assessments of a 4,000-character message
 */
import { assessMessages } from '../src/shared/care/assess.js';
import { EVAL_SET, HOLDOUT_BATCHES } from '../src/shared/care/eval/index.js';
import { evaluate, type ItemResult, score } from '../src/shared/care/eval/run.js';
import type { CareAssessment } from '../src/shared/care/types.js';

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const short = (r: ItemResult) => {
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

function headline(title: string, results: readonly ItemResult[]): void {
  const s = score(results);
  console.log(`\n=== ${title}: ${s.risk} risk, ${s.safe} safe ===`);
  console.log(
    `recall ${pct(s.recall)} (${s.caught}/${s.risk})   precision ${pct(s.precision)} (${s.falseAlarms} false alarm${s.falseAlarms === 1 ? '' : 's'})   level accuracy ${pct(s.levelGiven ? s.levelRight / s.levelGiven : 1)} (${s.levelRight}/${s.levelGiven})`,
  );
}

function report(title: string, results: readonly ItemResult[], detailed: boolean): void {
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

const results = evaluate(EVAL_SET);
if (process.argv.includes('--dev')) {
  report(
    'Development part',
    results.filter((r) => !r.item.holdout),
    true,
  );
} else {
  report('Whole set', results, true);
  report(
    'Holdout (all batches)',
    results.filter((r) => r.item.holdout),
    true,
  );
  for (const [name, items] of Object.entries(HOLDOUT_BATCHES)) {
    const batch = new Set(items);
    headline(
      `Holdout batch « ${name} »`,
      results.filter((r) => batch.has(r.item)),
    );
  }
}
if (process.argv.includes('--speed')) speed();
