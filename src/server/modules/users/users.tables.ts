import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Holds the e-mail (spec §3); kept because the login call sends `username`. */
    username: text('username').notNull().unique(),
    /** argon2id hash; null for accounts created by a purchase until they set one. */
    password: text('password'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(' '),
    email: text('email').notNull().unique(),
    subscriptionTier: text('subscription_tier').notNull().default('gratuit'),
    messagesRemaining: integer('messages_remaining').notNull().default(5),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    pendingPriceId: text('pending_price_id'),
    pendingSubscriptionId: text('pending_subscription_id'),
    isVerified: boolean('is_verified').notNull().default(false),
    isAutoCreated: boolean('is_auto_created').notNull().default(false),
    brevoId: text('brevo_id'),
    accountStatus: text('account_status').notNull().default('active'),
    subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true }),
    cguAcceptedAt: timestamp('cgu_accepted_at', { withTimezone: true }),
    cguAcceptedVia: text('cgu_accepted_via').notNull().default('stripe_checkout'),
    /**
     * Bumped when every session must end at once (password reset, a stolen
     * refresh token): access tokens carry it and the guard refuses older ones.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_messages_remaining_non_negative', sql`${t.messagesRemaining} >= 0`)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
