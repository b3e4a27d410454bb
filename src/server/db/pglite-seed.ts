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
import { createHash } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createSimulatedPayments } from '../adapters/payments/simulated.payments.js';
import { createDbObjectStore } from '../adapters/payments/simulated.store.js';
import { MIGRATIONS_FOLDER, type Database } from './database.js';
import { createPgliteDatabase } from './pglite-client.js';

/** Where `npm run build` writes the seed folder, from the package root (scripts/build-server.mjs). */
export const PGLITE_SEED_FOLDER = 'dist/app/pglite-seed';
/** In the seed folder, never copied: the migrations it was made with (migrationsStamp). */
const STAMP_FILE = 'seed-migrations.sha256';

/**
 * A digest of what drizzle's migrator reads (the SQL files and the journal):
 * a seed is used only by code whose migrations are exactly the seed's.
 */
export function migrationsStamp(folder: string = MIGRATIONS_FOLDER): string {
  const hash = createHash('sha256');
  const files = readdirSync(folder).filter((file) => file.endsWith('.sql'));
  for (const file of [...files.sort(), path.join('meta', '_journal.json')])
    hash.update(file).update(readFileSync(path.join(folder, file)));
  return hash.digest('hex');
}

/**
 * A migrated, empty PGlite database as a gzipped tarball, for the tests'
 * in-memory databases (test/global-setup.ts). A new embedded database starts
 * from a seed instead of running initdb and every migration: `npm start` on
 * a fresh data directory (from the folder below) and each in-memory test
 * database start seconds sooner. The tests still migrate after loading a
 * tarball, so one older than the code is brought up to date; the folder is
 * used only by code of its very migrations (copyPgliteSeed).
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
  // catalogue is written here once, with its portal configuration (neither
  // depends on the URL): a new copy of this seed skips both at start-up, which
  // were a fifth of a fresh `npm start` on one core (issue 41).
  const payments = createSimulatedPayments({
    store: createDbObjectStore(database.db),
    publicUrl: 'http://localhost',
  });
  await payments.syncCatalogue();
  await payments.ensurePortalConfiguration();
  await database.close();
  writeFileSync(path.join(folder, STAMP_FILE), migrationsStamp());
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
 * and the seed was made with the migrations in `migrationsFolder`; answers
 * whether it did. A folder with anything in it is left to PGlite, never
 * replaced; a seed of other migrations (older, newer or edited) is not used:
 * PGlite then runs initdb and the migrations all run, as with no seed. A copy
 * is therefore migrated and holds the simulated provider's catalogue and
 * portal configuration: the start-up skips that work (server.ts). A native
 * copy: PGlite's own loading of a tarball writes its 1,100 files one by one
 * through its WASM file system, a second of `npm start` (issue 12), where
 * this takes a twentieth. The folder appears whole or not at all: a start
 * killed halfway leaves no half-copied database, at most a stray
 * `pglite.seed-<pid>` folder beside it.
 */
export function copyPgliteSeed(
  seedFolder: string,
  dataDir: string,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): boolean {
  const isEmpty = !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  if (!isEmpty || !isSeedOf(seedFolder, migrationsFolder)) return false;
  const staging = `${dataDir}.seed-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const stamp = path.join(seedFolder, STAMP_FILE);
  try {
    cpSync(seedFolder, staging, { recursive: true, filter: (source) => source !== stamp });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(staging, dataDir);
  return true;
}

/** A whole seed (its stamp is written last) of exactly these migrations. */
function isSeedOf(seedFolder: string, migrationsFolder: string): boolean {
  const stamp = path.join(seedFolder, STAMP_FILE);
  if (!existsSync(path.join(seedFolder, 'PG_VERSION')) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8') === migrationsStamp(migrationsFolder);
}
