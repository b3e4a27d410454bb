import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { createDbRateLimitStore } from './db.store.js';
import { rateLimitCounters } from './rate-limit.tables.js';

describe.each(testDatabaseKinds())('the database rate-limit store on $name', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.create();
  });
  afterAll(() => database.close());

  it('shares one count between two stores (two instances) on one database', async () => {
    const a = createDbRateLimitStore(database.db);
    const b = createDbRateLimitStore(database.db);
    const key = `login-fail:ip:${randomUUID()}`;
    expect((await a.hit(key, 60_000)).count).toBe(1);
    expect((await b.hit(key, 60_000)).count).toBe(2);
    const third = await a.hit(key, 60_000);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(55_000);
    expect(third.resetInMs).toBeLessThanOrEqual(60_000);
  });

  it('counts parallel hits one by one (no two hits read the same count)', async () => {
    const stores = [createDbRateLimitStore(database.db), createDbRateLimitStore(database.db)];
    const key = `login-fail:pair:${randomUUID()}`;
    const hits = await Promise.all(
      Array.from({ length: 20 }, (_, i) => stores[i % 2]!.hit(key, 60_000)),
    );
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('starts a new window once the old one is over, and releases only a live count', async () => {
    const store = createDbRateLimitStore(database.db);
    const key = `login-fail:account:${randomUUID()}`;
    await store.hit(key, 300);
    await store.hit(key, 300);
    await store.release(key);
    expect((await store.hit(key, 300)).count).toBe(2);
    await sleep(400);
    // A release after the window does nothing: the next hit opens a fresh window.
    await store.release(key);
    expect((await store.hit(key, 300)).count).toBe(1);
  });

  it('keeps no e-mail or address in clear', async () => {
    const store = createDbRateLimitStore(database.db);
    await store.hit('login-fail:pair:lou@exemple.fr|10.9.9.9', 60_000);
    const rows = await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) expect(key).not.toMatch(/@|10\.9/);
  });
});
