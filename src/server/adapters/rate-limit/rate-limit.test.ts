import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../lib/rate-limiter.js';
import { createMemoryRateLimitStore } from './memory.store.js';
import type { RateLimitStore } from './rate-limit.store.js';
import { createRedisRateLimitStore } from './redis.store.js';

let fakeNow = 1_000_000;
const stores: Array<{ name: string; make: () => RateLimitStore; usesFakeTime: boolean }> = [
  { name: 'memory', make: () => createMemoryRateLimitStore(() => fakeNow), usesFakeTime: true },
];
if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  stores.push({
    name: 'redis',
    make: () => createRedisRateLimitStore(url, { prefix: `rl-test:${randomUUID()}:` }),
    usesFakeTime: false,
  });
}

describe.each(stores)('rate-limit store: $name', ({ make, usesFakeTime }) => {
  const store = make();
  afterAll(() => store.close());

  it('counts hits per key within a window', async () => {
    expect((await store.hit('a', 60_000)).count).toBe(1);
    expect((await store.hit('a', 60_000)).count).toBe(2);
    expect((await store.hit('b', 60_000)).count).toBe(1);
    const { resetInMs } = await store.hit('a', 60_000);
    expect(resetInMs).toBeGreaterThan(0);
    expect(resetInMs).toBeLessThanOrEqual(60_000);
  });

  it('counts parallel hits exactly', async () => {
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => store.hit('parallel', 60_000)),
    );
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('gives a hit back, never below zero, and keeps the window', async () => {
    await store.hit('back', 60_000);
    await store.hit('back', 60_000);
    await store.release('back');
    const again = await store.hit('back', 60_000);
    for (let i = 0; i < 3; i++) await store.release('back');
    await store.release('never-hit');

    expect(again.count).toBe(2);
    expect(again.resetInMs).toBeGreaterThan(59_000);
    expect((await store.hit('back', 60_000)).count).toBe(1);
    expect((await store.hit('never-hit', 60_000)).count).toBe(1);
  });

  it('starts a new window once the old one is over', async () => {
    await store.hit('window', 50);
    await store.hit('window', 50);
    if (usesFakeTime) fakeNow += 51;
    else await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await store.hit('window', 50)).count).toBe(1);
  });

  it('the limiter refuses past the maximum with a French 429 and Retry-After', async () => {
    const limit = createRateLimiter(store);
    const rule = { max: 2, windowMs: 60_000 };
    await limit('test', 'ip-1', rule);
    await limit('test', 'ip-1', rule);
    const error = await limit('test', 'ip-1', rule).catch((e: unknown) => e);
    expect(error).toMatchObject({
      statusCode: 429,
      code: 'common.rate_limited',
      message: 'Trop de requêtes. Veuillez patienter un instant avant de réessayer.',
    });
    expect(
      Number((error as { headers: Record<string, string> }).headers['retry-after']),
    ).toBeGreaterThan(0);
    await expect(limit('test', 'ip-2', rule)).resolves.toBeUndefined();
  });
});
