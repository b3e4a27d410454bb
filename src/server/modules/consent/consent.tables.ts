import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * Terms acceptances (spec §3). Kept after an account is deleted, detached from
 * it (D12): French law asks us to prove consent, not to keep the content.
 */
export const cguAcceptances = pgTable(
  'cgu_acceptances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    version: text('version').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    action: text('action').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
  },
  (t) => [index('cgu_acceptances_user_idx').on(t.userId)],
);
