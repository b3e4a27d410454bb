import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, type Database, type Db } from './database.js';
import * as schema from './schema.js';

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
