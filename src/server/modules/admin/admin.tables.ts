import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '#shared/schemas/admin.js';
import { users } from '../users/users.tables.js';

/**
 * The back office's staff (issue 40): one role per account, given and taken
 * by an operator. The operators of ADMIN_EMAILS need no row: the
 * configuration says who they are.
 */
export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** Who gave it (no foreign key: the giver's account may go, the fact stays). */
    grantedBy: integer('granted_by'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'staff_roles_role_known',
      sql`${t.role} in (${sql.raw(STAFF_ROLES.map((r) => `'${r}'`).join(', '))})`,
    ),
  ],
);

/**
 * Every change made in the back office: who, with which role, what, on whom,
 * the reason typed, when and from where. Append-only: a trigger of the
 * migration refuses any update or delete, and no foreign key lets a deleted
 * account take its rows away.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    targetUserId: integer('target_user_id'),
    targetEmail: text('target_email'),
    reason: text('reason').notNull(),
    /** Figures of the change (a delta, a balance after, a payment id): never a message's text. */
    details: jsonb('details')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('admin_audit_target_idx').on(t.targetUserId),
  ],
);

/**
 * A staff member's TOTP application (ADR 018). The secret is encrypted with
 * the configured key (lib/secret-box.ts) and never returned after the
 * enrolment; `confirmed_at` stays null until the first code proves the
 * application holds it.
 */
export const staffSecondFactors = pgTable('staff_second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The time step of the last code accepted: that code, and any older one, is refused (replay). */
  lastUsedStep: integer('last_used_step').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, 80 random bits each: only their SHA-256 is kept. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);

/**
 * The sessions (ADR 003's `sid`) that passed the second factor, and when:
 * the back office opens to one for 12 hours at most, and 30 minutes without
 * a request close it.
 */
export const staffStepUps = pgTable(
  'staff_step_ups',
  {
    sessionId: uuid('session_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('staff_step_ups_user_idx').on(t.userId),
    index('staff_step_ups_verified_idx').on(t.verifiedAt),
  ],
);

/**
 * The care layer at work, day by day (issue 40's care screen): counts per
 * UTC day and measure, upserted when the care layer answers. Never a message,
 * never a conversation or a person: only how many. Measures: `detection` (a
 * care answer, first or follow-up), `care_mode` (a message that opens or
 * prolongs care mode), `second_opinion` (the second reading added a care
 * answer after a reply), `minor` (the minors' answer).
 */
export const careDailyCounts = pgTable(
  'care_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    measure: text('measure').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.measure] }),
    check(
      'care_daily_counts_measure_known',
      sql`${t.measure} in ('detection', 'care_mode', 'second_opinion', 'minor')`,
    ),
  ],
);
