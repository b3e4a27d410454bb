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

/** Guest sessions live on the server (D10): the browser only holds the id. */
export const guestSessions = pgTable(
  'guest_sessions',
  {
    id: text('id').primaryKey(),
    ipAddress: text('ip_address').notNull(),
    messagesRemaining: integer('messages_remaining').notNull().default(3),
    /** Set when a registration or a purchase took the conversation over. */
    claimedByUserId: integer('claimed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Care mode, as for customers' conversations. */
    careUntil: timestamp('care_until', { withTimezone: true }),
    /** The visitor said they are a minor: they keep the minors' path (issue 36). */
    minor: boolean('minor').notNull().default(false),
    /**
     * When the session was counted against its address's daily cap (D10): at
     * its first ordinary message. Null for a session a care message opened,
     * which passes the cap (D15) but is counted once it is used for readings.
     */
    countedAt: timestamp('counted_at', { withTimezone: true }).defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guest_sessions_ip_counted_idx').on(t.ipAddress, t.countedAt),
    check('guest_sessions_messages_remaining_non_negative', sql`${t.messagesRemaining} >= 0`),
  ],
);

export const guestMessages = pgTable(
  'guest_messages',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => guestSessions.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isUser: boolean('is_user').notNull(),
    /** As for customers' messages: 'pending' until the reply is stored. */
    status: text('status').notNull().default('complete'),
    charged: boolean('charged').notNull().default(false),
    /** A reply written by the care layer: shown as a help card. */
    care: boolean('care').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guest_messages_session_created_idx').on(t.sessionId, t.createdAt, t.id),
    check(
      'guest_messages_status_known',
      sql`${t.status} in ('pending', 'complete', 'interrupted')`,
    ),
    index('guest_messages_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
