import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  /** When the customer's first plan was paid: the 7 € first month of decouverte (D6) is for a first plan only. */
  introOfferUsedAt: timestamp('intro_offer_used_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Payment events already handled: the webhook's idempotency key (spec §3). */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    /** Refunded in full at the provider (the back office, issue 40): when, and the refund's id. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundId: text('refund_id'),
  },
  (t) => [index('payments_user_idx').on(t.userId)],
);
