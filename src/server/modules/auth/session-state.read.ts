import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { selectSessionUser, type SessionUserRow } from '../session-user/session-user.read.js';
import { users } from '../users/users.tables.js';
import type { AccessClaims } from './access-tokens.js';
import { revokedTokens } from './auth.tables.js';

/**
 * What says whether an access token still opens its session: the account
 * exists, its sessions were not all ended since (session version), and
 * neither this token nor its session was ended (logout, « Déconnecter cet
 * appareil »). One definition for every read that checks it.
 */
export const sessionStateColumns = {
  sessionVersion: users.sessionVersion,
  revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} in (${sql.placeholder('jti')}, ${sql.placeholder('sid')}))`,
};

/** The query's parameters for a token; one without a session id is checked by its jti alone. */
export const stateParams = (claims: AccessClaims) => ({
  userId: claims.userId,
  jti: claims.jti,
  sid: claims.sessionId ?? claims.jti,
});

export function isLive(
  row: { sessionVersion: number; revoked: boolean } | undefined,
  claims: AccessClaims,
): boolean {
  return row !== undefined && !row.revoked && row.sessionVersion === claims.sessionVersion;
}

const sessionState = preparedQuery((db) =>
  db
    .select(sessionStateColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('session_state'),
);

/** The auth guard's check, in one query. A read model (ADR 009): it only reads. */
export async function isSessionLive(db: Db, claims: AccessClaims): Promise<boolean> {
  const [row] = await sessionState(db).execute(stateParams(claims));
  return isLive(row, claims);
}

const liveSessionUser = preparedQuery((db) =>
  selectSessionUser(db, sessionStateColumns)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('live_session_user'),
);

/**
 * GET /api/auth/me, the call every page load makes: the session check and
 * the user in one round trip, instead of the guard's query and then the
 * user's (issue 12). Undefined when the session is not live.
 */
export async function findLiveSessionUser(
  db: Db,
  claims: AccessClaims,
): Promise<SessionUserRow | undefined> {
  const [row] = await liveSessionUser(db).execute(stateParams(claims));
  return isLive(row, claims) ? row : undefined;
}
