import { normalizeTier } from '../../../shared/plans.js';
import type { Db } from '../../db/client.js';
import { forbidden, paymentRequired } from '../../errors.js';
import type { BalanceRepository } from '../balance/balance.repository.js';
import type { SessionUserRow } from '../users/session-user.read.js';

export interface Charge {
  /** Whether a message was taken from the balance (the ledger knows which one). */
  charged: boolean;
  messagesRemaining: number;
}

/**
 * What sending `messageId` costs, inside the transaction that stores it (D2,
 * D7, D8, D16): an unverified free account may not send, vip is not blocked
 * at 0 (it sends for free, the meter stays at 0) within a daily fair use,
 * anyone else at 0 gets a 402.
 */
export async function chargeMessage(
  tx: Db,
  balance: BalanceRepository,
  /** Read before the transaction: a plan or a verification does not go back within a send. */
  user: Pick<SessionUserRow, 'id' | 'tier' | 'isVerified'>,
  messageId: number,
  /** Counts a vip message past the allowance; throws past the fair use of D16. */
  fairUse: () => Promise<void>,
): Promise<Charge> {
  const tier = normalizeTier(user.tier) ?? 'gratuit';
  if (tier === 'gratuit' && !user.isVerified) throw forbidden('chat.email_not_verified');
  const left = await balance.spend(tx, user.id, messageId);
  if (left !== null) return { charged: true, messagesRemaining: left };
  if (tier === 'vip') {
    await fairUse();
    return { charged: false, messagesRemaining: 0 };
  }
  throw paymentRequired('chat.quota_exhausted');
}
