import path from 'node:path';
import { closeAdapters, createAdapters } from './adapters/index.js';
import type { LlmAdapter } from './adapters/llm/llm.js';
import { syncCatalogueAtStartUp } from './adapters/payments/catalogue-sync.js';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { packageRoot } from './lib/package-root.js';
import { openDatabase, type OpenedDatabase } from './open-database.js';
import { createJobs } from './lib/jobs.js';
import { createMetrics } from './lib/metrics.js';
import { isLoopbackHost } from './lib/loopback.js';
import { createProcessLogger } from './lib/logger.js';
import { PERIODIC_JOBS, type PeriodicJobName } from '#shared/periodic-jobs.js';

const everyMs = (job: PeriodicJobName) => PERIODIC_JOBS[job].everySeconds * 1000;
/** The first purge waits until the server answers; expired rows harm nobody for a few seconds. */
const FIRST_PURGE_AFTER_MS = 10_000;
/** The package's folder, whether this runs from src/server (tsx) or dist/app/server (compiled). */
const root = packageRoot();

/**
 * Everything `npm start` runs, as a function: the adapters the configuration
 * chooses, the migrations, the app, listening. The end-to-end harness starts
 * the product through it too.
 */
export async function startServer(
  config: Config,
  overrides: {
    llm?: LlmAdapter;
    clientDir?: string;
    /** How old a pending exchange must be to count as left by a dead process (tests shorten it). */
    staleExchangeMs?: number;
    /** Already opening (main.ts starts it while this module loads). */
    database?: Promise<OpenedDatabase>;
  } = {},
) {
  const log = createProcessLogger(config.isProduction);
  const database = await (overrides.database ?? openDatabase(config));
  // A new copy of the seed was migrated by the build, with these very migrations (db/pglite-seed.ts).
  if (!database.seeded) await database.migrate();
  const adapters = await createAdapters(config, { log, db: database.db });
  if (overrides.llm) adapters.llm = overrides.llm;
  // The seed holds the simulated catalogue and portal configuration already: a fresh
  // `npm start` only read them back, 250 ms of CPU of a loaded core (issue 41). A
  // checkout or « Gérer » still finds them itself, as after a failed sync.
  const seededPayments = database.seeded && adapters.payments.simulated;
  if (!seededPayments) await syncCatalogueAtStartUp(adapters.payments, log);

  const app = await buildApp({
    config,
    database,
    adapters,
    logger: log,
    metrics: createMetrics({ processMetrics: true }),
    clientDir: overrides.clientDir ?? path.join(root, 'dist/client'),
  });
  app.log.info(
    {
      database:
        database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`,
      rateLimits: config.redisUrl ? 'Redis (REDIS_URL)' : 'mémoire du processus',
      ai: adapters.llm.name,
      email: adapters.mailer.name,
      newsletter: adapters.newsletter.name,
      payments: adapters.payments.name,
    },
    'configuration',
  );

  if (!config.isProduction && !isLoopbackHost(config.host)) {
    app.log.warn(
      `HOST=${config.host} : le serveur écoute hors de la boucle locale sans NODE_ENV=production. ` +
        'Les pages /dev/* restent réservées aux clients locaux, mais ne laissez pas une instance de développement joignable depuis un réseau.',
    );
  }

  // The portal's settings are pinned at start-up (ADR 010); « Gérer » tries again if this fails.
  if (!seededPayments)
    await adapters.payments.ensurePortalConfiguration().catch((error: unknown) => {
      app.log.warn({ err: error }, 'configuration du portail client non créée');
    });

  // Each run is written down (job_runs), so the back office sees every instance's.
  const jobs = createJobs({ database, log: app.log, runs: app.modules.jobRuns });
  const recover = async () =>
    void (await app.modules.recoverStaleExchanges(overrides.staleExchangeMs));
  // Exchanges a crashed process left pending are closed and refunded before serving (ADR 008).
  // A new copy of the seed holds none: these queries (a job run recorded, a select) came
  // first and paid for PostgreSQL reading its catalogue, a fifth of a profiled fresh start.
  if (!database.seeded) await jobs.runOnce('recover-exchanges', recover);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Prêt sur ${config.publicUrl}`);
  jobs.every('recover-exchanges', everyMs('recover-exchanges'), recover);
  // Mails that failed are sent again from the outbox, with back-off (outbox.service).
  jobs.every('retry-mails', everyMs('retry-mails'), async () => {
    await app.modules.outbox.retryDue();
  });
  // Expired tokens and old guest conversations go (maintenance.ts), soon and every few hours.
  // Not at once: its dozen deletes came before the first /healthz in the embedded database's
  // one queue, a tenth of a second of a fresh `npm start` on one core (issue 41).
  const purge = () => app.modules.purgeExpiredData();
  jobs.after('purge', FIRST_PURGE_AFTER_MS, purge);
  jobs.every('purge', everyMs('purge'), purge);

  return {
    app,
    database,
    async close() {
      jobs.stop();
      await app.close();
      await closeAdapters(adapters);
      await database.close();
    },
  };
}
