import { createMemoryRateLimitStore } from './memory.store.js';
import type { RateLimitStore } from './rate-limit.store.js';
import { createRedisRateLimitStore } from './redis.store.js';

export type { RateLimitStore } from './rate-limit.store.js';
export { createMemoryRateLimitStore, createRedisRateLimitStore };

export function createRateLimitStore(redisUrl: string | undefined): RateLimitStore {
  return redisUrl ? createRedisRateLimitStore(redisUrl) : createMemoryRateLimitStore();
}
