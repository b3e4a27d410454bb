import { and, gte, lte, sql } from 'drizzle-orm';
import type { CareFigures, FiguresQuery } from '#shared/schemas/admin.js';
import type { Db } from '../../db/client.js';
import { careDailyCounts } from './admin.tables.js';
import { daysOf, toCsv } from './figures.read.js';

export type CareMeasure = 'detection' | 'care_mode' | 'second_opinion' | 'minor';

/**
 * The care layer's day counts (issue 40): one upsert per measure when the
 * care layer answers. Only a day, a measure and a number are written: no
 * message, no conversation, no person can be read back from them.
 */
export function createCareCounts(db: Db) {
  return {
    async add(at: Date, measures: readonly CareMeasure[]): Promise<void> {
      if (measures.length === 0) return;
      const day = at.toISOString().slice(0, 10);
      await db
        .insert(careDailyCounts)
        .values(measures.map((measure) => ({ day, measure, count: 1 })))
        .onConflictDoUpdate({
          target: [careDailyCounts.day, careDailyCounts.measure],
          set: { count: sql`${careDailyCounts.count} + 1` },
        });
    },
  };
}
export type CareCounts = ReturnType<typeof createCareCounts>;

/** The care screen's figures: each day of the period, zero where nothing was counted. */
export async function readCareFigures(db: Db, period: FiguresQuery): Promise<CareFigures> {
  const rows = await db
    .select()
    .from(careDailyCounts)
    .where(and(gte(careDailyCounts.day, period.from), lte(careDailyCounts.day, period.to)));
  const totals = { detection: 0, careMode: 0, secondOpinion: 0, minor: 0 };
  const byDay = new Map(daysOf(period).map((day) => [day, { day, ...totals }]));
  const field = {
    detection: 'detection',
    care_mode: 'careMode',
    second_opinion: 'secondOpinion',
    minor: 'minor',
  } as const;
  for (const row of rows) {
    const key = field[row.measure as CareMeasure];
    const day = byDay.get(row.day);
    if (!key || !day) continue;
    day[key] += row.count;
    totals[key] += row.count;
  }
  return { from: period.from, to: period.to, days: [...byDay.values()], totals };
}

export function careCsv(f: CareFigures): string {
  return toCsv([
    ['Jour', 'Réponses d’aide', 'Modes d’aide ouverts ou prolongés', 'Seconds avis', 'Mineurs'],
    ...f.days.map((d) => [d.day, d.detection, d.careMode, d.secondOpinion, d.minor]),
    ['Total', f.totals.detection, f.totals.careMode, f.totals.secondOpinion, f.totals.minor],
  ]);
}
