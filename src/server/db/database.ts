import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

export type Schema = typeof schema;
/** One type for both drivers, and for a transaction handle (it is a database too). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Runs `run` unless another process runs the work named `name` right now
   * (a PostgreSQL advisory lock); answers whether it ran. Several app
   * instances share one database: periodic work must happen once.
   */
  runExclusive(name: string, run: () => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Beside this module: src/server/db, tsc's dist/app/server/db, or the
 * bundle's dist/server (scripts/build-server.mjs copies them to both).
 */
export const MIGRATIONS_FOLDER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);
