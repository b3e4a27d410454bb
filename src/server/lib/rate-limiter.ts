import type { ErrorCode } from '#shared/error-codes.js';
import type { RateLimitHit, RateLimitStore } from '../adapters/rate-limit/rate-limit.store.js';
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
  /**
   * Counts a hit now, beside other work, and decides later: `enforce` throws
   * the 429 as a plain call would; `giveBack` uncounts it, for a request the
   * limit turned out not to apply to. Left alone, the hit stays counted.
   */
  early(name: string, subject: string, limit: Limit, code?: ErrorCode): EarlyHit;
  /** The store itself, for counters that need more than a hit (see login-throttle). */
  store: RateLimitStore;
}

export interface EarlyHit {
  enforce(): Promise<void>;
  giveBack(): Promise<void>;
}

export const rateLimitKey = (name: string, subject: string) => `${name}:${subject}`;

export function retryAfter(resetInMs: number): Record<string, string> {
  return { 'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))) };
}

export function createRateLimiter(store: RateLimitStore): RateLimiter {
  const enforce = ({ count, resetInMs }: RateLimitHit, rule: Limit, code?: ErrorCode) => {
    if (count > rule.max) {
      throw tooManyRequests(code ?? 'common.rate_limited', undefined, retryAfter(resetInMs));
    }
  };
  const limit = async (name: string, subject: string, rule: Limit, code?: ErrorCode) =>
    enforce(await store.hit(rateLimitKey(name, subject), rule.windowMs), rule, code);
  return Object.assign(limit, {
    early(name: string, subject: string, rule: Limit, code?: ErrorCode): EarlyHit {
      const key = rateLimitKey(name, subject);
      const hit = store.hit(key, rule.windowMs);
      // Awaited only if it is decided: never an unhandled rejection meanwhile.
      hit.catch(() => {});
      return {
        enforce: async () => enforce(await hit, rule, code),
        giveBack: async () => {
          await hit;
          await store.release(key);
        },
      };
    },
    async allows(name: string, subject: string, rule: Limit) {
      const { count } = await store.hit(rateLimitKey(name, subject), rule.windowMs);
      return count <= rule.max;
    },
    store,
  });
}
