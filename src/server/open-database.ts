import path from 'node:path';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { createPgliteDatabase } from './db/pglite-client.js';
import { copyPgliteSeed, PGLITE_SEED_FOLDER } from './db/pglite-seed.js';
import { packageRoot } from './lib/package-root.js';

/** `seeded`: a new copy of this build's seed, migrated and holding the simulated provider's catalogue. */
export type OpenedDatabase = Database & { seeded: boolean };

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL, or else
 * PGlite in DATA_DIR/pglite. A new embedded database starts from the seed
 * `npm run build` writes instead of running initdb (db/pglite-seed.ts).
 * PostgreSQL's driver loads only when configured: the embedded start does
 * without it.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const { createPostgresDatabase } = await import('./db/postgres-client.js');
    return { ...createPostgresDatabase(config.databaseUrl), seeded: false };
  }
  const dataDir = path.join(config.dataDir, 'pglite');
  const seeded = copyPgliteSeed(path.join(packageRoot(), PGLITE_SEED_FOLDER), dataDir);
  return { ...createPgliteDatabase(dataDir), seeded };
}
