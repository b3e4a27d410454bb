import { createSigner, createVerifier } from 'fast-jwt';
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
  const signToken = createSigner({ key: secret, algorithm: 'HS256', aud: AUDIENCE });
  const verifyToken = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedAud: AUDIENCE,
    requiredClaims: ['exp'],
    // Checked below against our clock, which tests move.
    ignoreExpiration: true,
  });
  return {
    async sign(contact: NewsletterContact): Promise<string> {
      const iat = Math.floor(clock.now().getTime() / 1000);
      return signToken({
        email: contact.email,
        firstName: contact.firstName,
        iat,
        exp: iat + CONFIRMATION_TTL_MS / 1000,
      });
    },
    async verify(token: string): Promise<NewsletterContact | null> {
      try {
        const payload = verifyToken(token) as Record<string, unknown>;
        if ((payload.exp as number) * 1000 <= clock.now().getTime()) return null;
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
