import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createMemoryRateLimitStore } from './memory.store.js';
import type { RateLimitStore } from './rate-limit.store.js';

/**
 * Counts a hit and answers the count and the window's time left. NX keeps the
 * window fixed from its first hit. One script, not MULTI with three commands:
 * a send waits for this, and ioredis spends a third of the CPU on one reply
 * that it spends on five (issue 12).
 */
const HIT_SCRIPT = `local count = redis.call('incr', KEYS[1])
redis.call('pexpire', KEYS[1], ARGV[1], 'NX')
return {count, redis.call('pttl', KEYS[1])}`;

/** Decrements a live counter only: a DECR on a key that expired would create one with no expiry. */
const RELEASE_SCRIPT = `if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0`;

/** The scripts, sent once and then run by their hash (ioredis's defineCommand). */
interface RateLimitCommands {
  rateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
  rateLimitRelease(key: string): Promise<number>;
}

const CONNECT_WAIT_MS = 2_000;

export interface RedisStoreOptions {
  prefix?: string;
  /** Told when Redis goes away and when it is back. */
  log?: Pick<Logger, 'warn' | 'info'>;
  /**
   * Where the counts go while Redis does not answer: the app gives the
   * database every instance shares (createAdapters); this process's memory
   * when none is given.
   */
  fallback?: { store: RateLimitStore; where: string };
}

/**
 * Counts in Redis, shared by every app instance. If Redis goes away, a
 * request never fails for it: the limits go on in the fallback (the shared
 * database in the app, so that two instances do not each allow a whole
 * budget of wrong passwords, issue 36), the outage is logged once, and Redis
 * is used again as soon as it answers.
 */
export function createRedisRateLimitStore(
  url: string,
  options: RedisStoreOptions = {},
): RateLimitStore {
  const prefix = options.prefix ?? 'rl:';
  const redis = new Redis(url, {
    // Fail at once when disconnected (no queue): the fallback answers instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Without a listener, ioredis reports every failed reconnection as unhandled.
  redis.on('error', () => {});
  redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  redis.defineCommand('rateLimitRelease', { numberOfKeys: 1, lua: RELEASE_SCRIPT });
  const commands = redis as unknown as RateLimitCommands;
  const { store: fallback, where } = options.fallback ?? {
    store: createMemoryRateLimitStore(),
    where: 'en mémoire, par instance',
  };
  let degraded = false;
  // Without the offline queue, commands sent before the first connection would fail:
  // the first requests wait for it, at most CONNECT_WAIT_MS, once.
  let firstConnection: Promise<void> | null = new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      firstConnection = null;
      resolve();
    };
    const timer = setTimeout(done, CONNECT_WAIT_MS);
    timer.unref();
    redis.once('ready', done);
  });

  async function attempt<T>(viaRedis: () => Promise<T>, viaFallback: () => Promise<T>): Promise<T> {
    if (firstConnection) await firstConnection;
    try {
      const result = await viaRedis();
      if (degraded) {
        degraded = false;
        options.log?.info('Redis répond de nouveau : limites comptées dans Redis');
      }
      return result;
    } catch (error) {
      if (!degraded) {
        degraded = true;
        options.log?.warn(
          { err: error },
          `Redis injoignable : limites comptées ${where} jusqu’à son retour`,
        );
      }
      return viaFallback();
    }
  }

  return {
    hit: (key, windowMs) =>
      attempt(
        async () => {
          const [count, ttl] = await commands.rateLimitHit(prefix + key, windowMs);
          return { count, resetInMs: ttl > 0 ? ttl : windowMs };
        },
        () => fallback.hit(key, windowMs),
      ),
    release: (key) =>
      attempt(
        async () => void (await commands.rateLimitRelease(prefix + key)),
        () => fallback.release(key),
      ),
    async health() {
      if (firstConnection) await firstConnection;
      try {
        await redis.ping();
        return 'ok';
      } catch {
        return 'down';
      }
    },
    async close() {
      await fallback.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
