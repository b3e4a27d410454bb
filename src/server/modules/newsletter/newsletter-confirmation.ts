import { jwtVerify, SignJWT } from 'jose';
import { HOUR, type Clock } from '../../lib/clock.js';

const AUDIENCE = 'voyance-ia:newsletter';
export const CONFIRMATION_TTL_MS = 48 * HOUR;

export interface NewsletterContact {
  email: string;
  firstName: string;
}

/**
 * The double opt-in of the newsletter (ADR 008): a signed, expiring link that
 * carries the contact, so that nothing is stored and nobody is subscribed
 * until the mailbox's owner clicks.
 */
export function createConfirmationTokens(secret: string, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(contact: NewsletterContact): Promise<string> {
      const iat = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ email: contact.email, firstName: contact.firstName })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + CONFIRMATION_TTL_MS / 1000)
        .sign(key);
    },
    async verify(token: string): Promise<NewsletterContact | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          currentDate: clock.now(),
        });
        const { email, firstName } = payload;
        return typeof email === 'string' && typeof firstName === 'string'
          ? { email, firstName }
          : null;
      } catch {
        return null;
      }
    },
  };
}
