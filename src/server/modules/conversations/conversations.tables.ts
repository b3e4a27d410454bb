import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
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

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
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
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt, t.id),
    check('messages_status_known', sql`${t.status} in ('pending', 'complete', 'interrupted')`),
    index('messages_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    // Every send counts the conversation's care answers (send-context.read.ts): from the
    // few rows of this index, not from every message of a long conversation (issue 12).
    index('messages_care_idx')
      .on(t.conversationId)
      .where(sql`${t.care}`),
  ],
);
