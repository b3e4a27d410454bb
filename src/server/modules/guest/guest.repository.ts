import { and, asc, count, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { WINDOW } from '#shared/care/index.js';
import { GUEST_FREE_MESSAGES } from '#shared/plans.js';
import type { Db } from '../../db/client.js';
import { preparedQuery, rawStatement } from '../../db/prepared.js';
import { rawRows } from '../../db/raw-rows.js';
import {
  fromRawExchangeMessage,
  type RawExchangeMessage,
  type StoredReply,
} from '../conversations/conversations.repository.js';
import { guestMessages, guestSessions } from './guest.tables.js';

export type GuestSessionRow = typeof guestSessions.$inferSelect;
export type GuestMessageRow = typeof guestMessages.$inferSelect;

type RawGuestMessageRow = RawExchangeMessage & { session_id: string; charged: boolean };

const fromRawGuestMessage = (row: RawGuestMessageRow): GuestMessageRow => ({
  ...fromRawExchangeMessage(row),
  sessionId: row.session_id,
  charged: row.charged,
});

const placeholder = sql.placeholder;

/** Takes one free message and stores the guest's message as pending (spendAndStore). */
const spendAndStoreStatement = rawStatement<{ sessionId: string; content: string }>(
  () => sql`
    with taken as (
      update ${guestSessions} set messages_remaining = messages_remaining - 1
      where id = ${placeholder('sessionId')} and messages_remaining > 0
        and claimed_by_user_id is null
      returning messages_remaining
    ),
    message as (
      insert into ${guestMessages} (session_id, content, is_user, status, charged)
      select ${placeholder('sessionId')}::text, ${placeholder('content')}::text, true, 'pending', true
      from taken
      returning id, session_id, content, is_user, status, charged, care, created_at
    )
    select message.*, taken.messages_remaining from message, taken`,
);

/** Marks the pending message answered and stores its reply (closeWithReply). */
const closeWithReplyStatement = rawStatement<StoredReply & { userMessageId: number }>(
  () => sql`
    with closed as (
      update ${guestMessages} set status = 'complete'
      where id = ${placeholder('userMessageId')} and status = 'pending'
      returning session_id
    )
    insert into ${guestMessages} (session_id, content, is_user, status, care)
    select session_id, ${placeholder('content')}::text, false,
      ${placeholder('status')}::text, ${placeholder('care')}::boolean
    from closed
    returning id, session_id, content, is_user, status, charged, care, created_at`,
);

const ofSession = sql`${guestMessages.sessionId} = ${guestSessions.id}`;

/**
 * What a guest's send reads before it writes (sendContext), in one round trip
 * on one connection, planned once per connection (issue 12): the session, its
 * latest messages, oldest first, and the care answers it was given.
 */
const sendContextQuery = preparedQuery((db) =>
  db
    .select({
      session: guestSessions,
      careReplies:
        sql<number>`(select count(*) from ${guestMessages} where ${ofSession} and ${guestMessages.care})`.mapWith(
          Number,
        ),
      recentMessages: sql<Array<{
        content: string;
        isUser: boolean;
      }> | null>`(select json_agg(json_build_object('content', recent.content, 'isUser', recent.is_user) order by recent.created_at, recent.id) from (select ${guestMessages.content}, ${guestMessages.isUser}, ${guestMessages.createdAt}, ${guestMessages.id} from ${guestMessages} where ${ofSession} order by ${guestMessages.createdAt} desc, ${guestMessages.id} desc limit ${placeholder('max')}) as recent)`,
    })
    .from(guestSessions)
    .where(eq(guestSessions.id, placeholder('sessionId')))
    .prepare('guest_send_context'),
);

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

    /** Sessions counted against the address's cap since `since` (D10; countedAt). */
    async countSessionsFromIpSince(ipAddress: string, since: Date, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(guestSessions)
        .where(and(eq(guestSessions.ipAddress, ipAddress), gte(guestSessions.countedAt, since)));
      return Number(row?.n ?? 0);
    },

    /** Counts against its address's cap a session a care message opened, now that it is used. */
    async markCounted(id: string, now: Date, tx: Db): Promise<void> {
      await tx
        .update(guestSessions)
        .set({ countedAt: now })
        .where(and(eq(guestSessions.id, id), isNull(guestSessions.countedAt)));
    },

    async setMinor(id: string, tx: Db): Promise<void> {
      await tx.update(guestSessions).set({ minor: true }).where(eq(guestSessions.id, id));
    },

    /**
     * Opens the session with its first free message already taken: one round
     * trip for a first message. Undefined when a parallel first message with
     * the same id opened it first: this message then spends from it as usual.
     */
    async openSpending(
      id: string,
      ipAddress: string,
      now: Date,
      tx: Db,
    ): Promise<number | undefined> {
      const [row] = await tx
        .insert(guestSessions)
        .values({ id, ipAddress, messagesRemaining: GUEST_FREE_MESSAGES - 1, countedAt: now })
        .onConflictDoNothing()
        .returning({ messagesRemaining: guestSessions.messagesRemaining });
      return row?.messagesRemaining;
    },

    /**
     * Creates the session for a care message, or finds the one a parallel first
     * message just created. Not counted against the cap yet (countedAt): a care
     * message passes it (D15), the session's first ordinary message does not.
     */
    async createSession(id: string, ipAddress: string, tx: Db = db): Promise<GuestSessionRow> {
      await tx
        .insert(guestSessions)
        .values({ id, ipAddress, countedAt: null })
        .onConflictDoNothing();
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

    /**
     * Takes one free message and stores the guest's message as pending, in one
     * statement (one round trip, atomic without a transaction; issue 12).
     * Undefined, with nothing stored, when none is left or the session was claimed.
     */
    async spendAndStore(
      sessionId: string,
      content: string,
    ): Promise<{ userMessage: GuestMessageRow; messagesRemaining: number } | undefined> {
      const result = await spendAndStoreStatement(db, { sessionId, content });
      const [row] = rawRows<RawGuestMessageRow & { messages_remaining: number }>(result);
      if (!row) return undefined;
      return {
        userMessage: fromRawGuestMessage(row),
        messagesRemaining: Number(row.messages_remaining),
      };
    },

    async refund(id: string, tx: Db): Promise<number> {
      const [row] = await tx
        .update(guestSessions)
        .set({ messagesRemaining: sql`${guestSessions.messagesRemaining} + 1` })
        .where(eq(guestSessions.id, id))
        .returning({ messagesRemaining: guestSessions.messagesRemaining });
      return row?.messagesRemaining ?? 0;
    },

    messages(sessionId: string, tx: Db = db): Promise<GuestMessageRow[]> {
      return tx
        .select()
        .from(guestMessages)
        .where(eq(guestMessages.sessionId, sessionId))
        .orderBy(asc(guestMessages.createdAt), asc(guestMessages.id));
    },

    /**
     * What a guest's send reads before it stores anything, in one query
     * (sendContextQuery): the session, its latest `max` messages (the model's
     * history; the care layer's window is among them, as every reply follows
     * its message) and its care answers.
     */
    async sendContext(sessionId: string, max: number) {
      const [row] = await sendContextQuery(db).execute({ sessionId, max });
      const recentMessages = row?.recentMessages ?? [];
      const session = row?.session;
      return {
        session,
        recentMessages,
        care: {
          careUntil: session?.careUntil ?? null,
          recentUserMessages: recentMessages
            .filter((message) => message.isUser)
            .map((message) => message.content)
            .slice(-WINDOW),
          careReplies: row?.careReplies ?? 0,
          minor: session?.minor ?? false,
        },
      };
    },

    async setCareUntil(id: string, careUntil: Date, tx: Db): Promise<void> {
      await tx.update(guestSessions).set({ careUntil }).where(eq(guestSessions.id, id));
    },

    async insertMessage(
      values: {
        sessionId: string;
        content: string;
        isUser: boolean;
        status?: 'pending' | 'complete' | 'interrupted';
        charged?: boolean;
        care?: boolean;
      },
      tx: Db = db,
    ): Promise<GuestMessageRow> {
      const [row] = await tx.insert(guestMessages).values(values).returning();
      return row!;
    },

    /** Messages still waiting for a reply since before `cutoff`, locked for this transaction. */
    stalePendingMessages(cutoff: Date, tx: Db) {
      return tx
        .select({
          id: guestMessages.id,
          sessionId: guestMessages.sessionId,
          charged: guestMessages.charged,
        })
        .from(guestMessages)
        .where(and(eq(guestMessages.status, 'pending'), lt(guestMessages.createdAt, cutoff)))
        .orderBy(asc(guestMessages.id))
        .limit(500)
        .for('update', { skipLocked: true });
    },

    /**
     * Closes an exchange: the pending message is marked answered and the reply
     * stored, in one statement. Undefined when the message was no longer
     * pending (the recovery closed it, or it was undone).
     */
    async closeWithReply(
      userMessageId: number,
      reply: StoredReply,
      tx: Db = db,
    ): Promise<GuestMessageRow | undefined> {
      const result = await closeWithReplyStatement(tx, { ...reply, userMessageId });
      const [row] = rawRows<RawGuestMessageRow>(result);
      return row && fromRawGuestMessage(row);
    },

    /** Removes a message whose reply never came; false when it was no longer pending. */
    async deletePendingMessage(id: number, tx: Db): Promise<boolean> {
      const rows = await tx
        .delete(guestMessages)
        .where(and(eq(guestMessages.id, id), eq(guestMessages.status, 'pending')))
        .returning({ id: guestMessages.id });
      return rows.length === 1;
    },

    /** Guest sessions created before `cutoff` with no message since (the 12-month promise). */
    async purgeAbandoned(cutoff: Date): Promise<void> {
      await db
        .delete(guestSessions)
        .where(
          and(
            lt(guestSessions.createdAt, cutoff),
            sql`not exists (select 1 from ${guestMessages} where ${guestMessages.sessionId} = ${guestSessions.id} and ${guestMessages.createdAt} >= ${cutoff})`,
          ),
        );
    },

    /** A guest session that never wrote, taken over by the account its purchase created. */
    async claimForPurchase(id: string, userId: number, tx: Db): Promise<void> {
      await tx
        .insert(guestSessions)
        .values({ id, ipAddress: 'achat', messagesRemaining: 0, claimedByUserId: userId })
        .onConflictDoNothing();
    },

    /** Whether an account took this guest session over (a registration or a purchase). */
    async claimedBy(id: string, tx: Db = db): Promise<number | null> {
      const [row] = await tx
        .select({ userId: guestSessions.claimedByUserId })
        .from(guestSessions)
        .where(eq(guestSessions.id, id));
      return row?.userId ?? null;
    },

    /** The guest exchanges an account took over, with their messages (an account deleted). */
    async deleteClaimedBy(userId: number, tx: Db): Promise<void> {
      await tx.delete(guestSessions).where(eq(guestSessions.claimedByUserId, userId));
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
