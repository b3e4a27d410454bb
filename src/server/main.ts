import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLlm } from './adapters/llm/index.js';
import { createRateLimitStore } from './adapters/rate-limit/index.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDatabase } from './db/client.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  const config = loadConfig();
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const rateLimitStore = createRateLimitStore(config.redisUrl);
  const llm = createLlm(config.llm);

  const app = await buildApp({
    config,
    database,
    rateLimitStore,
    llm,
    clientDir: path.join(root, 'dist/client'),
    logger: {
      level: config.isProduction ? 'info' : 'debug',
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
  });
  app.log.info(
    {
      database:
        database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`,
      rateLimits: config.redisUrl ? 'Redis (REDIS_URL)' : 'mémoire du processus',
      ai: llm.name,
    },
    'configuration',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arrêt en cours');
    await app.close();
    await rateLimitStore.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Prêt sur ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Échec du démarrage / start-up failed:', error);
  }
  process.exit(1);
});
