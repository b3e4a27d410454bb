import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each run of a periodic job (issue 40): when it started and ended, and how
 * it went. In the database, so the back office sees the runs of every
 * instance, whichever one took the job's lock; kept a week.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: serial('id').primaryKey(),
    job: text('job').notNull(),
    /** The process that ran it (host and pid), to tell instances apart. */
    instance: text('instance').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** 'running' until it ends, then 'succeeded' or 'failed'. */
    outcome: text('outcome').notNull().default('running'),
    error: text('error'),
  },
  (t) => [
    index('job_runs_job_started_idx').on(t.job, t.startedAt.desc()),
    index('job_runs_started_idx').on(t.startedAt),
    check('job_runs_outcome_known', sql`${t.outcome} in ('running', 'succeeded', 'failed')`),
  ],
);
