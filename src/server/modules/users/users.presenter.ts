import { normalizeTier } from '../../../shared/plans.js';
import type { SessionUser } from '../../../shared/schemas/user.js';
import type { SessionUserRow } from './session-user.read.js';

/** The only way a user leaves the server: no hash, no payment ids beyond the customer id. */
export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    subscriptionTier: normalizeTier(row.tier) ?? 'gratuit',
    messagesRemaining: row.messagesRemaining,
    isVerified: row.isVerified,
    hasPassword: row.hasPassword,
    isAutoCreatedAccount: row.isAutoCreated,
    accountStatus: row.accountStatus,
    subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
    stripeCustomerId: row.stripeCustomerId,
    createdAt: row.createdAt.toISOString(),
  };
}
