import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRedisRateLimitStore } from './redis.store.js';

const redisUrl = process.env.TEST_REDIS_URL;

/** A TCP relay in front of the real Redis that a test can cut and restore, like a network fault. */
async function createRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => socket.destroy());
          socket.on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    url: () => `redis://127.0.0.1:${port}`,
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server!.close(resolve));
    },
    restore: listen,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server!.close(resolve));
    },
  };
}

describe.skipIf(!redisUrl)('the Redis store through an outage', () => {
  let relay: Awaited<ReturnType<typeof createRelay>>;
  beforeAll(async () => {
    relay = await createRelay(new URL(redisUrl!));
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
