import type { LoginBody, RegisterInput } from '../../../shared/schemas/auth.js';
import type { SessionUser } from '../../../shared/schemas/user.js';
import type { Db } from '../../db/client.js';
import { conflict, isUniqueViolation, unauthorized } from '../../errors.js';
import { addMs, DAY, MINUTE, HOUR, type Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.js';
import type { ConsentRepository } from '../consent/consent.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import { toSessionUser } from '../users/users.presenter.js';
import type { AccessClaims, AccessTokens } from './access-tokens.js';
import type { AuthRepository } from './auth.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';

export const REFRESH_TTL_PERSISTENT_MS = 30 * DAY;
export const REFRESH_TTL_SESSION_MS = DAY;
/** Parallel tabs refresh at once: a just-rotated token is honoured this long. */
export const ROTATION_GRACE_MS = 10_000;

export interface AuthLimits {
  loginPerIp: Limit;
  loginPerAccount: Limit;
  registerPerIp: Limit;
  refreshPerIp: Limit;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerIp: { max: 30, windowMs: 15 * MINUTE },
  loginPerAccount: { max: 10, windowMs: 15 * MINUTE },
  registerPerIp: { max: 5, windowMs: HOUR },
  refreshPerIp: { max: 120, windowMs: 15 * MINUTE },
};

export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

/** A new session: the access token for the body, the refresh token for the cookie. */
export interface IssuedSession {
  accessToken: string;
  /** Absent when a just-rotated token was honoured: the browser already holds the successor. */
  refresh?: { token: string; persistent: boolean; expiresAt: Date };
}

interface Deps {
  db: Db;
  users: UsersRepository;
  auth: AuthRepository;
  consent: ConsentRepository;
  accessTokens: AccessTokens;
  clock: Clock;
  limit: RateLimiter;
  limits: AuthLimits;
  /** Moves a guest's conversation into a new account, inside the registration's transaction. */
  claimGuestConversation?: (tx: Db, guestSessionId: string, userId: number) => Promise<void>;
}

export function createAuthService(deps: Deps) {
  const { db, users, auth, consent, accessTokens, clock, limit, limits } = deps;
  const { claimGuestConversation } = deps;

  async function issueSession(userId: number, persistent: boolean, tx: Db = db) {
    const token = randomToken();
    const expiresAt = addMs(
      clock.now(),
      persistent ? REFRESH_TTL_PERSISTENT_MS : REFRESH_TTL_SESSION_MS,
    );
    const row = await auth.insertRefreshToken(
      { userId, tokenHash: sha256(token), expiresAt, persistent },
      tx,
    );
    return { row, token, expiresAt };
  }

  return {
    async register(body: RegisterInput, meta: ClientMeta) {
      await limit('register:ip', meta.ip, limits.registerPerIp, 'auth.register_rate_limited');
      if (await users.findByEmail(body.email)) throw conflict('auth.email_taken');
      const passwordHash = await hashPassword(body.password);
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const row = await users.insert(
            {
              username: body.email,
              email: body.email,
              password: passwordHash,
              firstName: body.firstName,
              lastName: body.lastName,
              // D2: nothing to spend until the address is verified.
              messagesRemaining: 0,
              isVerified: false,
              cguAcceptedAt: now,
              cguAcceptedVia: 'registration',
            },
            tx,
          );
          await consent.record(
            {
              userId: row.id,
              action: 'registration',
              ipAddress: meta.ip,
              userAgent: meta.userAgent,
            },
            tx,
          );
          if (body.guestSessionId && claimGuestConversation) {
            await claimGuestConversation(tx, body.guestSessionId, row.id);
          }
          const refresh = await issueSession(row.id, false, tx);
          return {
            user: toSessionUser(row),
            accessToken: await accessTokens.sign(row.id),
            refresh: { token: refresh.token, persistent: false, expiresAt: refresh.expiresAt },
          };
        });
      } catch (error) {
        // Two sign-ups with one address at the same instant: the constraint decides.
        if (isUniqueViolation(error)) throw conflict('auth.email_taken');
        throw error;
      }
    },

    async login(body: LoginBody, meta: ClientMeta) {
      await limit('login:ip', meta.ip, limits.loginPerIp, 'auth.login_rate_limited');
      await limit(
        'login:account',
        body.username,
        limits.loginPerAccount,
        'auth.login_rate_limited',
      );
      const row = await users.findByEmail(body.username);
      const valid = await verifyPassword(row?.password ?? null, body.password);
      if (!row || !valid) throw unauthorized('auth.invalid_credentials');
      const persistent = body.rememberMe === true;
      const refresh = await issueSession(row.id, persistent);
      return {
        user: toSessionUser(row),
        accessToken: await accessTokens.sign(row.id),
        refresh: { token: refresh.token, persistent, expiresAt: refresh.expiresAt },
      };
    },

    async refresh(rawToken: string | undefined, meta: ClientMeta): Promise<IssuedSession> {
      await limit('refresh:ip', meta.ip, limits.refreshPerIp);
      if (!rawToken) throw unauthorized('auth.refresh_missing');
      const current = await auth.findRefreshTokenByHash(sha256(rawToken));
      const now = clock.now();
      if (!current || current.expiresAt <= now) throw unauthorized('auth.refresh_invalid');

      const withinGrace = () =>
        current.replacedById !== null &&
        current.revokedAt !== null &&
        now.getTime() - current.revokedAt.getTime() <= ROTATION_GRACE_MS;

      if (current.revoked) {
        if (withinGrace()) return { accessToken: await accessTokens.sign(current.userId) };
        if (current.replacedById !== null) {
          // A rotated token came back after the grace: someone else holds a copy.
          await auth.revokeAllRefreshTokens(current.userId, now);
          throw unauthorized('auth.refresh_reused');
        }
        throw unauthorized('auth.refresh_invalid');
      }

      const rotated = await db
        .transaction(async (tx) => {
          const successor = await issueSession(current.userId, current.persistent, tx);
          const won = await auth.markRotated(current.id, successor.row.id, now, tx);
          if (!won) throw new RotationLost();
          return successor;
        })
        .catch((error: unknown) => {
          if (error instanceof RotationLost) return null;
          throw error;
        });
      const accessToken = await accessTokens.sign(current.userId);
      // A parallel request rotated it first: the browser gets that successor from it.
      if (!rotated) return { accessToken };
      return {
        accessToken,
        refresh: {
          token: rotated.token,
          persistent: current.persistent,
          expiresAt: rotated.expiresAt,
        },
      };
    },

    async logout(claims: AccessClaims | null, rawRefreshToken: string | undefined) {
      const now = clock.now();
      if (claims) await auth.revokeAccessToken(claims.jti, claims.expiresAt);
      if (rawRefreshToken) await auth.revokeRefreshToken(sha256(rawRefreshToken), now);
      await auth.purgeExpired(now);
      return { redirect: '/auth' };
    },

    /** A new session for a user proven by other means (a magic link, a password link). */
    async startSession(userId: number) {
      const refresh = await issueSession(userId, false);
      return {
        accessToken: await accessTokens.sign(userId),
        refresh: { token: refresh.token, persistent: false, expiresAt: refresh.expiresAt },
      };
    },

    async me(userId: number): Promise<SessionUser> {
      const row = await users.findById(userId);
      if (!row) throw unauthorized('auth.invalid_token');
      return toSessionUser(row);
    },
  };
}

class RotationLost extends Error {}

export type AuthService = ReturnType<typeof createAuthService>;
