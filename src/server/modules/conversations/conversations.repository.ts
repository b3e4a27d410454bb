import { and, asc, count, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { WINDOW } from '../../../shared/care/index.js';
import type { Db } from '../../db/client.js';
import { conversations, messages } from './conversations.tables.js';
import { MARK_END, MARK_START } from './history-search.js';

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

    /** The newest messages, oldest first: what the model may be shown. */
    async recentMessages(conversationId: number, max: number, tx: Db = db): Promise<MessageRow[]> {
      const rows = await tx
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(max);
      return rows.reverse();
    },

    async userMessageContents(conversationId: number, tx: Db = db): Promise<string[]> {
      const rows = await tx
        .select({ content: messages.content })
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), eq(messages.isUser, true)))
        .orderBy(asc(messages.createdAt), asc(messages.id));
      return rows.map((r) => r.content);
    },

    /**
     * What the care layer reads before any limit (chat/care.ts): the
     * person's latest messages, the care mode, the care answers so far;
     * undefined when the conversation is not this user's.
     */
    async careContext(conversationId: number, userId: number) {
      const conversation = await this.findOwned(conversationId, userId);
      if (!conversation) return undefined;
      const [recent, [{ careReplies } = { careReplies: 0 }]] = await Promise.all([
        db
          .select({ content: messages.content })
          .from(messages)
          .where(and(eq(messages.conversationId, conversationId), eq(messages.isUser, true)))
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(WINDOW),
        db
          .select({ careReplies: count() })
          .from(messages)
          .where(and(eq(messages.conversationId, conversationId), eq(messages.care, true))),
      ]);
      return {
        careUntil: conversation.careUntil,
        recentUserMessages: recent.map((r) => r.content).reverse(),
        careReplies: Number(careReplies),
      };
    },

    async hasAssistantMessage(conversationId: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), eq(messages.isUser, false)))
        .limit(1);
      return row !== undefined;
    },

    async insertMessage(
      values: {
        conversationId: number;
        content: string;
        isUser: boolean;
        status?: 'pending' | 'complete' | 'interrupted';
        /** A care layer's answer (shown as a help card). */
        care?: boolean;
        createdAt?: Date;
      },
      tx: Db = db,
    ): Promise<MessageRow> {
      const [row] = await tx.insert(messages).values(values).returning();
      return row!;
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

    /** Closes an exchange once its reply is stored; false when it was no longer pending. */
    async closeExchange(userMessageId: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(messages)
        .set({ status: 'complete' })
        .where(and(eq(messages.id, userMessageId), eq(messages.status, 'pending')))
        .returning({ id: messages.id });
      return rows.length === 1;
    },

    /** Removes a user message whose reply never came; false when it was no longer pending. */
    async deletePendingMessage(id: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .delete(messages)
        .where(and(eq(messages.id, id), eq(messages.status, 'pending')))
        .returning({ id: messages.id });
      return rows.length === 1;
    },

    async touch(
      id: number,
      changes: { updatedAt: Date; title?: string; summary?: string | null; careUntil?: Date },
      tx: Db = db,
    ): Promise<void> {
      await tx.update(conversations).set(changes).where(eq(conversations.id, id));
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
