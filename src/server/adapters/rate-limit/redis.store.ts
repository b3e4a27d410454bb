import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limit.store.js';

/** Decrements a live counter only: a DECR on a key that expired would create one with no expiry. */
const RELEASE_SCRIPT = `if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0`;

export function createRedisRateLimitStore(url: string, prefix = 'rl:'): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      // One round trip; NX keeps the window fixed from its first hit.
      const results = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      if (!results) throw new Error('Redis transaction aborted');
      const [[incrErr, count], , [ttlErr, ttl]] = results as [
        [Error | null, number],
        unknown,
        [Error | null, number],
      ];
      if (incrErr) throw incrErr;
      if (ttlErr) throw ttlErr;
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
