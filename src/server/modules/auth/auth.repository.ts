import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../users/users.tables.js';
import type { AccessClaims } from './access-tokens.js';
import { refreshTokens, revokedTokens, sessionHandoffs } from './auth.tables.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export function createAuthRepository({ db }: { db: Db }) {
  return {
    async insertRefreshToken(
      values: { userId: number; tokenHash: string; expiresAt: Date; persistent: boolean },
      tx: Db = db,
    ): Promise<RefreshTokenRow> {
      const [row] = await tx.insert(refreshTokens).values(values).returning();
      return row!;
    },

    async findRefreshTokenByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    async findRefreshTokenById(id: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
      return row;
    },

    /** Marks a live token as rotated; false when a parallel request already did. */
    async markRotated(id: string, successorId: string, at: Date, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(refreshTokens)
        .set({ revoked: true, revokedAt: at, replacedById: successorId })
        .where(and(eq(refreshTokens.id, id), eq(refreshTokens.revoked, false)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async revokeRefreshToken(tokenHash: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revoked: true, revokedAt: at })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), eq(refreshTokens.revoked, false)));
    },

    async revokeAllRefreshTokens(userId: number, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revoked: true, revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.revoked, false)));
    },

    async revokeAccessToken(jti: string, expiresAt: Date): Promise<void> {
      await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
    },

    /**
     * Whether an access token still opens its session, in one query: the
     * account exists, every session was not ended since (session version) and
     * this token was not logged out.
     */
    async isSessionLive(claims: AccessClaims): Promise<boolean> {
      const [row] = await db
        .select({
          sessionVersion: users.sessionVersion,
          revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.jti})`,
        })
        .from(users)
        .where(eq(users.id, claims.userId));
      return row !== undefined && !row.revoked && row.sessionVersion === claims.sessionVersion;
    },

    /** Revocations and refresh tokens past their expiry protect nothing any more. */
    async purgeExpired(now: Date): Promise<void> {
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
      await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
      await db.delete(sessionHandoffs).where(lt(sessionHandoffs.expiresAt, now));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
