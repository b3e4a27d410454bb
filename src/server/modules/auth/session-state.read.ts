import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { users } from '../users/users.tables.js';
import type { AccessClaims } from './access-tokens.js';
import { revokedTokens } from './auth.tables.js';

/**
 * Whether an access token still opens its session, in one query: the account
 * exists, its sessions were not all ended since (session version), and this
 * token was not logged out. A read model (ADR 009): it only reads.
 */
const sessionState = preparedQuery((db) =>
  db
    .select({
      sessionVersion: users.sessionVersion,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('session_state'),
);

export async function isSessionLive(db: Db, claims: AccessClaims): Promise<boolean> {
  const [row] = await sessionState(db).execute({ userId: claims.userId, jti: claims.jti });
  return row !== undefined && !row.revoked && row.sessionVersion === claims.sessionVersion;
}
