import type { SessionList } from '#shared/schemas/account.js';
import type { Db } from '../../db/client.js';
import { notFound, unauthorized } from '../../errors.js';
import { addMs, type Clock } from '../../lib/clock.js';
import type { UsersRepository } from '../users/users.repository.js';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessClaims, type AccessTokens } from './access-tokens.js';
import type { AuthRepository } from './auth.repository.js';
import { deviceLabel } from './device-label.js';

/**
 * A customer's sessions, one per login on a device (the profile's list): see
 * them, end one, end all but the current one (also what a password change
 * does). Ending a session stops its renewals and, through its id in the
 * revocation list, its access tokens at once.
 */
export function createSessions(deps: {
  db: Db;
  auth: AuthRepository;
  users: UsersRepository;
  accessTokens: AccessTokens;
  clock: Clock;
}) {
  const { db, auth, users, accessTokens, clock } = deps;

  /** The current session's id; a token from before sessions had ids cannot manage them. */
  function currentSessionOf(claims: AccessClaims): string {
    if (!claims.sessionId) throw unauthorized('auth.invalid_token');
    return claims.sessionId;
  }

  /**
   * Ends one session of a user: its renewals, and its access tokens at once
   * through its id in the revocation list (kept as long as they could live).
   * False when it was not theirs or no longer live.
   */
  async function revoke(userId: number, sessionId: string, now: Date, tx: Db): Promise<boolean> {
    const ended = await auth.revokeSession(userId, sessionId, now, tx);
    await auth.revokeAccessToken(sessionId, addMs(now, ACCESS_TOKEN_TTL_SECONDS * 1000), tx);
    return ended;
  }

  return {
    async list(claims: AccessClaims): Promise<SessionList> {
      const rows = await auth.liveSessions(claims.userId, clock.now());
      return {
        sessions: rows.map((row) => ({
          id: row.sessionId,
          device: deviceLabel(row.userAgent),
          startedAt: row.startedAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
          current: row.sessionId === claims.sessionId,
        })),
      };
    },

    /** Ends one session of the caller's; 404 for anyone else's or one already ended. */
    async end(claims: AccessClaims, sessionId: string) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        if (!(await revoke(claims.userId, sessionId, now, tx))) {
          throw notFound('auth.session_not_found');
        }
      });
      return { message: 'La session a été fermée.' };
    },

    /** A logout: the caller's own session ends, every access token of it included. */
    async endCurrent(claims: AccessClaims) {
      const { sessionId } = claims;
      if (!sessionId) return;
      await db.transaction((tx) => revoke(claims.userId, sessionId, clock.now(), tx));
    },

    /**
     * Ends every session of a user at once, access tokens included (a
     * password reset, a stolen refresh token, an address taken back): what is
     * issued afterwards is unaffected.
     */
    async endAll(userId: number) {
      await db.transaction(async (tx) => {
        await auth.revokeAllRefreshTokens(userId, clock.now(), tx);
        await users.bumpSessionVersion(userId, tx);
      });
    },

    /**
     * Ends every session of the caller's but the current one, and answers a
     * new access token for it: the session version moves on, which ends the
     * other sessions' access tokens however old they are.
     */
    async endOthers(claims: AccessClaims, tx: Db = db): Promise<string> {
      const sessionId = currentSessionOf(claims);
      await auth.revokeOtherSessions(claims.userId, sessionId, clock.now(), tx);
      await users.bumpSessionVersion(claims.userId, tx);
      const user = await users.findById(claims.userId, tx);
      if (!user) throw unauthorized('auth.invalid_token');
      return accessTokens.sign(user.id, user.sessionVersion, sessionId);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
