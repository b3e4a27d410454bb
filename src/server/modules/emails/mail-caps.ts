import { HOUR, MINUTE } from '../../lib/clock.js';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.js';

export interface MailCapLimits {
  /** Mails to one address asked from one client address. */
  perAddressAndIp: Limit;
  /** Mails to one address, whoever asks. */
  perAddress: Limit;
}

export const DEFAULT_MAIL_CAPS: MailCapLimits = {
  perAddressAndIp: { max: 3, windowMs: 15 * MINUTE },
  perAddress: { max: 10, windowMs: HOUR },
};

/**
 * Caps the login and password mails one address receives. Past a cap the
 * request is answered as usual and nothing is sent: a stranger who floods an
 * address neither learns anything nor makes its owner's own requests fail,
 * and the owner asking from another address still gets the mail (ADR 008).
 */
export function createMailCaps(limit: RateLimiter, purpose: string, caps = DEFAULT_MAIL_CAPS) {
  return {
    async allows(email: string, ip: string): Promise<boolean> {
      const fromHere = await limit.allows(
        `${purpose}:pair`,
        `${email}|${ip}`,
        caps.perAddressAndIp,
      );
      if (!fromHere) return false;
      return limit.allows(`${purpose}:email`, email, caps.perAddress);
    },
  };
}
