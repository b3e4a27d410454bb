import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';

/**
 * Periodic work of the process (mail retries, recovery of stale exchanges,
 * purges). Each run takes the database's exclusive lock of its name, so that
 * with several instances it happens on one at a time; a run never overlaps
 * the previous one in this process either.
 */
export function createJobs(deps: { database: Database; log: FastifyBaseLogger }) {
  const { database, log } = deps;
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<string>();

  async function runOnce(name: string, run: () => Promise<void>): Promise<boolean> {
    if (running.has(name)) return false;
    running.add(name);
    try {
      return await database.runExclusive(`job:${name}`, run);
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
    stop(): void {
      for (const timer of timers) clearInterval(timer);
      timers.length = 0;
    },
  };
}
