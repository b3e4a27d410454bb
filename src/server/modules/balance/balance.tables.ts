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
import { users } from '../users/users.tables.js';

/** Why a balance moved: every change to it writes one of these (ADR 009). */
export const LEDGER_REASONS = [
  /** The balance an account had when the ledger began (migration 0002). */
  'opening_balance',
  /** D1: the free messages of the first e-mail verification. */
  'verification_gift',
  /** A message sent (−1) … */
  'message',
  /** … and given back (+1): the reply failed, was cut short by us, or a crash. */
  'refund',
  /** A paid plan's allowance: the first payment, or a plan change (D9: replaced, not added). */
  'plan_allowance',
  /** A paid renewal: the allowance is set again, never added (D9). */
  'renewal',
  /** D10: the special offer's 10 messages. */
  'special_offer',
  /** The paid period ended without renewal: its messages do not carry over (D9). */
  'subscription_ended',
  /** A correction by an operator (or a test harness shaping an account). */
  'adjustment',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

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
