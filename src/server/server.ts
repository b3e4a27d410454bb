import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLlm } from './adapters/llm/index.js';
import type { LlmAdapter } from './adapters/llm/llm.js';
import { createSmtpTransport } from './adapters/mailer/smtp.transport.js';
import { createBrevoNewsletter } from './adapters/newsletter/brevo.newsletter.js';
import { createRateLimitStore } from './adapters/rate-limit/index.js';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { createDatabase } from './db/client.js';
import { systemClock } from './lib/clock.js';
import { isLoopbackHost } from './lib/loopback.js';
import { loggerOptions } from './lib/logger.js';
import { purgeExpiredData } from './modules/maintenance/maintenance.js';

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
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const rateLimitStore = createRateLimitStore(config.redisUrl);
  const llm = overrides.llm ?? createLlm(config.llm);
  const mailTransport = config.mail.smtpUrl
    ? createSmtpTransport({ url: config.mail.smtpUrl, from: config.mail.from })
    : null;
  const newsletter = config.brevo ? createBrevoNewsletter(config.brevo) : undefined;

  const app = await buildApp({
    config,
    database,
    rateLimitStore,
    llm,
    mailTransport,
    newsletter,
    clientDir: overrides.clientDir ?? path.join(root, 'dist/client'),
    logger: loggerOptions(config.isProduction),
  });
  app.log.info(
    {
      database:
        database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`,
      rateLimits: config.redisUrl ? 'Redis (REDIS_URL)' : 'mémoire du processus',
      ai: llm.name,
      email: mailTransport ? mailTransport.name : 'outbox (base de données, /dev/emails)',
      newsletter: newsletter ? newsletter.name : 'aucune (journal seulement)',
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
    purgeExpiredData(database.db, systemClock).catch((error: unknown) =>
      app.log.error({ err: error }, 'purge failed'),
    );
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
      mailTransport?.close();
      await rateLimitStore.close();
      await database.close();
    },
  };
}
