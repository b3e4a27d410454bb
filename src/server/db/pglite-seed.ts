import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createSimulatedPayments } from '../adapters/payments/simulated.payments.js';
import { createDbObjectStore } from '../adapters/payments/simulated.store.js';
import { createPgliteDatabase, type Database } from './client.js';

/** Where `npm run build` writes the seed folder, from the package root (scripts/build-server.mjs). */
export const PGLITE_SEED_FOLDER = 'dist/app/pglite-seed';

/**
 * A migrated, empty PGlite database as a gzipped tarball, for the tests'
 * in-memory databases (test/global-setup.ts). A new embedded database starts
 * from a seed instead of running initdb and every migration: `npm start` on
 * a fresh data directory (from the folder below) and each in-memory test
 * database start seconds sooner. Migrations still run after loading, so a
 * seed older than the code is brought up to date, never trusted blindly.
 */
export async function writePgliteSeed(file: string): Promise<void> {
  const database = createPgliteDatabase();
  await prepareSeed(database);
  const dump = await database.dumpDataDir();
  await database.close();
  mkdirSync(path.dirname(file), { recursive: true });
  // Whole or not at all: another process may be reading the same path.
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

/** The seed for an in-memory database (tests), which PGlite loads itself. */
export function readPgliteSeed(file: string): Blob | undefined {
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/**
 * Writes a migrated, empty PGlite database as a folder (`npm run build`): a
 * new data directory of `npm start` starts as a copy of it. `seed` (a tarball
 * of writePgliteSeed) skips initdb, for tests.
 */
export async function writePgliteSeedFolder(
  folder: string,
  options: { seed?: Blob } = {},
): Promise<void> {
  rmSync(folder, { recursive: true, force: true });
  const database = createPgliteDatabase(folder, options);
  await prepareSeed(database);
  // A new data directory runs the simulated provider (the embedded default): its
  // catalogue is written here once, so that a first start only finds it. Its
  // writes were a fifth of a fresh `npm start` on one core (issue 41). The sync
  // at start-up still runs and brings an older seed's catalogue up to date.
  await createSimulatedPayments({
    store: createDbObjectStore(database.db),
    publicUrl: 'http://localhost',
  }).syncCatalogue();
  await database.close();
}

/**
 * What every seed is: the app's database, migrated, alone in its cluster.
 * Without the templates (template0, template1): nothing here creates a
 * database, and they were 600 of a seed's 1,081 files. Every new data
 * directory copied them, and every test database loaded them file by file
 * (issue 12: the copy of `npm start` 150 → 70 ms on a fast disk).
 */
async function prepareSeed(database: Database): Promise<void> {
  await database.migrate();
  await database.db.execute(
    sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  await database.db.execute(sql`drop database if exists template0`);
  await database.db.execute(sql`drop database if exists template1`);
}

/**
 * Copies the seed folder into `dataDir` when that folder is missing or empty
 * and the seed exists; answers whether it did (a folder with anything in it
 * is left to PGlite, never replaced). A native copy: PGlite's own loading of
 * a tarball writes its 1,100 files one by one through its WASM file system, a
 * second of `npm start` (issue 12), where this takes a twentieth. The folder
 * appears whole or not at all: a start killed halfway leaves no half-copied
 * database, at most a stray `pglite.seed-<pid>` folder beside it.
 */
export function copyPgliteSeed(seedFolder: string, dataDir: string): boolean {
  const isEmpty = !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  if (!isEmpty || !existsSync(path.join(seedFolder, 'PG_VERSION'))) return false;
  const staging = `${dataDir}.seed-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    cpSync(seedFolder, staging, { recursive: true });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(staging, dataDir);
  return true;
}
