import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The simulated provider's Stripe-shaped objects (customers, sessions,
 * subscriptions, invoices, events…), one JSON document each, so that its
 * state survives a restart like Stripe's would. Written only by
 * `createDbObjectStore`. The key starts with `type`, which serves the
 * store's listing by type.
 */
export const simulatedPaymentObjects = pgTable(
  'simulated_payment_objects',
  {
    type: text('type').notNull(),
    id: text('id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.type, t.id] })],
);
