import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, type Database, type Db } from './database.js';
import * as schema from './schema.js';

/**
 * PGlite's own start parameters, with a buffer cache of 16 MB instead of the
 * 128 MB initdb writes in postgresql.conf. PGlite's WASM zeroes the whole
 * cache page by page when PostgreSQL starts, in code V8 never optimises: at
 * 128 MB that was the largest part of opening the embedded database (`npm
 * start` on one core, issue 41) and 120 MB of resident memory. One process
 * owns this database and the system caches its files anyway; 2,048 pages
 * hold the app's working set.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * PGlite in a folder, or in memory when `dataDir` is undefined (tests). A new
 * database starts from `seed` when given (a dump of a migrated database, see
 * pglite-seed.ts) instead of running initdb, which takes seconds in WASM.
 */
export function createPgliteDatabase(
  dataDir?: string,
  options: { seed?: Blob } = {},
): Database & { dumpDataDir(): Promise<Blob> } {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const isNew = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const loadDataDir = isNew ? options.seed : undefined;
  // One options object: PGlite reads its second argument only beside a folder
  // name, so an in-memory database given `(undefined, options)` silently ran
  // initdb, every migration and a 128 MB cache instead (3–5 CPU-s a test database).
  const client = new PGlite({ dataDir, startParams: PGLITE_START_PARAMS, loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    // One process owns a PGlite folder: its work never runs twice.
    async runExclusive(_name, run) {
      await run();
      return true;
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    async close() {
      await client.close();
    },
  };
}
