import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTcpRelay } from '../../test/tcp-relay.js';
import { createRedisRateLimitStore } from './redis.store.js';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the Redis store through an outage', () => {
  let relay: Awaited<ReturnType<typeof createTcpRelay>>;
  beforeAll(async () => {
    relay = await createTcpRelay(new URL(redisUrl!));
  });
  afterAll(() => relay.close());

  it('falls back to memory at once, says so once, and shares the counts again when Redis is back', async () => {
    const log = { warn: vi.fn(), info: vi.fn() };
    const store = createRedisRateLimitStore(relay.url(), {
      prefix: `rl-outage:${randomUUID()}:`,
      log,
    });
    expect((await store.hit('login', 60_000)).count).toBe(1);
    expect((await store.hit('login', 60_000)).count).toBe(2);
    expect(await store.health()).toBe('ok');

    await relay.cut();
    await vi.waitFor(async () => expect(await store.health()).toBe('down'));
    // No request waits for Redis or fails for it: the counting goes on in memory.
    const started = Date.now();
    expect((await store.hit('login', 60_000)).count).toBe(1);
    expect((await store.hit('login', 60_000)).count).toBe(2);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(log.warn).toHaveBeenCalledTimes(1);

    await relay.restore();
    await vi.waitFor(async () => expect(await store.health()).toBe('ok'), { timeout: 10_000 });
    // The shared counter kept its two hits from before the outage.
    expect((await store.hit('login', 60_000)).count).toBe(3);
    expect(log.info).toHaveBeenCalledTimes(1);
    await store.close();
  }, 20_000);
});
