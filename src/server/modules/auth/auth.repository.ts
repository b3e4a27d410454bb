import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { magicTokens, refreshTokens, revokedTokens, sessionHandoffs } from './auth.tables.js';

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

    /** Revocations, refresh tokens, hand-offs and log-in links past their use protect nothing any more. */
    async purgeExpired(now: Date): Promise<void> {
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
      await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
      await db.delete(sessionHandoffs).where(lt(sessionHandoffs.expiresAt, now));
      await db
        .delete(magicTokens)
        .where(or(lt(magicTokens.expiresAt, now), eq(magicTokens.used, true)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
