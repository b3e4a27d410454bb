import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who a customer is (identity only, ADR 009): the message balance is the
 * balance module's, the plan and the payment provider's ids the billing module's.
 */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Holds the e-mail (spec §3); kept because the login call sends `username`. */
  username: text('username').notNull().unique(),
  /** argon2id hash; null for accounts created by a purchase until they set one. */
  password: text('password'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(' '),
  email: text('email').notNull().unique(),
  isVerified: boolean('is_verified').notNull().default(false),
  /**
   * When someone last proved they read this address (a verification, log-in,
   * password or revert link); null while it never was, whatever `isVerified`
   * says (an account created by a purchase). The first proof ends what was
   * set up before it (issue 36).
   */
  emailProvenAt: timestamp('email_proven_at', { withTimezone: true }),
  isAutoCreated: boolean('is_auto_created').notNull().default(false),
  brevoId: text('brevo_id'),
  cguAcceptedAt: timestamp('cgu_accepted_at', { withTimezone: true }),
  cguAcceptedVia: text('cgu_accepted_via').notNull().default('stripe_checkout'),
  /**
   * Bumped when every session must end at once (password reset, a stolen
   * refresh token): access tokens carry it and the guard refuses older ones.
   */
  sessionVersion: integer('session_version').notNull().default(0),
  /** Set while the back office keeps the account from logging in (issue 40); null otherwise. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
