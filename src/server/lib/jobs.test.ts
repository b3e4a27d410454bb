import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase, type Database } from '../db/client.js';
import { createPostgresTestDatabase, createTestPglite } from '../db/test-databases.js';
import { createJobs } from './jobs.js';

const silent = pino({ level: 'silent' });

/** A job that runs until the test lets it end. */
function heldJob() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  return {
    run: async () => {
      started();
      await held;
    },
    running,
    release,
  };
}

describe('periodic jobs in one process', () => {
  let database: Database;
  beforeAll(() => {
    database = createTestPglite();
  });
  afterAll(() => database.close());

  it('never overlaps a run of the same job, and runs it again once it ended', async () => {
    const jobs = createJobs({ database, log: silent });
    const job = heldJob();
    const first = jobs.runOnce('purge', job.run);
    await job.running;
    expect(await jobs.runOnce('purge', job.run)).toBe(false);
    job.release();
    expect(await first).toBe(true);
    expect(await jobs.runOnce('purge', async () => {})).toBe(true);
  });

  it('logs a failed run without throwing, and the next run happens', async () => {
    const log = { error: vi.fn() };
    const jobs = createJobs({ database, log: log as unknown as typeof silent });
    expect(await jobs.runOnce('retry-mails', () => Promise.reject(new Error('SMTP perdu')))).toBe(
      false,
    );
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'retry-mails' }),
      'tâche périodique en échec',
    );
    expect(await jobs.runOnce('retry-mails', async () => {})).toBe(true);
  });
});

describe('a job run once after a delay', () => {
  // No database: PGlite's own start must not run on the fake clock, and a process's lock is none.
  const oneProcess = {
    runExclusive: async (_name: string, run: () => Promise<void>) => {
      await run();
      return true;
    },
  } as Pick<Database, 'runExclusive'> as Database;

  it('runs a job once after its delay, and never once the jobs stopped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const jobs = createJobs({ database: oneProcess, log: silent });
      const run = vi.fn(async () => {});
      jobs.after('purge', 10_000, run);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(run).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(run).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(run).toHaveBeenCalledTimes(1);

      const stopped = vi.fn(async () => {});
      jobs.after('purge', 10_000, stopped);
      jobs.stop();
      await vi.advanceTimersByTimeAsync(20_000);
      expect(stopped).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)('periodic jobs across instances sharing PostgreSQL', () => {
  let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let a: Database;
  let b: Database;
  beforeAll(async () => {
    created = await createPostgresTestDatabase(baseUrl!);
    a = createPostgresDatabase(created.url);
    b = createPostgresDatabase(created.url);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await created.drop();
  });

  it('runs a job on one instance at a time; the other skips it, and takes it once free', async () => {
    const jobsA = createJobs({ database: a, log: silent });
    const jobsB = createJobs({ database: b, log: silent });
    const job = heldJob();
    const onA = jobsA.runOnce('recover-exchanges', job.run);
    await job.running;
    const ranOnB = vi.fn(async () => {});
    expect(await jobsB.runOnce('recover-exchanges', ranOnB)).toBe(false);
    expect(ranOnB).not.toHaveBeenCalled();
    // Another job is not held by this one's lock.
    expect(await jobsB.runOnce('purge', ranOnB)).toBe(true);
    job.release();
    expect(await onA).toBe(true);
    expect(await jobsB.runOnce('recover-exchanges', ranOnB)).toBe(true);
    expect(ranOnB).toHaveBeenCalledTimes(2);
  });

  it('frees the lock when a run fails', async () => {
    const jobsA = createJobs({ database: a, log: silent });
    const jobsB = createJobs({ database: b, log: silent });
    expect(await jobsA.runOnce('purge', () => Promise.reject(new Error('panne')))).toBe(false);
    expect(await jobsB.runOnce('purge', async () => {})).toBe(true);
  });
});
