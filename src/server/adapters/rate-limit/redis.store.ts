import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limit.store.js';

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
    async close() {
      await redis.quit();
    },
  };
}
