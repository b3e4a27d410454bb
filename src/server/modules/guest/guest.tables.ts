import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  exchangeMessageRules,
  exchangeMessageColumns,
} from '../conversations/conversations.tables.js';
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
    ...exchangeMessageColumns(),
    sessionId: text('session_id')
      .notNull()
      .references(() => guestSessions.id, { onDelete: 'cascade' }),
    charged: boolean('charged').notNull().default(false),
  },
  (t) => [
    index('guest_messages_session_created_idx').on(t.sessionId, t.createdAt, t.id),
    ...exchangeMessageRules('guest_messages', t),
  ],
);
