import { and, asc, count, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rawStatement } from '../../db/prepared.js';
import { rawRows } from '../../db/raw-rows.js';
import { conversations, messages } from './conversations.tables.js';
import { MARK_END, MARK_START } from './history-search.js';
import { spendStep } from '../balance/balance.service.js';

/** ts_headline marks every hit of the whole message; history-search.ts cuts the excerpt. */
const HEADLINE_OPTIONS = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`;

export interface HistorySearch {
  /** A tsquery made by toPrefixQuery (history-search.ts); null to search by date alone. */
  tsquery: string | null;
  since?: Date;
  before?: Date;
  limit: number;
}

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/**
 * The columns a message of an exchange has in both tables that keep them (a
 * customer's here, a guest's in guest.repository), as a raw statement names them.
 */
export interface RawExchangeMessage {
  id: number;
  content: string;
  is_user: boolean;
  status: string;
  care: boolean;
  created_at: Date | string;
}

/** Those columns as the rows of either table name them. */
export const fromRawExchangeMessage = (row: RawExchangeMessage) => ({
  id: Number(row.id),
  content: row.content,
  isUser: row.is_user,
  status: row.status,
  care: row.care,
  createdAt: new Date(row.created_at),
});

type RawMessageRow = RawExchangeMessage & { conversation_id: number };

const fromRawMessage = (row: RawMessageRow): MessageRow => ({
  ...fromRawExchangeMessage(row),
  conversationId: Number(row.conversation_id),
});

const placeholder = sql.placeholder;

/** A reply as an exchange is closed with it, a customer's or a guest's. */
export type StoredReply = {
  content: string;
  status: 'complete' | 'interrupted';
  care: boolean;
};

/**
 * Stores a reply and closes its exchange (closeWithReply): the user's
 * message leaves 'pending', the reply is added, the conversation moves up.
 */
const closeWithReplyStatement = rawStatement<StoredReply & { userMessageId: number }>(
  () => sql`
    with closed as (
      update ${messages} set status = 'complete'
      where id = ${placeholder('userMessageId')} and status = 'pending'
      returning conversation_id
    ), reply as (
      insert into ${messages} (conversation_id, content, is_user, status, care)
      select conversation_id, ${placeholder('content')}::text, false,
        ${placeholder('status')}::text, ${placeholder('care')}::boolean
      from closed
      returning id, conversation_id, content, is_user, status, care, created_at
    ), touched as (
      update ${conversations} set updated_at = reply.created_at
      from reply where ${conversations.id} = reply.conversation_id
    )
    select * from reply`,
);

type StoreValues = {
  conversationId: number;
  content: string;
  summary: string | null;
  title: string | null;
  /** An ISO date. */
  careUntil: string | null;
  /** Marks the conversation as a minor's (it stays marked). */
  minor: boolean;
};

/**
 * Stores a person's message (storeUserMessage) after the `taken` step,
 * records `recorded`; `stored` says whether the message may be stored.
 */
const storeMessageSql = (taken: SQL, stored: SQL, recorded: SQL) => sql`
  with taken as (${taken}),
  message as (
    insert into ${messages} (conversation_id, content, is_user, status)
    select ${placeholder('conversationId')}::integer, ${placeholder('content')}::text, true, 'pending'
    where ${stored}
    returning id, conversation_id, content, is_user, status, care, created_at
  ),
  recorded as (${recorded}),
  touched as (
    update ${conversations}
    set updated_at = message.created_at,
      summary = ${placeholder('summary')}::text,
      title = coalesce(${placeholder('title')}::text, ${conversations.title}),
      care_until = coalesce(${placeholder('careUntil')}::timestamptz, ${conversations.careUntil}),
      minor = ${conversations.minor} or ${placeholder('minor')}::boolean
    from message where ${conversations.id} = message.conversation_id
  )
  select message.*, (select messages_remaining from taken) as messages_remaining from message`;

/** Paid for by one message of the balance, unless `free` allows it without. */
const storeChargedStatement = rawStatement<StoreValues & { userId: number; free: boolean }>(() => {
  const step = spendStep(placeholder('userId'));
  return storeMessageSql(
    step.take,
    sql`${placeholder('free')}::boolean or exists (select 1 from taken)`,
    step.record(sql`taken`, sql`message`),
  );
});

/** Not paid for (a message answered by the care layer, a plan without a quota). */
const storeFreeStatement = rawStatement<StoreValues>(() =>
  storeMessageSql(
    sql`select null::integer as messages_remaining where false`,
    sql`true`,
    sql`select null where false`,
  ),
);

export function createConversationsRepository({ db }: { db: Db }) {
  return {
    listByUser(userId: number): Promise<ConversationRow[]> {
      return db
        .select()
        .from(conversations)
        .where(eq(conversations.userId, userId))
        .orderBy(desc(conversations.createdAt), desc(conversations.id));
    },

    /** A whole conversation brought in from elsewhere (a guest's, at registration), kept as it was. */
    async importConversation(
      tx: Db,
      values: {
        userId: number;
        title: string;
        summary: string | null;
        messages: ReadonlyArray<{
          content: string;
          isUser: boolean;
          createdAt: Date;
          status?: 'complete' | 'interrupted';
        }>;
      },
    ): Promise<number> {
      const first = values.messages[0]!;
      const last = values.messages.at(-1)!;
      const [conversation] = await tx
        .insert(conversations)
        .values({
          userId: values.userId,
          title: values.title,
          summary: values.summary,
          createdAt: first.createdAt,
          updatedAt: last.createdAt,
        })
        .returning({ id: conversations.id });
      await tx
        .insert(messages)
        .values(values.messages.map((m) => ({ ...m, conversationId: conversation!.id })));
      return conversation!.id;
    },

    /**
     * The person's messages that match, newest first, across all their
     * consultations: French full-text search on accent-folded text (migration
     * 0006, index messages_search_idx), with each hit marked.
     */
    search(userId: number, search: HistorySearch) {
      const query = search.tsquery
        ? sql`to_tsquery('french'::regconfig, search_fold(${search.tsquery}))`
        : null;
      const conditions: SQL[] = [eq(conversations.userId, userId), ne(messages.status, 'pending')];
      if (query)
        conditions.push(
          sql`to_tsvector('french'::regconfig, search_fold(${messages.content})) @@ ${query}`,
        );
      if (search.since) conditions.push(gte(messages.createdAt, search.since));
      if (search.before) conditions.push(lt(messages.createdAt, search.before));
      return db
        .select({
          messageId: messages.id,
          conversationId: messages.conversationId,
          title: conversations.title,
          isUser: messages.isUser,
          createdAt: messages.createdAt,
          content: messages.content,
          marked: query
            ? sql<string>`ts_headline('french'::regconfig, search_fold(${messages.content}), ${query}, ${HEADLINE_OPTIONS})`
            : sql<null>`null`,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(...conditions))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(search.limit);
    },

    async rename(id: number, userId: number, title: string): Promise<ConversationRow | undefined> {
      const [row] = await db
        .update(conversations)
        .set({ title })
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
        .returning();
      return row;
    },

    async create(userId: number): Promise<ConversationRow> {
      const [row] = await db.insert(conversations).values({ userId }).returning();
      return row!;
    },

    /** Care mode until `careUntil`: the provider's second opinion saw a risk (D21). */
    async setCareUntil(id: number, careUntil: Date, tx: Db = db): Promise<void> {
      await tx.update(conversations).set({ careUntil }).where(eq(conversations.id, id));
    },

    /** Only the owner's conversation: anyone else's does not exist for them. */
    async findOwned(id: number, userId: number, tx: Db = db): Promise<ConversationRow | undefined> {
      const [row] = await tx
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
        .limit(1);
      return row;
    },

    async deleteOwned(id: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
        .returning({ id: conversations.id });
      return rows.length === 1;
    },

    /** `offset` counts back from the newest message; the page is returned oldest first. */
    async page(conversationId: number, limit: number, offset: number) {
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select()
          .from(messages)
          .where(eq(messages.conversationId, conversationId))
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count() })
          .from(messages)
          .where(eq(messages.conversationId, conversationId)),
      ]);
      return { messages: rows.reverse(), total: Number(total) };
    },

    /**
     * User messages still waiting for a reply since before `cutoff`, locked
     * for this transaction (another process recovering at once skips them).
     */
    stalePendingMessages(cutoff: Date, tx: Db) {
      return tx
        .select({
          id: messages.id,
          conversationId: messages.conversationId,
          userId: conversations.userId,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(messages.status, 'pending'), lt(messages.createdAt, cutoff)))
        .orderBy(asc(messages.id))
        .limit(500)
        .for('update', { of: messages, skipLocked: true });
    },

    /**
     * Stores a reply and closes its exchange in one statement (one round trip,
     * atomic without a transaction of its own): the user's message leaves
     * 'pending', the reply is added, the conversation moves up. Undefined when
     * the exchange was no longer pending (the recovery closed it).
     */
    async closeWithReply(
      userMessageId: number,
      reply: StoredReply,
      tx: Db = db,
    ): Promise<MessageRow | undefined> {
      const result = await closeWithReplyStatement(tx, { ...reply, userMessageId });
      const [row] = rawRows<RawMessageRow>(result);
      return row && fromRawMessage(row);
    },

    /** Removes a user message whose reply never came; false when it was no longer pending. */
    async deletePendingMessage(id: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .delete(messages)
        .where(and(eq(messages.id, id), eq(messages.status, 'pending')))
        .returning({ id: messages.id });
      return rows.length === 1;
    },

    /**
     * Stores the person's message, pending its reply, pays for it and moves
     * the conversation up, in one statement (one round trip, atomic without a
     * transaction; issue 12). With `charge`, one message of the customer's
     * balance pays for it: it is stored only if one was taken, unless `free`
     * allows it without; undefined when nothing was stored.
     */
    async storeUserMessage(input: {
      conversationId: number;
      content: string;
      summary: string | null;
      /** The first message names the conversation. */
      title?: string;
      careUntil?: Date;
      minor?: boolean;
      charge: { userId: number; free: boolean } | null;
    }): Promise<{ message: MessageRow; messagesRemaining: number | null } | undefined> {
      const { charge } = input;
      const values = {
        conversationId: input.conversationId,
        content: input.content,
        summary: input.summary,
        title: input.title ?? null,
        careUntil: input.careUntil?.toISOString() ?? null,
        minor: input.minor ?? false,
      };
      const result = await (charge
        ? storeChargedStatement(db, { ...values, userId: charge.userId, free: charge.free })
        : storeFreeStatement(db, values));
      const [row] = rawRows<RawMessageRow & { messages_remaining: number | null }>(result);
      if (!row) return undefined;
      const left = row.messages_remaining;
      return {
        message: fromRawMessage(row),
        messagesRemaining: left === null ? null : Number(left),
      };
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
