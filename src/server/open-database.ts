import path from 'node:path';
import type { Config } from './config.js';
import { createPgliteDatabase, createPostgresDatabase, type Database } from './db/client.js';
import { copyPgliteSeed, PGLITE_SEED_FOLDER } from './db/pglite-seed.js';
import { packageRoot } from './lib/package-root.js';

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL, or else
 * PGlite in DATA_DIR/pglite. A new embedded database starts from the seed
 * `npm run build` writes instead of running initdb (db/pglite-seed.ts).
 */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Database {
  if (config.databaseUrl) return createPostgresDatabase(config.databaseUrl);
  const dataDir = path.join(config.dataDir, 'pglite');
  copyPgliteSeed(path.join(packageRoot(), PGLITE_SEED_FOLDER), dataDir);
  return createPgliteDatabase(dataDir);
}
