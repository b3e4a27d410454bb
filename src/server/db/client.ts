import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

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

/** Connections per process: two instances take 20 of PostgreSQL's 100 by default. */
const POOL_SIZE = 10;

/** Any constant: several app processes starting at once migrate one at a time. */
const MIGRATION_LOCK_KEY = 727_100_001;

export function createPostgresDatabase(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    // A fixed-size pool: connections opened for a burst stay open. With the default (none
    // kept past 10 s idle), a burst after a quiet spell opened its connections again and
    // prepared every statement again on each: 50 sends at once after 12 s of single sends,
    // first token p95 85 → 204 ms, the app's CPU 90 → 160 ms (issue 12).
    min: POOL_SIZE,
    // Our named statements (db/prepared.ts) are lookups by key, whatever the values. Left to
    // choose, PostgreSQL kept planning the send's read afresh on every call (0.6 ms of its
    // 0.7, issue 12): the plan is made once per connection instead.
    options: '-c plan_cache_mode=force_generic_plan',
    // A server that does not answer (a host gone, a network cut) must fail a request
    // with a 503, not hold it for ever: waiting for a connection is bounded.
    connectionTimeoutMillis: 10_000,
  });
  let closing = false;
  // An idle connection the server drops (restart, failover, our own shutdown)
  // must not crash the process: the pool replaces it on the next query.
  pool.on('error', (error) => {
    if (!closing) console.error('PostgreSQL : connexion inactive perdue', error.message);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async runExclusive(name, run) {
      // A session-level lock on a connection of its own: the work itself uses the pool.
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock(hashtext($1)) as locked',
          [name],
        );
        if (!rows[0]?.locked) return false;
        try {
          await run();
          return true;
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      closing = true;
      await pool.end();
    },
  };
}

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
  const client = new PGlite(dataDir, { startParams: PGLITE_START_PARAMS, loadDataDir });
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
