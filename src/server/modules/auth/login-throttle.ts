import { setTimeout as sleep } from 'node:timers/promises';
import { tooManyRequests } from '../../errors.js';
import { MINUTE } from '../../lib/clock.js';
import { rateLimitKey, retryAfter, type Limit, type RateLimiter } from '../../lib/rate-limiter.js';

export interface LoginThrottleLimits {
  /** Wrong passwords from one address, whatever the account. */
  failuresPerIp: Limit;
  /** Wrong passwords for one account from one address. */
  failuresPerAccountAndIp: Limit;
  /**
   * Wrong passwords for one account from every address: past this, addresses
   * that have failed on it are refused, and a new address waits a little
   * longer for each further failure.
   */
  failuresPerAccount: Limit;
  /** The wait added per failure past `failuresPerAccount`, for a new address. */
  delayStepMs: number;
  maxDelayMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleLimits = {
  failuresPerIp: { max: 30, windowMs: 15 * MINUTE },
  failuresPerAccountAndIp: { max: 5, windowMs: 15 * MINUTE },
  failuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  delayStepMs: 250,
  maxDelayMs: 5_000,
};

/**
 * Throttles wrong passwords without letting strangers lock an owner out
 * (ADR 008). Only failures count: each attempt is counted before the password
 * is checked (so parallel guesses cannot slip past the limit) and taken back
 * when it succeeds. An address that has not failed on an account always gets
 * to try its password, after a delay that grows while the account is under
 * attack.
 */
export function createLoginThrottle(limiter: RateLimiter, limits: LoginThrottleLimits) {
  const { store } = limiter;

  return {
    /** Call before checking the password; then `succeeded()` on a right one. */
    async begin(account: string, ip: string) {
      const counters = [
        { key: rateLimitKey('login-fail:ip', ip), rule: limits.failuresPerIp },
        {
          key: rateLimitKey('login-fail:pair', `${account}|${ip}`),
          rule: limits.failuresPerAccountAndIp,
        },
        { key: rateLimitKey('login-fail:account', account), rule: limits.failuresPerAccount },
      ] as const;
      const hits = await Promise.all(counters.map((c) => store.hit(c.key, c.rule.windowMs)));
      const releaseAll = () => Promise.all(counters.map((c) => store.release(c.key)));
      const [byIp, byPair, byAccount] = hits as [
        (typeof hits)[0],
        (typeof hits)[0],
        (typeof hits)[0],
      ];

      const refuse = async (resetInMs: number) => {
        // A refused attempt tested no password: it does not count as a failure.
        await releaseAll();
        throw tooManyRequests('auth.login_rate_limited', undefined, retryAfter(resetInMs));
      };
      if (byIp.count > limits.failuresPerIp.max) await refuse(byIp.resetInMs);
      if (byPair.count > limits.failuresPerAccountAndIp.max) await refuse(byPair.resetInMs);
      const underAttack = byAccount.count > limits.failuresPerAccount.max;
      // `byPair.count` includes this attempt: above 1, this address has failed here before.
      if (underAttack && byPair.count > 1) await refuse(byAccount.resetInMs);
      if (underAttack) {
        const excess = byAccount.count - limits.failuresPerAccount.max;
        await sleep(Math.min(limits.maxDelayMs, excess * limits.delayStepMs));
      }

      return { succeeded: async () => void (await releaseAll()) };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
