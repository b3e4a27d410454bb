import { and, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { magicTokens, refreshTokens, revokedTokens, sessionHandoffs } from './auth.tables.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** A live session as its owner sees it in the profile. */
export interface SessionRow {
  sessionId: string;
  userAgent: string | null;
  startedAt: Date;
  /** The last login or refresh: an access token lives 15 minutes, so this is never older than that. */
  lastUsedAt: Date;
}

export function createAuthRepository({ db }: { db: Db }) {
  return {
    async insertRefreshToken(
      values: {
        userId: number;
        tokenHash: string;
        expiresAt: Date;
        persistent: boolean;
        /** Absent for a new session; a rotation passes its session on. */
        sessionId?: string;
        userAgent: string | null;
      },
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

    async revokeAllRefreshTokens(userId: number, at: Date, tx: Db = db): Promise<void> {
      await tx
        .update(refreshTokens)
        .set({ revoked: true, revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.revoked, false)));
    },

    async revokeAccessToken(jti: string, expiresAt: Date, tx: Db = db): Promise<void> {
      await tx.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
    },

    /** The user's sessions that can still be renewed, the most recently used first. */
    async liveSessions(userId: number, now: Date): Promise<SessionRow[]> {
      const lastUsedAt = sql<Date>`max(${refreshTokens.createdAt})`.mapWith(
        refreshTokens.createdAt,
      );
      return db
        .select({
          sessionId: refreshTokens.sessionId,
          // The browser of the newest token: a session follows its device's updates.
          userAgent: sql<
            string | null
          >`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.createdAt} desc))[1]`,
          startedAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
          lastUsedAt,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, userId))
        .groupBy(refreshTokens.sessionId)
        .having(sql`bool_or(not ${refreshTokens.revoked} and ${refreshTokens.expiresAt} > ${now})`)
        .orderBy(desc(lastUsedAt));
    },

    /** Ends the renewals of one session of a user; false when it was not theirs or not live. */
    async revokeSession(userId: number, sessionId: string, at: Date, tx: Db = db) {
      const rows = await tx
        .update(refreshTokens)
        .set({ revoked: true, revokedAt: at })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            eq(refreshTokens.sessionId, sessionId),
            eq(refreshTokens.revoked, false),
            gt(refreshTokens.expiresAt, at),
          ),
        )
        .returning({ id: refreshTokens.id });
      return rows.length > 0;
    },

    /** Ends the renewals of every session of a user but one. */
    async revokeOtherSessions(userId: number, keptSessionId: string, at: Date, tx: Db = db) {
      await tx
        .update(refreshTokens)
        .set({ revoked: true, revokedAt: at })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            ne(refreshTokens.sessionId, keptSessionId),
            eq(refreshTokens.revoked, false),
          ),
        );
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
