import { allowanceOf, canSend, type Tier } from '#shared/plans';
import type { SessionUser } from '#shared/schemas/user';

/** French agreement: "0 message restant", "1 message restant", "2 messages restants". */
export function remainingLabel(remaining: number): string {
  const count = Math.max(0, remaining);
  return count > 1 ? `${count} messages restants` : `${count} message restant`;
}

export interface QuotaMeter {
  remaining: number;
  /** The tier's allowance, or the balance when a grant left more than that. */
  max: number;
  label: string;
  /**
   * False when the balance is more than the tier's allowance (messages bought
   * apart from a plan, the special offer): « 10 messages », not « 8 / 8 ».
   */
  ofAllowance: boolean;
  /** vip sends even at 0 (D7). */
  neverBlocked: boolean;
}

/** « 1 message », « 10 messages »: a count of messages with no allowance to compare it to. */
export function messagesLabel(count: number): string {
  return count > 1 ? `${count} messages` : `${count} message`;
}

export function quotaMeter(tier: Tier, messagesRemaining: number): QuotaMeter {
  const remaining = Math.max(0, messagesRemaining);
  const allowance = allowanceOf(tier);
  return {
    remaining,
    max: Math.max(allowance, remaining),
    label: remainingLabel(remaining),
    ofAllowance: remaining <= allowance,
    neverBlocked: tier === 'vip',
  };
}

/** Why the composer is closed: an unverified free account (D2), or no message left (D7, D8). */
export type SendBlock = 'verify-email' | 'quota-exhausted' | null;

export function sendBlock(
  user: Pick<SessionUser, 'subscriptionTier' | 'messagesRemaining' | 'isVerified'>,
): SendBlock {
  if (user.subscriptionTier === 'gratuit' && !user.isVerified) return 'verify-email';
  if (!canSend(user.subscriptionTier, user.messagesRemaining)) return 'quota-exhausted';
  return null;
}

/** A gentle word before the composer closes: at 2 left, and at the last one (issue 14). */
export type LowBalance = 'two-left' | 'last' | null;

export function lowBalance(
  user: Pick<SessionUser, 'subscriptionTier' | 'messagesRemaining' | 'isVerified'>,
): LowBalance {
  // vip is never blocked (D7): nothing runs out, nothing to warn of.
  if (sendBlock(user) !== null || user.subscriptionTier === 'vip') return null;
  if (user.messagesRemaining === 2) return 'two-left';
  if (user.messagesRemaining === 1) return 'last';
  return null;
}
