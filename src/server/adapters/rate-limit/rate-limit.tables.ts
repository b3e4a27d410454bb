import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rate limits' counts while Redis does not answer (ADR 008): the one
 * place every app instance shares besides Redis. Written only by
 * `createDbRateLimitStore`. The key is a digest of the limit's name and
 * subject, so no address or e-mail is kept here in clear.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);
