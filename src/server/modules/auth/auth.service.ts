import type { LoginInput, RegisterInput } from '#shared/schemas/auth.js';
import type { SessionUser } from '#shared/schemas/user.js';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, isUniqueViolation, unauthorized } from '../../errors.js';
import { addMs, DAY, MINUTE, HOUR, type Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.js';
import type { ConsentRepository } from '../consent/consent.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import { toSessionUser } from '../session-user/session-user.presenter.js';
import { findSessionUser } from '../session-user/session-user.read.js';
import type { AccessClaims, AccessTokens } from './access-tokens.js';
import type { AuthRepository } from './auth.repository.js';
import type { ClientMeta } from './client-meta.js';
import type { Sessions } from './sessions.service.js';
import { findLiveSessionUser } from './session-state.read.js';
import {
  createLoginThrottle,
  DEFAULT_LOGIN_THROTTLE,
  type LoginThrottleLimits,
} from './login-throttle.js';
import type { AddressHolder } from '../users/address-holder.js';
import { hashPassword, verifyPassword } from './passwords.js';

export const REFRESH_TTL_PERSISTENT_MS = 30 * DAY;
export const REFRESH_TTL_SESSION_MS = DAY;
/** Parallel tabs refresh at once: a just-rotated token is honoured this long. */
export const ROTATION_GRACE_MS = 10_000;

export interface AuthLimits {
  login: LoginThrottleLimits;
  registerPerIp: Limit;
  refreshPerIp: Limit;
  logoutPerIp: Limit;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  login: DEFAULT_LOGIN_THROTTLE,
  registerPerIp: { max: 5, windowMs: HOUR },
  refreshPerIp: { max: 120, windowMs: 15 * MINUTE },
  logoutPerIp: { max: 60, windowMs: 15 * MINUTE },
};

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
  sessions: Sessions;
  /** Whose an address is (users/address-holder.ts): an address with a holder is taken. */
  addressHolder: AddressHolder;
  /** Moves a guest's conversation into a new account, inside the registration's transaction. */
  claimGuestConversation?: (
    tx: Db,
    guestSessionId: string,
    userId: number,
  ) => Promise<number | null>;
}

export function createAuthService(deps: Deps) {
  const { db, users, auth, consent, accessTokens, clock, limit, limits, sessions } = deps;
  const { claimGuestConversation } = deps;
  const loginThrottle = createLoginThrottle(limit, limits.login);

  async function sessionUserOf(userId: number, tx: Db = db): Promise<SessionUser> {
    const row = await findSessionUser(tx, userId);
    if (!row) throw unauthorized('auth.invalid_token');
    return toSessionUser(row);
  }

  /** An access token of a session for the user as they are now; null when the account is gone. */
  async function accessTokenFor(userId: number, sessionId: string): Promise<string | null> {
    const user = await users.findById(userId);
    return user ? accessTokens.sign(user.id, user.sessionVersion, sessionId) : null;
  }

  /** A refresh token: of a new session, or of the session a rotation continues. */
  async function issueRefresh(
    userId: number,
    persistent: boolean,
    device: { userAgent: string | null; sessionId?: string },
    tx: Db = db,
  ) {
    const token = randomToken();
    const expiresAt = addMs(
      clock.now(),
      persistent ? REFRESH_TTL_PERSISTENT_MS : REFRESH_TTL_SESSION_MS,
    );
    const row = await auth.insertRefreshToken(
      { userId, tokenHash: sha256(token), expiresAt, persistent, ...device },
      tx,
    );
    return { row, token, expiresAt };
  }

  return {
    async register(body: RegisterInput, meta: ClientMeta) {
      await limit('register:ip', meta.ip, limits.registerPerIp, 'auth.register_rate_limited');
      if ((await deps.addressHolder(body.email)) !== undefined) throw conflict('auth.email_taken');
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
              // D2: nothing to spend until the address is verified (no balance yet is 0).
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
          const refresh = await issueRefresh(row.id, false, meta, tx);
          return {
            user: await sessionUserOf(row.id, tx),
            accessToken: await accessTokens.sign(row.id, row.sessionVersion, refresh.row.sessionId),
            refresh: { token: refresh.token, persistent: false, expiresAt: refresh.expiresAt },
          };
        });
      } catch (error) {
        // Two sign-ups with one address at the same instant: the constraint decides.
        if (isUniqueViolation(error)) throw conflict('auth.email_taken');
        throw error;
      }
    },

    async login(body: LoginInput, meta: ClientMeta) {
      const attempt = await loginThrottle.begin(body.username, meta.ip);
      const row = await users.findByEmail(body.username);
      const valid = await verifyPassword(row?.password ?? null, body.password);
      if (!row || !valid) throw unauthorized('auth.invalid_credentials');
      await attempt.succeeded();
      // Said only to whoever knows the password: a suspension is no one else's business.
      if (row.suspendedAt) throw forbidden('auth.account_suspended');
      const persistent = body.rememberMe === true;
      const refresh = await issueRefresh(row.id, persistent, meta);
      // D19: the guest exchange of this browser becomes a consultation, the one to open.
      const { guestSessionId } = body;
      const conversationId =
        guestSessionId && claimGuestConversation
          ? await db.transaction((tx) => claimGuestConversation(tx, guestSessionId, row.id))
          : null;
      return {
        conversationId,
        user: await sessionUserOf(row.id),
        accessToken: await accessTokens.sign(row.id, row.sessionVersion, refresh.row.sessionId),
        refresh: { token: refresh.token, persistent, expiresAt: refresh.expiresAt },
      };
    },

    async refresh(rawToken: string | undefined, meta: ClientMeta): Promise<IssuedSession> {
      await limit('refresh:ip', meta.ip, limits.refreshPerIp);
      if (!rawToken) throw unauthorized('auth.refresh_missing');
      const current = await auth.findRefreshTokenByHash(sha256(rawToken));
      const now = clock.now();
      if (!current || current.expiresAt <= now) throw unauthorized('auth.refresh_invalid');

      if (current.revoked) {
        if (current.replacedById === null) throw unauthorized('auth.refresh_invalid');
        // Parallel tabs: a just-rotated token is honoured for a few seconds, and only
        // while its successor is alive: after a logout it opens nothing.
        const withinGrace =
          current.revokedAt !== null &&
          now.getTime() - current.revokedAt.getTime() <= ROTATION_GRACE_MS;
        if (withinGrace) {
          const successor = await auth.findRefreshTokenById(current.replacedById);
          const alive = successor && !successor.revoked && successor.expiresAt > now;
          const accessToken = alive
            ? await accessTokenFor(current.userId, current.sessionId)
            : null;
          if (!accessToken) throw unauthorized('auth.refresh_invalid');
          return { accessToken };
        }
        // A rotated token came back after the grace: someone else holds a copy.
        await sessions.endAll(current.userId);
        throw unauthorized('auth.refresh_reused');
      }

      const rotated = await db
        .transaction(async (tx) => {
          const successor = await issueRefresh(
            current.userId,
            current.persistent,
            { userAgent: meta.userAgent, sessionId: current.sessionId },
            tx,
          );
          const won = await auth.markRotated(current.id, successor.row.id, now, tx);
          if (!won) throw new RotationLost();
          return successor;
        })
        .catch((error: unknown) => {
          if (error instanceof RotationLost) return null;
          throw error;
        });
      const accessToken = await accessTokenFor(current.userId, current.sessionId);
      if (!accessToken) throw unauthorized('auth.refresh_invalid');
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

    /** Ends the caller's session: its access token at once, and its renewals. */
    async logout(claims: AccessClaims | null, rawRefreshToken: string | undefined, ip: string) {
      await limit('logout:ip', ip, limits.logoutPerIp);
      const now = clock.now();
      if (claims) {
        await auth.revokeAccessToken(claims.jti, claims.expiresAt);
        // Every access token of the session, not only the one presented (another tab's).
        await sessions.endCurrent(claims);
      }
      if (rawRefreshToken) await auth.revokeRefreshToken(sha256(rawRefreshToken), now);
      return { redirect: '/auth' };
    },

    /** Whose live session a refresh cookie holds, if any. */
    async cookieOwner(rawToken: string | undefined): Promise<number | null> {
      if (!rawToken) return null;
      const row = await auth.findRefreshTokenByHash(sha256(rawToken));
      return row && !row.revoked && row.expiresAt > clock.now() ? row.userId : null;
    },

    /**
     * A new session for a user proven by other means: a link from their
     * mailbox (`mailboxProven`: a magic link, a password link), or a hand-off.
     */
    async startSession(userId: number, userAgent: string | null, mailboxProven = false) {
      const user = await users.findById(userId);
      if (!user) throw unauthorized('auth.invalid_token');
      if (user.suspendedAt) throw forbidden('auth.account_suspended');
      const refresh = await issueRefresh(userId, false, { userAgent });
      const accessToken = await accessTokens.sign(
        user.id,
        user.sessionVersion,
        refresh.row.sessionId,
        mailboxProven,
      );
      return {
        accessToken,
        refresh: { token: refresh.token, persistent: false, expiresAt: refresh.expiresAt },
      };
    },

    /** A user as a new session of theirs sees them (after a hand-off). */
    sessionUser: (userId: number): Promise<SessionUser> => sessionUserOf(userId),

    /** The caller as their session sees them; 401 when the session is no longer live. */
    async me(claims: AccessClaims): Promise<SessionUser> {
      const row = await findLiveSessionUser(db, claims);
      if (!row) throw unauthorized('auth.invalid_token');
      return toSessionUser(row);
    },
  };
}

class RotationLost extends Error {}

export type AuthService = ReturnType<typeof createAuthService>;
