import { normalizeTier } from '#shared/plans.js';
import { forbidden } from '../../errors.js';
import type { SessionUserRow } from '../session-user/session-user.read.js';

/**
 * How a customer's message is paid (D2, D7, D8, D16), decided from the sender
 * as read before the send (a plan or a verification does not go back within
 * a send). `balance`: one message is taken, and none left means a 402.
 * `balance-or-fair-use`: vip is never blocked at 0; past its allowance it
 * sends for free (the meter stays at 0) within a daily fair use.
 */
export type Payment = 'balance' | 'balance-or-fair-use';

/** Throws the 403 of an unverified free account, which may not send at all. */
export function paymentOf(user: Pick<SessionUserRow, 'tier' | 'isVerified'>): Payment {
  const tier = normalizeTier(user.tier) ?? 'gratuit';
  if (tier === 'gratuit' && !user.isVerified) throw forbidden('chat.email_not_verified');
  return tier === 'vip' ? 'balance-or-fair-use' : 'balance';
}
