import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * A customer's plan and their link to the payment provider (spec §3's
 * subscription fields), written only by the billing module. No row: the free
 * tier, active, never seen by the provider.
 */
export const billingAccounts = pgTable('billing_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tier: text('tier').notNull().default('gratuit'),
  /** 'active', 'pending_cancel' (ends at subscriptionEndDate), 'past_due' (a renewal failed). */
  accountStatus: text('account_status').notNull().default('active'),
  stripeCustomerId: text('stripe_customer_id').unique(),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** When the paid period in progress ends: the next renewal, or the end of a cancelled plan. */
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true }),
  /** A plan change paid for and not yet settled: the subscription that replaces the current one. */
  pendingSubscriptionId: text('pending_subscription_id'),
  /**
   * A lower plan chosen for the renewal (D20): the current plan and its
   * messages stay until `currentPeriodEnd`, then this one starts. Null: none.
   */
  scheduledTier: text('scheduled_tier'),
  /** The scheduled change's own id (what the undo names), also in the subscription's metadata. */
  scheduledChangeId: text('scheduled_change_id'),
  /** When the scheduled plan starts: the end of the period paid for. */
  scheduledChangeAt: timestamp('scheduled_change_at', { withTimezone: true }),
  /**
   * A renewal not paid (D23): 'payment_failed' (declined) or 'action_required'
   * (the bank asks the cardholder to authenticate, PSD2), with the page where
   * the customer settles it. Cleared once the invoice is paid.
   */
  paymentIssue: text('payment_issue'),
  paymentIssueUrl: text('payment_issue_url'),
  /** When the customer's first plan was paid: the 7 € first month of decouverte (D6) is for a first plan only. */
  introOfferUsedAt: timestamp('intro_offer_used_at', { withTimezone: true }),
  /**
   * The last checkout (or embedded subscription) opened at the welcome price: one at a
   * time, so that two tabs cannot both be paid at 7 € (D6).
   */
  introCheckoutId: text('intro_checkout_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Payment events already handled: the webhook's idempotency key (spec §3). */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the webhook handler reads of an event: its id and type, and the id
 * (and customer) of the object it names, whose current state it asks the
 * provider for (ADR 010). Kept for a replay, without the rest of the object.
 */
export interface StoredPaymentEvent {
  id: string;
  type: string;
  created: number;
  data: { object: { id: string; object?: string; customer?: string } };
}

/**
 * Payment events whose effect failed (issue 40), for the operator to see and
 * replay: the event as the handler reads it, the last error and how many
 * deliveries or replays failed. Settled once a delivery or a replay has
 * handled it; kept a while after that, then purged.
 */
export const webhookFailures = pgTable(
  'webhook_failures',
  {
    eventId: text('event_id').primaryKey(),
    type: text('type').notNull(),
    event: jsonb('event').$type<StoredPaymentEvent>().notNull(),
    error: text('error').notNull(),
    attempts: integer('attempts').notNull().default(1),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull().defaultNow(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** 'delivery' (the provider sent it again) or 'replay' (an operator). */
    resolvedBy: text('resolved_by'),
  },
  (t) => [
    index('webhook_failures_last_failed_idx').on(t.lastFailedAt.desc()),
    check(
      'webhook_failures_resolved_by_known',
      sql`${t.resolvedBy} is null or ${t.resolvedBy} in ('delivery', 'replay')`,
    ),
  ],
);

/**
 * Payments received, kept when an account is deleted (D12: French accounting
 * law), detached from it: amount, what was bought, the provider's references.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'subscription' (first payment), 'renewal', 'special_offer'. */
    kind: text('kind').notNull(),
    tier: text('tier'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** The PaymentIntent that paid it: how a refund or a dispute (about a charge) finds it. */
    providerPaymentIntentId: text('provider_payment_intent_id'),
    /** Refunded so far, in cents (the provider's figure: refunds add up). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** A special offer: true when this very payment created the account it credited. */
    createdAccount: boolean('created_account').notNull().default(false),
    /** A special offer: the guest session it was started from. */
    guestSessionId: text('guest_session_id'),
    /** A special offer: when its return page handed the new account to the browser (once). */
    handoffMintedAt: timestamp('handoff_minted_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the latest refund was recorded (the back office's figures count refunds by it). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    index('payments_payment_intent_idx').on(t.providerPaymentIntentId),
    index('payments_guest_session_idx').on(t.guestSessionId),
  ],
);

/**
 * This installation's own prefix for idempotency keys, made once: two
 * environments on one Stripe account, or a database reset, never send the
 * same key for different requests (a key lives 24 hours at Stripe).
 */
export const billingInstallation = pgTable(
  'billing_installation',
  {
    id: integer('id').primaryKey().default(1),
    idempotencyPrefix: text('idempotency_prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('billing_installation_single_row', sql`${t.id} = 1`)],
);

/**
 * Chargebacks opened by a cardholder's bank (`charge.dispute.*`), for the
 * operator: what is contested, why, and how it ended. Kept as payments are.
 */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    chargeId: text('charge_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** Stripe's status: needs_response, under_review, won, lost, … */
    status: text('status').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_disputes_user_idx').on(t.userId)],
);
