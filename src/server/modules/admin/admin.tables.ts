import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../shared/schemas/admin.js';
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
