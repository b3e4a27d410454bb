import { and, asc, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { guestMessages, guestSessions } from './guest.tables.js';

export type GuestSessionRow = typeof guestSessions.$inferSelect;
export type GuestMessageRow = typeof guestMessages.$inferSelect;

export function createGuestRepository({ db }: { db: Db }) {
  return {
    async findSession(id: string, tx: Db = db): Promise<GuestSessionRow | undefined> {
      const [row] = await tx.select().from(guestSessions).where(eq(guestSessions.id, id)).limit(1);
      return row;
    },

    /** Serialises new guest sessions from one address until the transaction ends. */
    async lockAddress(ipAddress: string, tx: Db): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`guest-ip:${ipAddress}`}))`);
    },

    async countSessionsFromIpSince(ipAddress: string, since: Date, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(guestSessions)
        .where(and(eq(guestSessions.ipAddress, ipAddress), gte(guestSessions.createdAt, since)));
      return Number(row?.n ?? 0);
    },

    /** Creates the session, or finds the one a parallel first message just created. */
    async createSession(id: string, ipAddress: string, tx: Db = db): Promise<GuestSessionRow> {
      await tx.insert(guestSessions).values({ id, ipAddress }).onConflictDoNothing();
      const [row] = await tx.select().from(guestSessions).where(eq(guestSessions.id, id));
      return row!;
    },

    /** Takes one free message, atomically; null when none is left or the session was claimed. */
    async spend(id: string, tx: Db): Promise<number | null> {
      const [row] = await tx
        .update(guestSessions)
        .set({ messagesRemaining: sql`${guestSessions.messagesRemaining} - 1` })
        .where(
          and(
            eq(guestSessions.id, id),
            gt(guestSessions.messagesRemaining, 0),
            isNull(guestSessions.claimedByUserId),
          ),
        )
        .returning({ messagesRemaining: guestSessions.messagesRemaining });
      return row?.messagesRemaining ?? null;
    },

    async refund(id: string, tx: Db): Promise<void> {
      await tx
        .update(guestSessions)
        .set({ messagesRemaining: sql`${guestSessions.messagesRemaining} + 1` })
        .where(eq(guestSessions.id, id));
    },

    messages(sessionId: string, tx: Db = db): Promise<GuestMessageRow[]> {
      return tx
        .select()
        .from(guestMessages)
        .where(eq(guestMessages.sessionId, sessionId))
        .orderBy(asc(guestMessages.createdAt), asc(guestMessages.id));
    },

    async recentMessages(sessionId: string, max: number, tx: Db): Promise<GuestMessageRow[]> {
      const rows = await tx
        .select()
        .from(guestMessages)
        .where(eq(guestMessages.sessionId, sessionId))
        .orderBy(desc(guestMessages.createdAt), desc(guestMessages.id))
        .limit(max);
      return rows.reverse();
    },

    async insertMessage(
      values: { sessionId: string; content: string; isUser: boolean },
      tx: Db = db,
    ): Promise<GuestMessageRow> {
      const [row] = await tx.insert(guestMessages).values(values).returning();
      return row!;
    },

    async deleteMessage(id: number, tx: Db): Promise<void> {
      await tx.delete(guestMessages).where(eq(guestMessages.id, id));
    },

    /** Marks the session as taken over by an account: it can no longer be used as a guest. */
    async markClaimed(id: string, userId: number, tx: Db): Promise<boolean> {
      const rows = await tx
        .update(guestSessions)
        .set({ claimedByUserId: userId, messagesRemaining: 0 })
        .where(and(eq(guestSessions.id, id), isNull(guestSessions.claimedByUserId)))
        .returning({ id: guestSessions.id });
      return rows.length === 1;
    },
  };
}

export type GuestRepository = ReturnType<typeof createGuestRepository>;
