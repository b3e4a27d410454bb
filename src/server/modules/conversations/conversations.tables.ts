import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  type PgColumn,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('Nouvelle consultation'),
    summary: text('summary'),
    /**
     * Care mode (issue 10, ADR 011): until then, every reply of this
     * conversation is careful, never a card, never charged.
     */
    careUntil: timestamp('care_until', { withTimezone: true }),
    /** The person said they are a minor: they keep the minors' path (issue 36). */
    minor: boolean('minor').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversations_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * The columns of a message of an exchange, alike in both tables that keep
 * them (a customer's here, a guest's in guest.tables.ts): the exchange engine
 * (chat/exchange.ts) reads and writes them the same way.
 */
export const exchangeMessageColumns = () => ({
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  isUser: boolean('is_user').notNull(),
  /**
   * A user message is 'pending' until its reply is stored (or the exchange
   * undone): a crash leaves it so, and the recovery job refunds and closes it.
   * 'interrupted' marks a reply cut short (a shutdown, a stream that broke,
   * a stop): its text is what was shown.
   */
  status: text('status').notNull().default('complete'),
  /** A reply written by the care layer: the client shows it as a help card. */
  care: boolean('care').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The status check and the recovery's index (ADR 008) of a table of exchange messages. */
export const exchangeMessageRules = (
  table: string,
  t: { status: PgColumn; createdAt: PgColumn },
) => [
  check(`${table}_status_known`, sql`${t.status} in ('pending', 'complete', 'interrupted')`),
  index(`${table}_pending_idx`)
    .on(t.createdAt)
    .where(sql`${t.status} = 'pending'`),
];

export const messages = pgTable(
  'messages',
  {
    ...exchangeMessageColumns(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt, t.id),
    ...exchangeMessageRules('messages', t),
    // Every send counts the conversation's care answers (send-context.read.ts): from the
    // few rows of this index, not from every message of a long conversation (issue 12).
    index('messages_care_idx')
      .on(t.conversationId)
      .where(sql`${t.care}`),
    // Every send reads the person's latest messages (the topics): the newest rows of
    // this index. Without it the read skipped every reply on the way, or, planned
    // for a short conversation, scanned a long one whole and sorted it (6,000
    // messages: 1.7 ms a read instead of 0.2 ms; send-context.read.test.ts).
    index('messages_user_created_idx')
      .on(t.conversationId, t.createdAt, t.id)
      .where(sql`${t.isUser}`),
  ],
);
