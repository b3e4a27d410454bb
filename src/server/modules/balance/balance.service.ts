import { FREE_TIER_MESSAGES, SPECIAL_OFFER, allowanceOf, type PaidTier } from '#shared/plans.js';
import type { Db } from '../../db/client.js';
import { createBalanceRepository, type Movement } from './balance.repository.js';

export { spendStep, type SpendStep } from './balance.repository.js';

/** The verification gift is given once per account, whatever addresses it verifies later. */
const VERIFICATION_GIFT_REFERENCE = 'premiere-verification';

/** What a refunded payment had given, and how much of it the provider has refunded so far. */
export interface RefundedPayment {
  paymentId: string;
  /** The messages this payment gave that are still in force (a past month's are gone, D9). */
  messagesGiven: number;
  amountCents: number;
  refundedBeforeCents: number;
  refundedNowCents: number;
}

/**
 * The balance's policy, in one place (issue 41): each way a balance can move
 * is a named operation that knows its amount and its ledger reason, so no
 * caller picks either. The repository below stays the only SQL that writes a
 * balance or its ledger; every operation runs inside the caller's transaction
 * and is idempotent on its reference (an invoice, a checkout, an event).
 */
export function createBalanceService({ db }: { db: Db }) {
  const ledger = createBalanceRepository({ db });

  return {
    remaining: ledger.remaining,
    movements: ledger.movements,
    ledgerSum: ledger.ledgerSum,

    /** Gives back the message spent for `messageId` when its reply failed; once. */
    refundMessage: (tx: Db, userId: number, messageId: number) =>
      ledger.refund(tx, userId, messageId),

    /** D1: the first verified address lifts the balance to the free tier's messages, once per account. */
    giftOnVerification: (tx: Db, userId: number) =>
      ledger.raiseTo(
        tx,
        userId,
        FREE_TIER_MESSAGES,
        'verification_gift',
        VERIFICATION_GIFT_REFERENCE,
      ),

    /**
     * A plan starts (D9: its allowance is set, not added). When it replaces a
     * paid plan, the messages left of the old one are written off first under
     * their own name (D20), never shown as a loss inside the new allowance.
     */
    async startPlan(
      tx: Db,
      userId: number,
      tier: PaidTier,
      reference: string,
      { replacesPaidPlan }: { replacesPaidPlan: boolean },
    ): Promise<Movement> {
      if (replacesPaidPlan && (await ledger.remaining(tx, userId)) > 0) {
        await ledger.setTo(tx, userId, 0, 'plan_forfeit', reference);
      }
      return ledger.setTo(tx, userId, allowanceOf(tier), 'plan_allowance', reference);
    },

    /** A paid month begins again: the plan's allowance, once per invoice (D9, no carry-over). */
    renew: (tx: Db, userId: number, tier: PaidTier, invoiceId: string) =>
      ledger.setTo(tx, userId, allowanceOf(tier), 'renewal', invoiceId),

    /** The paid period is over with no plan after it: the plan's messages end with it. */
    endSubscription: (tx: Db, userId: number, subscriptionId: string) =>
      ledger.setTo(tx, userId, 0, 'subscription_ended', subscriptionId),

    /** The special offer's messages, added to what the account has, once per checkout. */
    creditSpecialOffer: (tx: Db, userId: number, checkoutId: string) =>
      ledger.credit(tx, userId, SPECIAL_OFFER.messages, 'special_offer', checkoutId),

    /**
     * A payment refunded in part or in full takes back its messages in
     * proportion to the refunded amount, rounded to whole messages, never
     * below zero; each step of a series of partial refunds takes only its own
     * share, so the sum over the series equals the share of the total.
     */
    async takeBackRefunded(tx: Db, userId: number, payment: RefundedPayment): Promise<number> {
      const { messagesGiven, amountCents } = payment;
      const share = (cents: number) =>
        amountCents > 0 ? Math.round((messagesGiven * cents) / amountCents) : messagesGiven;
      const toTake = share(payment.refundedNowCents) - share(payment.refundedBeforeCents);
      if (toTake <= 0) return 0;
      const reference = `${payment.paymentId}:${payment.refundedNowCents}`;
      await ledger.takeBack(tx, userId, toTake, 'payment_refunded', reference);
      return toTake;
    },

    /** The back office gives or takes back messages by hand (issue 40); never below zero. */
    adjust: (tx: Db, userId: number, delta: number) => ledger.adjust(tx, userId, delta),
  };
}

export type BalanceService = ReturnType<typeof createBalanceService>;
