import path from 'node:path';
import type { Config } from './config.js';
import { createDatabase, type Database } from './db/client.js';
import { PGLITE_SEED_FILE, readPgliteSeed } from './db/pglite-seed.js';
import { packageRoot } from './lib/package-root.js';

/**
 * The database the configuration names. A new embedded database starts from
 * the seed `npm run build` writes instead of running initdb (db/pglite-seed.ts).
 */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Database {
  return createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteSeed: config.databaseUrl
      ? undefined
      : readPgliteSeed(path.join(packageRoot(), PGLITE_SEED_FILE)),
  });
}
