import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Clock } from '../../lib/clock.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'voyance-ia';
const AUDIENCE = 'voyance-ia:api';

export interface AccessClaims {
  userId: number;
  jti: string;
  expiresAt: Date;
  /** The user's session version when the token was issued: an older one is dead. */
  sessionVersion: number;
  /**
   * The session (one login on one device) the token was issued to; null for
   * a token issued before sessions had ids, which then ends with its jti only.
   */
  sessionId: string | null;
  /**
   * When the session was opened by a link from the account's mailbox (a
   * magic link, a password link): such a token may confirm a sensitive
   * change without the password for a few minutes (ADR 012). Null otherwise.
   */
  mailboxProvenAt: Date | null;
}

/** Verified tokens kept in memory: a page load makes several calls with the same token. */
const VERIFIED_TOKENS_CACHE = 1000;

/**
 * Short-lived HS256 JWTs; each carries a jti so that logout can revoke it.
 * fast-jwt checks the signature with node:crypto, synchronously, and
 * remembers the tokens it verified: the check every authenticated call makes
 * costs a lookup after the first (issue 12). Its cache keys on the whole
 * token, so only the exact signed string ever skips the HMAC.
 */
export function createAccessTokens(secret: string, clock: Clock) {
  const signToken = createSigner({ key: secret, algorithm: 'HS256', iss: ISSUER, aud: AUDIENCE });
  const verifyToken = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    allowedAud: AUDIENCE,
    requiredClaims: ['sub', 'jti', 'exp'],
    // Checked below against our clock, which tests move; the cache is what fast-jwt adds.
    ignoreExpiration: true,
    cache: VERIFIED_TOKENS_CACHE,
  });
  return {
    /** `mailboxProven`: the session is being opened by a link from the mailbox, now. */
    async sign(
      userId: number,
      sessionVersion: number,
      sessionId: string,
      mailboxProven = false,
    ): Promise<string> {
      const iat = Math.floor(clock.now().getTime() / 1000);
      return signToken({
        sub: String(userId),
        jti: randomUUID(),
        sv: sessionVersion,
        sid: sessionId,
        iat,
        exp: iat + ACCESS_TOKEN_TTL_SECONDS,
        ...(mailboxProven ? { mpa: iat } : {}),
      });
    },
    /** The claims of a valid token, or null for anything else. */
    async verify(token: string): Promise<AccessClaims | null> {
      let payload: Record<string, unknown>;
      try {
        payload = verifyToken(token) as Record<string, unknown>;
      } catch {
        return null;
      }
      const { sub, jti, exp, sv, sid, mpa } = payload;
      const userId = Number(sub);
      if (typeof exp !== 'number' || exp * 1000 <= clock.now().getTime()) return null;
      if (!Number.isSafeInteger(userId) || typeof jti !== 'string' || !jti) return null;
      if (typeof sv !== 'number' || !Number.isSafeInteger(sv)) return null;
      return {
        userId,
        jti,
        expiresAt: new Date(exp * 1000),
        sessionVersion: sv,
        sessionId: typeof sid === 'string' ? sid : null,
        mailboxProvenAt: typeof mpa === 'number' ? new Date(mpa * 1000) : null,
      };
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
