/** Scores the layer on labelled items: used by scripts/eval-crisis.ts and crisis-eval.test.ts. */
import { assessMessages, needsCare } from '#shared/care/assess.js';
import type { CareAssessment } from '#shared/care/types.js';
import type { EvalItem } from './training/types.js';

/** What scoring needs of an item: training items and blind items both have it. */
export type LabelledItem = Pick<EvalItem, 'label' | 'messages'> & {
  family: string;
} & Partial<Omit<EvalItem, 'label' | 'messages' | 'family' | 'holdout'>>;

export interface ItemResult<T extends LabelledItem = EvalItem> {
  item: T;
  found: CareAssessment;
  /** needsCare: what the app would do. */
  flagged: boolean;
  /** Expectations the item gives that the assessment does not meet. */
  mismatches: string[];
}

export interface Score {
  risk: number;
  caught: number;
  safe: number;
  falseAlarms: number;
  recall: number;
  precision: number;
  /** False alarms over safe items. */
  falseAlarmRate: number;
  /** Risk items with an expected level, and how many got exactly that level. */
  levelGiven: number;
  levelRight: number;
}

export function evaluate<T extends LabelledItem>(items: readonly T[]): ItemResult<T>[] {
  return items.map((item) => {
    const found = assessMessages(item.messages);
    return { item, found, flagged: needsCare(found), mismatches: mismatchesOf(item, found) };
  });
}

export function score(results: readonly ItemResult<LabelledItem>[]): Score {
  const risk = results.filter((r) => r.item.label === 'risk');
  const safe = results.filter((r) => r.item.label === 'safe');
  const caught = risk.filter((r) => r.flagged).length;
  const falseAlarms = safe.filter((r) => r.flagged).length;
  const leveled = risk.filter((r) => r.item.level !== undefined);
  return {
    risk: risk.length,
    caught,
    safe: safe.length,
    falseAlarms,
    recall: risk.length ? caught / risk.length : 1,
    precision: caught + falseAlarms ? caught / (caught + falseAlarms) : 1,
    falseAlarmRate: safe.length ? falseAlarms / safe.length : 0,
    levelGiven: leveled.length,
    levelRight: leveled.filter((r) => r.found.level === r.item.level).length,
  };
}

function mismatchesOf(item: LabelledItem, found: CareAssessment): string[] {
  const out: string[] = [];
  if (item.label === 'risk' && item.level !== undefined && found.level !== item.level) {
    out.push(`level ${found.level}, expected ${item.level}`);
  }
  if (
    item.adjacent !== undefined &&
    [...found.adjacent].sort().join() !== [...item.adjacent].sort().join()
  ) {
    out.push(`adjacent [${found.adjacent.join(', ')}], expected [${item.adjacent.join(', ')}]`);
  }
  for (const key of ['minor', 'bleeding', 'ingestion', 'otherAtRisk'] as const) {
    const expected = item[key];
    if (expected !== undefined && found[key] !== expected)
      out.push(`${key} ${found[key]}, expected ${expected}`);
  }
  return out;
}
