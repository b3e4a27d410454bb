import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { extract } from 'tar';
import { createPgliteDatabase } from './client.js';

/** Where `npm run build` writes it, from the package root (scripts/build-server.mjs). */
export const PGLITE_SEED_FILE = 'dist/app/pglite-seed.tar.gz';

/**
 * A migrated, empty PGlite database as a gzipped tarball. A new embedded
 * database loads it instead of running initdb and every migration: `npm
 * start` on a fresh data directory, and each in-memory test database, start
 * seconds sooner. Migrations still run after loading, so a seed older than
 * the code is brought up to date, never trusted blindly.
 */
export async function writePgliteSeed(file: string): Promise<void> {
  const database = createPgliteDatabase();
  await database.migrate();
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
 * Unpacks the seed into `dataDir` when that folder is missing or empty and
 * the seed exists; answers whether it did (a folder with anything in it is
 * left to PGlite, never replaced). Native file writes, not PGlite's
 * own loading: that writes its 1,100 files one by one through its WASM file
 * system, a second of `npm start` (issue 12), where this takes a fifth. The
 * folder appears whole or not at all: a start killed halfway leaves no
 * half-written database, at most a stray `pglite.seed-<pid>` folder beside it.
 */
export function unpackPgliteSeed(file: string, dataDir: string): boolean {
  const isEmpty = !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  if (!isEmpty || !existsSync(file)) return false;
  const staging = `${dataDir}.seed-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    extract({
      file,
      cwd: staging,
      // Synchronous: measured faster than tar's asynchronous writes, a round trip to libuv's pool per file.
      sync: true,
      // PGlite names its entries from the root ("/base/1/…"): tar makes them relative, and says so.
      onwarn(code, message) {
        if (code !== 'TAR_ENTRY_INFO') throw new Error(`graine PGlite illisible : ${message}`);
      },
    });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(staging, dataDir);
  return true;
}
