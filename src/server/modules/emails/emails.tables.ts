import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

export const ONE_TIME_TOKEN_PURPOSES = [
  'email_verification',
  'password_reset',
  'email_change_revert',
] as const;

/** Links sent by e-mail (verification, password, undoing an e-mail change): hashed, single use, expiring. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    conversationId: integer('conversation_id'),
    /** What the link restores: the previous address, for « ce n'était pas moi » after an e-mail change. */
    previousEmail: text('previous_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Outgoing mail: the embedded mailer's store, and the retry queue of the SMTP one. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    /**
     * The account the mail was written for, even at an address it has left
     * (the notice of an address change): its mails go with it (D12).
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** pending, sent, failed, or stored (kept by the embedded outbox, never sent). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_outbox_status_next_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_user_idx').on(t.userId),
    index('email_outbox_created_idx').on(t.createdAt),
  ],
);
