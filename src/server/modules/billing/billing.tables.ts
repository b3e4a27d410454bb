import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Payment events already handled: the webhook's idempotency key (spec §3). */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
});
