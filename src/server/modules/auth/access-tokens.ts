import { createSecretKey, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
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
}

/** Short-lived HS256 JWTs; each carries a jti so that logout can revoke it. */
export function createAccessTokens(secret: string, clock: Clock) {
  // A KeyObject, which jose turns into a CryptoKey once and caches; raw bytes would be imported again at every call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    async sign(userId: number, sessionVersion: number, sessionId: string): Promise<string> {
      const iat = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ sv: sessionVersion, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    /** The claims of a valid token, or null for anything else. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
        });
        const userId = Number(payload.sub);
        const sessionVersion = payload.sv;
        if (!Number.isSafeInteger(userId) || !payload.jti || !payload.exp) return null;
        if (typeof sessionVersion !== 'number' || !Number.isSafeInteger(sessionVersion))
          return null;
        return {
          userId,
          jti: payload.jti,
          expiresAt: new Date(payload.exp * 1000),
          sessionVersion,
          sessionId: typeof payload.sid === 'string' ? payload.sid : null,
        };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
