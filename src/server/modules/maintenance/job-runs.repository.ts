import { hostname } from 'node:os';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { JobRunLog } from '../../lib/jobs.js';
import { jobRuns } from './job-runs.tables.js';

/** The only writer of the periodic jobs' runs: a row when a run starts, its end on the same row. */
export function createJobRunsRepository({ db, clock }: { db: Db; clock: Clock }) {
  const instance = `${hostname()}:${process.pid}`;
  return {
    async started(job: string): Promise<number> {
      const [row] = await db
        .insert(jobRuns)
        .values({ job, instance, startedAt: clock.now() })
        .returning({ id: jobRuns.id });
      return row!.id;
    },

    async finished(id: number, outcome: 'succeeded' | 'failed', error?: string): Promise<void> {
      await db
        .update(jobRuns)
        .set({ finishedAt: clock.now(), outcome, error: error?.slice(0, 500) ?? null })
        .where(eq(jobRuns.id, id));
    },

    /** Runs older than the retention go (the purge job); the last run of each job is recent. */
    async purgeBefore(before: Date): Promise<void> {
      await db.delete(jobRuns).where(lt(jobRuns.startedAt, before));
    },
  } satisfies JobRunLog & Record<string, unknown>;
}

export type JobRunsRepository = ReturnType<typeof createJobRunsRepository>;
