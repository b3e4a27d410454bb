import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/** Refresh tokens: only their SHA-256 is stored; each use rotates to a successor. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked: boolean('revoked').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Set when the token was rotated: a later reuse of this one is theft. */
    replacedById: uuid('replaced_by_id'),
    /** "Se souvenir de moi": the cookie outlives the browser session. */
    persistent: boolean('persistent').notNull().default(false),
    /**
     * The session (one login on one device) the token belongs to: a rotation
     * hands it to the successor, access tokens carry it as `sid`, the profile
     * lists and ends sessions by it.
     */
    sessionId: uuid('session_id').notNull().defaultRandom(),
    /** The browser that last used the session, shown as its device in the profile. */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_session_idx').on(t.sessionId),
    // The periodic purge deletes by expiry: without this it scans the whole table.
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Access tokens revoked before their expiry, purged once expired: one token
 * by its jti (logout), or every token of a session by its session id (a
 * session ended from the profile) — both are random UUIDs.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** Magic links (spec §3): single use, 10 minutes. */
export const magicTokens = pgTable(
  'magic_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    used: boolean('used').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('magic_tokens_user_idx').on(t.userId)],
);

/**
 * One-time hand-offs of a session to the browser that bought a special offer
 * (the `ac` link parameter): the code travels in the return URL, only its hash
 * is stored, it lives a few minutes, works once, and only together with the
 * guest session that started the purchase.
 */
export const sessionHandoffs = pgTable(
  'session_handoffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    /** The guest session the purchase started from; the exchange must present it. */
    guestSessionId: text('guest_session_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_handoffs_expires_idx').on(t.expiresAt)],
);
