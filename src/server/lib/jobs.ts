import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';

/** Where each run is written down (the maintenance module's `job_runs`), for the back office. */
export interface JobRunLog {
  started(job: string): Promise<number>;
  finished(id: number, outcome: 'succeeded' | 'failed', error?: string): Promise<void>;
}

/**
 * Periodic work of the process (mail retries, recovery of stale exchanges,
 * purges). Each run takes the database's exclusive lock of its name, so that
 * with several instances it happens on one at a time; a run never overlaps
 * the previous one in this process either. The instance holding the lock
 * records the run's start, end and outcome.
 */
export function createJobs(deps: { database: Database; log: FastifyBaseLogger; runs?: JobRunLog }) {
  const { database, log, runs } = deps;
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<string>();

  async function recorded(name: string, run: () => Promise<void>): Promise<void> {
    if (!runs) return run();
    const id = await runs.started(name);
    try {
      await run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await runs.finished(id, 'failed', message);
      throw error;
    }
    await runs.finished(id, 'succeeded');
  }

  async function runOnce(name: string, run: () => Promise<void>): Promise<boolean> {
    if (running.has(name)) return false;
    running.add(name);
    try {
      return await database.runExclusive(`job:${name}`, () => recorded(name, run));
    } catch (error) {
      log.error({ err: error, job: name }, 'tâche périodique en échec');
      return false;
    } finally {
      running.delete(name);
    }
  }

  return {
    runOnce,
    every(name: string, intervalMs: number, run: () => Promise<void>): void {
      const timer = setInterval(() => void runOnce(name, run), intervalMs);
      timer.unref();
      timers.push(timer);
    },
    /** One run `delayMs` from now, unless the jobs stop before. */
    after(name: string, delayMs: number, run: () => Promise<void>): void {
      const timer = setTimeout(() => void runOnce(name, run), delayMs);
      timer.unref();
      timers.push(timer);
    },
    stop(): void {
      // clearInterval clears a timeout as well: both are Node's Timeout.
      for (const timer of timers) clearInterval(timer);
      timers.length = 0;
    },
  };
}
