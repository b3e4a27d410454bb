import { eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { messageBalances } from '../balance/balance.tables.js';
import { billingAccounts } from '../billing/billing.tables.js';
import { users } from '../users/users.tables.js';

/**
 * The user as a session sees them (spec §3), in one query across the modules
 * that own each part: identity (users), balance (balance), plan (billing).
 * A read model: it only reads (ADR 009). A module of its own, above the three
 * it joins, so that none of them depends on the others through it.
 */
const sessionUserColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  isVerified: users.isVerified,
  hasPassword: sql<boolean>`${users.password} is not null`,
  isAutoCreated: users.isAutoCreated,
  createdAt: users.createdAt,
  messagesRemaining: sql<number>`coalesce(${messageBalances.messagesRemaining}, 0)`.mapWith(Number),
  tier: sql<string>`coalesce(${billingAccounts.tier}, 'gratuit')`,
  accountStatus: sql<string>`coalesce(${billingAccounts.accountStatus}, 'active')`,
  subscriptionEndDate: billingAccounts.subscriptionEndDate,
  stripeCustomerId: billingAccounts.stripeCustomerId,
  currentPeriodEnd: billingAccounts.currentPeriodEnd,
  scheduledTier: billingAccounts.scheduledTier,
  scheduledChangeId: billingAccounts.scheduledChangeId,
  scheduledChangeAt: billingAccounts.scheduledChangeAt,
  paymentIssue: billingAccounts.paymentIssue,
  paymentIssueUrl: billingAccounts.paymentIssueUrl,
};

export interface SessionUserRow {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  isVerified: boolean;
  hasPassword: boolean;
  isAutoCreated: boolean;
  createdAt: Date;
  messagesRemaining: number;
  tier: string;
  accountStatus: string;
  subscriptionEndDate: Date | null;
  stripeCustomerId: string | null;
  currentPeriodEnd: Date | null;
  scheduledTier: string | null;
  scheduledChangeId: string | null;
  scheduledChangeAt: Date | null;
  paymentIssue: string | null;
  paymentIssueUrl: string | null;
}

/**
 * Selects the session user's columns, and what a read adds to them, from
 * the tables they come from: the one place that knows those joins.
 */
export function selectSessionUser<T extends SelectedFields>(db: Db, added: T) {
  return db
    .select({ ...sessionUserColumns, ...added })
    .from(users)
    .leftJoin(messageBalances, eq(messageBalances.userId, users.id))
    .leftJoin(billingAccounts, eq(billingAccounts.userId, users.id));
}

const sessionUser = preparedQuery((db) =>
  selectSessionUser(db, {})
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('session_user'),
);

export async function findSessionUser(db: Db, userId: number): Promise<SessionUserRow | undefined> {
  const [row] = await sessionUser(db).execute({ userId });
  return row;
}
