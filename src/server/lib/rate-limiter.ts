import type { ErrorCode } from '../../shared/error-codes.js';
import type { RateLimitStore } from '../adapters/rate-limit/index.js';
import { tooManyRequests } from '../errors.js';

export interface Limit {
  max: number;
  windowMs: number;
}

export type RateLimiter = (
  name: string,
  subject: string,
  limit: Limit,
  code?: ErrorCode,
) => Promise<void>;

/** Throws a 429 with a French message and Retry-After once `subject` passes `limit`. */
export function createRateLimiter(store: RateLimitStore): RateLimiter {
  return async (name, subject, limit, code = 'common.rate_limited') => {
    const { count, resetInMs } = await store.hit(`${name}:${subject}`, limit.windowMs);
    if (count > limit.max) {
      throw tooManyRequests(code, undefined, {
        'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))),
      });
    }
  };
}
