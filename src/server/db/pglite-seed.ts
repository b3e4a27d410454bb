import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

export function readPgliteSeed(file: string): Blob | undefined {
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
