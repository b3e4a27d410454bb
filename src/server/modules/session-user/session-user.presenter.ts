import { normalizeTier } from '#shared/plans.js';
import { PAYMENT_ISSUES, type PaymentIssueKind, type SessionUser } from '#shared/schemas/user.js';
import type { SessionUserRow } from './session-user.read.js';

/** The plan that comes at the renewal (D20), when one was chosen: which, when, and its id for the undo. */
export function scheduledPlanOf(
  row: Pick<SessionUserRow, 'scheduledTier' | 'scheduledChangeId' | 'scheduledChangeAt'>,
) {
  const tier = normalizeTier(row.scheduledTier ?? '');
  if (!tier || !row.scheduledChangeId || !row.scheduledChangeAt) return null;
  return { id: row.scheduledChangeId, tier, startsAt: row.scheduledChangeAt.toISOString() };
}

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
    scheduledPlan: scheduledPlanOf(row),
    paymentIssue:
      row.paymentIssue && PAYMENT_ISSUES.includes(row.paymentIssue as PaymentIssueKind)
        ? {
            kind: row.paymentIssue as PaymentIssueKind,
            url: row.paymentIssueUrl ?? '/subscription',
          }
        : null,
  };
}
