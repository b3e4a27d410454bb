/** The first-look part of `npm run eval:crisis`: recorded figures per blind set and their trend. */
import type { ByFamily, FirstLook } from './first-look.js';

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const families = (by: ByFamily) =>
  Object.entries(by)
    .filter(([, f]) => f.wrong > 0)
    .map(([name, f]) => `${name} ${f.wrong}/${f.total}`)
    .join(', ') || 'none';

export function firstLookLines(looks: readonly FirstLook[]): string[] {
  if (looks.length === 0)
    return [
      'No blind set has been scored yet. Score one with',
      '  npm run eval:crisis -- --first-look eval/care/blind/set-N.jsonl',
    ];
  const lines: string[] = [];
  for (const l of looks) {
    const m = l.missShares;
    const share = (n: number) => (m.misses ? `${n}/${m.misses}` : '0/0');
    lines.push(
      `${l.set} — scored ${l.date.slice(0, 10)} at ${l.commit}: ${l.risk} risk, ${l.safe} safe`,
      `  recall ${pct(l.recall)} (${l.caught}/${l.risk})   false alarms ${pct(l.falseAlarmRate)} (${l.falseAlarms}/${l.safe})`,
      `  misses by family: ${families(l.missesByFamily)}`,
      `  false alarms by family: ${families(l.falseAlarmsByFamily)}`,
      `  of the misses: long ${share(m.long)}, SMS-like ${share(m.sms)}, no keyword ${share(m.noKeyword)}`,
    );
  }
  lines.push(
    `trend (recall / false alarms, in the order scored): ${looks
      .map((l) => `${l.set} ${pct(l.recall)} / ${pct(l.falseAlarmRate)}`)
      .join(' → ')}`,
  );
  return lines;
}
