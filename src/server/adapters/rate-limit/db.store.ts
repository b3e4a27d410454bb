import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import type { RateLimitStore } from './rate-limit.store.js';

/** Expired counters are deleted at most this often, by whichever instance is counting. */
const SWEEP_EVERY_MS = 60_000;

/** The stored key: a digest, so that the table keeps no address or e-mail in clear. */
const digest = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Counts in the database every instance shares (PostgreSQL, or PGlite for a
 * single process): the Redis store's fallback while Redis does not answer,
 * so that the limits stay shared through an outage (issue 36). One statement
 * per hit, an atomic upsert whose window is fixed from its first hit and
 * timed by the database's clock, the same for every instance.
 */
export function createDbRateLimitStore(db: Db): RateLimitStore {
  let lastSweep = 0;
  let sweeping: Promise<void> | null = null;

  function sweepNowAndThen() {
    const at = Date.now();
    if (sweeping || at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    sweeping = db
      .execute(sql`delete from rate_limit_counters where reset_at <= now()`)
      .then(
        () => undefined,
        // A sweep that fails is tried again a minute later; no request waits for it.
        () => undefined,
      )
      .finally(() => {
        sweeping = null;
      });
  }

  return {
    async hit(key, windowMs) {
      const result = await db.execute(sql`
        insert into rate_limit_counters as c (key, count, reset_at)
        values (${digest(key)}, 1, now() + ${windowMs}::double precision * interval '1 millisecond')
        on conflict (key) do update set
          count = case when c.reset_at <= now() then 1 else c.count + 1 end,
          reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
        returning count, ceil(extract(epoch from c.reset_at - now()) * 1000)::integer as reset_in_ms`);
      sweepNowAndThen();
      const [row] = rawRows<{ count: number; reset_in_ms: number }>(result);
      return { count: Number(row!.count), resetInMs: Math.max(1, Number(row!.reset_in_ms)) };
    },
    async release(key) {
      await db.execute(sql`
        update rate_limit_counters set count = count - 1
        where key = ${digest(key)} and reset_at > now() and count > 0`);
    },
    // The database's health is /healthz's: this store has none of its own.
    health: async () => 'none',
    async close() {
      await sweeping;
    },
  };
}
