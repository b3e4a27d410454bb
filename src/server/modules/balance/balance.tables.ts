import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LEDGER_REASONS } from '#shared/ledger.js';
import { users } from '../users/users.tables.js';

/** The messages a customer can still send: the fast path, always equal to the ledger's sum. */
export const messageBalances = pgTable(
  'message_balances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    messagesRemaining: integer('messages_remaining').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('message_balances_non_negative', sql`${t.messagesRemaining} >= 0`)],
);

/** Every movement of a balance, written in the same transaction as the movement. */
export const messageLedger = pgTable(
  'message_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    /** The message a 'message' or 'refund' row is about (no foreign key: conversations can go). */
    messageId: integer('message_id'),
    /** The invoice, checkout session or event that caused the movement. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_ledger_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // A message is spent once and refunded once, whatever retries or recoveries do.
    uniqueIndex('message_ledger_message_reason_uq')
      .on(t.messageId, t.reason)
      .where(sql`${t.messageId} is not null`),
    // An invoice or a payment credits once, however often its event arrives.
    uniqueIndex('message_ledger_reference_reason_uq')
      .on(t.userId, t.reason, t.reference)
      .where(sql`${t.reference} is not null`),
    check(
      'message_ledger_reason_known',
      sql`${t.reason} in (${sql.raw(LEDGER_REASONS.map((r) => `'${r}'`).join(', '))})`,
    ),
  ],
);
