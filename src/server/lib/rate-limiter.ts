import type { ErrorCode } from '../../shared/error-codes.js';
import type { RateLimitStore } from '../adapters/rate-limit/rate-limit.store.js';
import { tooManyRequests } from '../errors.js';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts a hit and throws a French 429 with Retry-After once `subject` passes `limit`. */
  (name: string, subject: string, limit: Limit, code?: ErrorCode): Promise<void>;
  /**
   * Counts a hit and says whether it stays within `limit`, refusing nothing:
   * for caps whose refusal must not show (a mail that is simply not sent).
   */
  allows(name: string, subject: string, limit: Limit): Promise<boolean>;
  /** The store itself, for counters that need more than a hit (see login-throttle). */
  store: RateLimitStore;
}

export const rateLimitKey = (name: string, subject: string) => `${name}:${subject}`;

export function retryAfter(resetInMs: number): Record<string, string> {
  return { 'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))) };
}

export function createRateLimiter(store: RateLimitStore): RateLimiter {
  const limit = async (name: string, subject: string, rule: Limit, code?: ErrorCode) => {
    const { count, resetInMs } = await store.hit(rateLimitKey(name, subject), rule.windowMs);
    if (count > rule.max) {
      throw tooManyRequests(code ?? 'common.rate_limited', undefined, retryAfter(resetInMs));
    }
  };
  return Object.assign(limit, {
    async allows(name: string, subject: string, rule: Limit) {
      const { count } = await store.hit(rateLimitKey(name, subject), rule.windowMs);
      return count <= rule.max;
    },
    store,
  });
}
