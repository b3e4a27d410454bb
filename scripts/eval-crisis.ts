/**
 * Measures the crisis layer on its labelled French set (ADR 011):
 * recall and precision overall and by family, for the whole set and for
 * the holdout, level accuracy, and every miss and false alarm with its text.
 *
 *   npm run eval:crisis               whole set, then the holdout
 *   npm run eval:crisis -- --dev      development part only (for tuning)
 */
import { EVAL_SET } from '../src/shared/care/eval/index.js';
import { evaluate, type ItemResult, score } from '../src/shared/care/eval/run.js';

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const short = (r: ItemResult) => {
  const text = r.item.messages.join(' ⏎ ');
  return text.length > 220 ? `${text.slice(0, 217)}…` : text;
};

function report(title: string, results: readonly ItemResult[]): void {
  const s = score(results);
  console.log(`\n=== ${title}: ${s.risk} risk, ${s.safe} safe ===`);
  console.log(
    `recall ${pct(s.recall)} (${s.caught}/${s.risk})   precision ${pct(s.precision)} (${s.falseAlarms} false alarm${s.falseAlarms === 1 ? '' : 's'})   level accuracy ${pct(s.levelGiven ? s.levelRight / s.levelGiven : 1)} (${s.levelRight}/${s.levelGiven})`,
  );
  const families = [...new Set(results.map((r) => `${r.item.label}:${r.item.family}`))];
  console.log('by family (risk: recall; safe: false alarms):');
  for (const key of families) {
    const group = results.filter((r) => `${r.item.label}:${r.item.family}` === key);
    const flagged = group.filter((r) => r.flagged).length;
    const [label, family] = key.split(':');
    if (label === 'risk') {
      console.log(
        `  risk  ${family?.padEnd(13)} recall ${pct(flagged / group.length).padStart(7)}  (${flagged}/${group.length})`,
      );
    } else {
      const precisionNote = `${group.length - flagged}/${group.length} left alone`;
      console.log(
        `  safe  ${family?.padEnd(13)} false alarms ${String(flagged).padStart(2)}  (${precisionNote})`,
      );
    }
  }
  const long = results.filter((r) => r.item.messages.join(' ').length >= 400);
  const multi = results.filter((r) => r.item.messages.length > 1);
  for (const [name, group] of [
    ['messages ≥ 400 characters', long],
    ['several messages read together', multi],
  ] as const) {
    const g = score(group);
    console.log(
      `  ${name}: ${g.risk} risk, recall ${pct(g.recall)}; ${g.safe} safe, ${g.falseAlarms} false alarm(s)`,
    );
  }
  const misses = results.filter((r) => r.item.label === 'risk' && !r.flagged);
  const alarms = results.filter((r) => r.item.label === 'safe' && r.flagged);
  const wrong = results.filter(
    (r) => r.flagged === (r.item.label === 'risk') && r.mismatches.length > 0,
  );
  console.log(`misses (${misses.length}):`);
  for (const r of misses) console.log(`  [${r.item.family}] ${short(r)}`);
  console.log(`false alarms (${alarms.length}):`);
  for (const r of alarms)
    console.log(
      `  [${r.item.family}] level ${r.found.level} ${JSON.stringify(r.found.families)} ${r.found.adjacent.join(',')}${r.found.minor ? ' minor' : ''}${r.found.otherAtRisk ? ' other' : ''}: ${short(r)}`,
    );
  console.log(`caught but not as expected (${wrong.length}):`);
  for (const r of wrong)
    console.log(`  [${r.item.family}] ${r.mismatches.join('; ')}: ${short(r)}`);
}

const devOnly = process.argv.includes('--dev');
const results = evaluate(EVAL_SET);
if (devOnly) {
  report(
    'Development part',
    results.filter((r) => !r.item.holdout),
  );
} else {
  report('Whole set', results);
  report(
    'Holdout',
    results.filter((r) => r.item.holdout),
  );
}
