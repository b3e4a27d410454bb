import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { closeAdapters, createAdapters } from './adapters/index.js';
import type { LlmAdapter } from './adapters/llm/llm.js';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { createDatabase } from './db/client.js';
import { isLoopbackHost } from './lib/loopback.js';
import { loggerOptions } from './lib/logger.js';

const OUTBOX_RETRY_INTERVAL_MS = 30_000;
const RECOVERY_INTERVAL_MS = 60_000;
const PURGE_INTERVAL_MS = 6 * 60 * 60_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
  } = {},
) {
  const log = pino(loggerOptions(config.isProduction));
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const adapters = createAdapters(config, { log, db: database.db });
  if (overrides.llm) adapters.llm = overrides.llm;

  const app = await buildApp({
    config,
    database,
    adapters,
    logger: log,
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

  // Exchanges a crashed process left pending are closed and refunded, now and every minute.
  const recover = () =>
    app.modules
      .recoverStaleExchanges(overrides.staleExchangeMs)
      .catch((error: unknown) => app.log.error({ err: error }, 'exchange recovery failed'));
  await recover();
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Prêt sur ${config.publicUrl}`);
  const recoveries = setInterval(recover, RECOVERY_INTERVAL_MS);
  recoveries.unref();

  // Mails that failed are sent again from the outbox, with back-off (outbox.service).
  const retries = setInterval(() => {
    app.modules.outbox
      .retryDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'outbox retry failed'));
  }, OUTBOX_RETRY_INTERVAL_MS);
  retries.unref();
  // Expired tokens and old guest conversations go (maintenance.ts), now and every few hours.
  const purge = () =>
    app.modules
      .purgeExpiredData()
      .catch((error: unknown) => app.log.error({ err: error }, 'purge failed'));
  void purge();
  const purges = setInterval(purge, PURGE_INTERVAL_MS);
  purges.unref();

  return {
    app,
    database,
    async close() {
      clearInterval(retries);
      clearInterval(purges);
      clearInterval(recoveries);
      await app.close();
      await closeAdapters(adapters);
      await database.close();
    },
  };
}
