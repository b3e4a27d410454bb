import { sql } from 'drizzle-orm';
import { PLANS, SPECIAL_OFFER, allowanceOf, normalizeTier, type PaidTier } from '#shared/plans.js';
import type { OutgoingMail } from '../../adapters/mailer/mailer.js';
import type {
  ChargeState,
  CheckoutState,
  DisputeState,
  InvoiceState,
  SubscriptionState,
} from '../../adapters/payments/payments.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { BalanceService } from '../balance/balance.service.js';
import type { ConsentRepository } from '../consent/consent.repository.js';
import type { ClaimGuestConversation } from '../guest/guest-claim.js';
import { cancellationConfirmedMail } from '../emails/templates/templates.js';
import type { AddressHolder } from '../users/address-holder.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { BillingAccountRow, BillingRepository, PaymentRow } from './billing.repository.js';
import { frenchDate } from './french-date.js';
import { createPurchaseMails } from './purchase-mails.js';

/** What a committed effect leaves to do outside the transaction. */
export interface Aftermath {
  userId: number | null;
  mails: Array<(userId: number) => Promise<OutgoingMail | null>>;
}

export const nothingAfter = (userId: number | null = null): Aftermath => ({ userId, mails: [] });

/** A subscription in one of these states is paid for (past_due: retries go on, access stays). */
const LIVE = new Set(['active', 'trialing', 'past_due']);
/** In one of these it is over. */
const ENDED = new Set(['canceled', 'incomplete_expired', 'unpaid']);

export function accountStatusOf(sub: SubscriptionState): 'active' | 'pending_cancel' {
  return sub.cancelAt !== null || sub.cancelAtPeriodEnd ? 'pending_cancel' : 'active';
}

export function endDateOf(sub: SubscriptionState): Date | null {
  return sub.cancelAt ?? (sub.cancelAtPeriodEnd ? sub.currentPeriodEnd : null);
}

/** The guest session a special offer was started from. */
export const offerGuestSession = (checkout: CheckoutState): string | null =>
  checkout.clientReferenceId ?? checkout.metadata.guestSessionId ?? null;

/** The buyer's first name, guessed from the address when the provider gives none. */
export function firstNameFromEmail(email: string): string {
  const word = email
    .split('@')[0]!
    .split(/[._+-]/)[0]!
    .replace(/\d+/g, '');
  if (word.length < 2) return 'Client';
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

interface Deps {
  billing: BillingRepository;
  balance: BalanceService;
  users: UsersRepository;
  /** Whose an address is (users/address-holder.ts): the offer credits its holder, if any. */
  addressHolder: AddressHolder;
  consent: ConsentRepository;
  claimGuestConversation: ClaimGuestConversation;
  clock: Clock;
  publicUrl: string;
}

/**
 * The effects of payments on an account, inside the caller's transaction,
 * each idempotent and indifferent to the order events arrive in: they read
 * the state the provider gives now (ADR 010). The webhook handler and the
 * return pages call the very same functions.
 */
export function createFulfilment(deps: Deps) {
  const { billing, balance, users, addressHolder, consent, claimGuestConversation, clock } = deps;
  const { publicUrl } = deps;

  const purchaseMails = createPurchaseMails({ users, publicUrl });
  const offerConfirmation = (amountCents: number) =>
    purchaseMails.compose({
      kind: 'special_offer',
      tier: null,
      amountCents,
      periodEnd: null,
      paidAt: clock.now(),
    });

  /** The messages a payment gave that are still there to take back. */
  async function messagesGivenBy(tx: Db, payment: PaymentRow): Promise<number> {
    if (payment.kind === 'special_offer') return SPECIAL_OFFER.messages;
    const tier = payment.tier as PaidTier | null;
    if (!tier || !payment.providerSubscriptionId || payment.userId === null) return 0;
    const account = await billing.account(payment.userId, tx);
    if (account?.stripeSubscriptionId !== payment.providerSubscriptionId) return 0;
    const latest = await billing.latestPaymentOf(tx, payment.providerSubscriptionId);
    return latest?.id === payment.id ? allowanceOf(tier) : 0;
  }

  /** The confirmation of a termination on a durable medium (ADR 010), whichever path it took. */
  const cancellationMail =
    (tier: PaidTier, endDate: Date) =>
    async (userId: number): Promise<OutgoingMail | null> => {
      const user = await users.findById(userId);
      if (!user) return null;
      return {
        to: user.email,
        ...cancellationConfirmedMail({
          firstName: user.firstName,
          planName: PLANS[tier].name,
          endDate: frenchDate(endDate),
          link: `${publicUrl}/subscription`,
        }),
      };
    };

  /**
   * Whose subscription it is: the account whose stored customer it belongs to.
   * Metadata is only a cross-check (anyone with access to the provider's
   * account can write it), so a disagreement applies to nobody.
   */
  async function userIdOf(tx: Db, sub: SubscriptionState): Promise<number | null> {
    const owner = (await billing.findByCustomer(sub.customerId, tx))?.userId ?? null;
    const claimed = sub.metadata.userId;
    if (owner === null || (claimed !== undefined && claimed !== String(owner))) return null;
    return owner;
  }

  async function activate(
    tx: Db,
    account: BillingAccountRow,
    sub: SubscriptionState,
    tier: PaidTier,
  ) {
    // A new subscription paid for: the first one, or a plan change that replaces the
    // current one, whose balance is replaced too (D9: 12 left → decouverte → 10).
    await billing.update(tx, account.userId, {
      tier,
      accountStatus: accountStatusOf(sub),
      stripeCustomerId: sub.customerId,
      stripeSubscriptionId: sub.id,
      currentPeriodEnd: sub.currentPeriodEnd,
      subscriptionEndDate: endDateOf(sub),
      pendingSubscriptionId: account.stripeSubscriptionId,
      // A change that was waiting for the renewal is overtaken by the one paid now.
      scheduledTier: null,
      scheduledChangeId: null,
      scheduledChangeAt: null,
      // The welcome offer is for a first plan only: once one is paid, it is spent.
      introOfferUsedAt: account.introOfferUsedAt ?? clock.now(),
    });
    const fromPaidPlan = account.tier !== 'gratuit' && account.stripeSubscriptionId !== null;
    await balance.startPlan(tx, account.userId, tier, sub.id, { replacesPaidPlan: fromPaidPlan });
  }

  return {
    /** Brings the account in line with a subscription as the provider has it now. */
    async applySubscription(tx: Db, sub: SubscriptionState): Promise<Aftermath> {
      const userId = await userIdOf(tx, sub);
      if (userId === null || !(await users.findById(userId, tx))) return nothingAfter();
      const account = await billing.lockAccount(tx, userId);
      const current = account.stripeSubscriptionId === sub.id;
      // The subscription a plan change replaced: still live until it is cancelled, never current again.
      if (!current && account.pendingSubscriptionId === sub.id) return nothingAfter(userId);

      const mails: Aftermath['mails'] = [];
      if (LIVE.has(sub.status) && sub.tier) {
        if (!current) {
          await activate(tx, account, sub, sub.tier);
        } else {
          const status = accountStatusOf(sub);
          const endDate = endDateOf(sub);
          const next = sub.scheduledChange;
          // The plan chosen for the renewal (D20) is now in force: the renewal's invoice sets its
          // allowance (D9), nothing of the old plan is written off before the period paid ends.
          const scheduledApplied =
            account.scheduledChangeId !== null &&
            next === null &&
            account.tier !== sub.tier &&
            account.scheduledTier === sub.tier;
          await billing.update(tx, userId, {
            tier: sub.tier,
            accountStatus: status,
            currentPeriodEnd: sub.currentPeriodEnd,
            subscriptionEndDate: endDate,
            scheduledTier: next?.tier ?? null,
            scheduledChangeId: next?.id ?? null,
            scheduledChangeAt: next?.at ?? null,
          });
          const from = normalizeTier(account.tier);
          if (next && next.id !== account.scheduledChangeId && from && from !== 'gratuit') {
            mails.push(purchaseMails.scheduled({ from, to: next.tier, at: next.at }));
          }
          const cancelled = normalizeTier(account.scheduledTier ?? '');
          if (!next && account.scheduledChangeId && !scheduledApplied && cancelled) {
            if (cancelled !== 'gratuit') {
              mails.push(
                purchaseMails.undone({
                  current: sub.tier,
                  cancelled,
                  renewsAt: status === 'active' ? sub.currentPeriodEnd : null,
                }),
              );
            }
          }
          if (account.tier !== sub.tier && !scheduledApplied) {
            // Switched at the provider (the Dashboard, a portal): the new plan in full, at once.
            const reference = `${sub.id}:${sub.tier}:${clock.now().toISOString()}`;
            await balance.startPlan(tx, userId, sub.tier, reference, {
              replacesPaidPlan: account.tier !== 'gratuit',
            });
          }
          if (status === 'pending_cancel' && account.accountStatus !== 'pending_cancel') {
            mails.push(cancellationMail(sub.tier, endDate ?? sub.currentPeriodEnd ?? clock.now()));
          }
        }
      } else if (current && ENDED.has(sub.status)) {
        // Back to the free tier: the paid period's messages do not carry over (D9).
        await billing.update(tx, userId, {
          tier: 'gratuit',
          accountStatus: 'active',
          stripeSubscriptionId: null,
          currentPeriodEnd: null,
          subscriptionEndDate: null,
          scheduledTier: null,
          scheduledChangeId: null,
          scheduledChangeAt: null,
          paymentIssue: null,
          paymentIssueUrl: null,
        });
        await balance.endSubscription(tx, userId, sub.id);
      }
      return { userId, mails };
    },

    /**
     * A paid invoice: recorded once as a payment; a renewal sets the allowance
     * again (D9: set, not added), once per invoice.
     */
    async applyPaidInvoice(
      tx: Db,
      invoice: InvoiceState,
      sub: SubscriptionState | null,
    ): Promise<Aftermath> {
      const after = sub ? await this.applySubscription(tx, sub) : nothingAfter();
      const userId =
        after.userId ??
        (invoice.customerId
          ? ((await billing.findByCustomer(invoice.customerId, tx))?.userId ?? null)
          : null);
      if (userId === null) return after;
      const renewal = invoice.billingReason === 'subscription_cycle';
      const earlierPlans = (await billing.paymentsOf(userId, tx)).filter(
        (p) => p.kind !== 'special_offer' && p.providerSubscriptionId !== invoice.subscriptionId,
      );
      const fresh = await billing.recordPayment(tx, {
        id: invoice.id,
        userId,
        kind: renewal ? 'renewal' : 'subscription',
        tier: sub?.tier ?? null,
        amountCents: invoice.amountPaidCents,
        providerCustomerId: invoice.customerId,
        providerSubscriptionId: invoice.subscriptionId,
        providerPaymentIntentId: invoice.paymentIntentId,
      });
      const account = await billing.account(userId, tx);
      const current = sub !== null && account?.stripeSubscriptionId === sub.id;
      if (current && account.paymentIssue) {
        // The renewal is settled: the banner goes.
        await billing.update(tx, userId, { paymentIssue: null, paymentIssueUrl: null });
      }
      if (renewal && sub?.tier && current) {
        await balance.renew(tx, userId, sub.tier, invoice.id);
      }
      const mails = [...after.mails];
      if (fresh && invoice.amountPaidCents > 0) {
        // Every purchase is confirmed by mail (D23), once: when its payment is first recorded.
        mails.push(
          purchaseMails.compose({
            kind: renewal ? 'renewal' : earlierPlans.length > 0 ? 'plan_change' : 'plan',
            tier: sub?.tier ?? null,
            amountCents: invoice.amountPaidCents,
            periodEnd: sub?.currentPeriodEnd ?? null,
            paidAt: clock.now(),
          }),
        );
      }
      return { userId, mails };
    },

    /**
     * A renewal not paid, on the plan the customer has now (D23): the app
     * shows it, with the page where the card is fixed or the payment
     * authenticated. True when it is that plan's.
     */
    async markRenewalIssue(
      tx: Db,
      userId: number,
      sub: SubscriptionState,
      issue: 'payment_failed' | 'action_required',
      url: string | null,
    ): Promise<boolean> {
      const account = await billing.lockAccount(tx, userId);
      if (account.stripeSubscriptionId !== sub.id) return false;
      await billing.update(tx, userId, { paymentIssue: issue, paymentIssueUrl: url });
      return true;
    },

    /**
     * A refund (the Dashboard, the back office): takes back what the payment
     * gave, in proportion to what was refunded, never below zero, with a
     * ledger row naming it. A plan's payment gave its allowance only while
     * its period runs (older months' messages are gone already, D9).
     */
    async applyRefund(tx: Db, charge: ChargeState): Promise<Aftermath> {
      if (!charge.paymentIntentId) return nothingAfter();
      const payment = await billing.lockPaymentByIntent(tx, charge.paymentIntentId);
      if (!payment || payment.userId === null) return nothingAfter();
      const userId = payment.userId;
      const refunded = Math.min(charge.amountRefundedCents, payment.amountCents);
      // Refunds add up at the provider: an older or repeated event says no more than we know.
      if (refunded <= payment.refundedCents) return nothingAfter(userId);
      await billing.setRefunded(tx, payment.id, refunded, clock.now());
      await balance.takeBackRefunded(tx, userId, {
        paymentId: payment.id,
        messagesGiven: await messagesGivenBy(tx, payment),
        amountCents: payment.amountCents,
        refundedBeforeCents: payment.refundedCents,
        refundedNowCents: refunded,
      });
      return nothingAfter(userId);
    },

    /** A chargeback, recorded for the operator as the provider has it now. */
    async recordDispute(tx: Db, dispute: DisputeState): Promise<Aftermath> {
      const payment = dispute.paymentIntentId
        ? await billing.lockPaymentByIntent(tx, dispute.paymentIntentId)
        : undefined;
      const closed = dispute.status === 'won' || dispute.status === 'lost';
      await billing.saveDispute(tx, {
        id: dispute.id,
        paymentId: payment?.id ?? null,
        userId: payment?.userId ?? null,
        chargeId: dispute.chargeId,
        amountCents: dispute.amountCents,
        reason: dispute.reason,
        status: dispute.status,
        closedAt: closed ? clock.now() : null,
      });
      return nothingAfter(payment?.userId ?? null);
    },

    /**
     * The special offer paid (D10): a new address gets an account (verified,
     * no password, the guest conversation carried in); an address that has one
     * is credited, and its owner told, but the payer is not logged into it.
     */
    async applyOffer(
      tx: Db,
      checkout: CheckoutState,
      mailFor: {
        credited: (userId: number) => Promise<OutgoingMail | null>;
        created: (userId: number) => Promise<OutgoingMail | null>;
      },
    ): Promise<Aftermath & { created: boolean }> {
      // One fulfilment at a time per payment: the return page and the webhook may race.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`offer:${checkout.id}`}))`);
      const email = checkout.email?.trim().toLowerCase() ?? '';
      if (!email) return { ...nothingAfter(), created: false };
      const guestSessionId = offerGuestSession(checkout);
      const payment = {
        id: checkout.id,
        kind: 'special_offer',
        amountCents: checkout.amountTotalCents ?? SPECIAL_OFFER.priceCents,
        providerCustomerId: checkout.customerId,
        providerPaymentIntentId: checkout.paymentIntentId,
        guestSessionId,
      };

      // Taken as registration has it: an account's login, or an old address its revert
      // link still holds for it (issue 36); that account is credited, none is created.
      const holderId = await addressHolder(email, tx);
      if (holderId !== undefined) {
        const { moved } = await balance.creditSpecialOffer(tx, holderId, checkout.id);
        const fresh = await billing.recordPayment(tx, { ...payment, userId: holderId });
        const mails = moved ? [mailFor.credited] : [];
        if (fresh) mails.push(offerConfirmation(payment.amountCents));
        return { userId: holderId, mails, created: false };
      }

      const now = clock.now();
      const user = await users.insert(
        {
          username: email,
          email,
          password: null,
          firstName: firstNameFromEmail(email),
          isVerified: true,
          isAutoCreated: true,
          cguAcceptedAt: now,
          cguAcceptedVia: 'stripe_checkout',
        },
        tx,
      );
      if (checkout.customerId)
        await billing.update(tx, user.id, { stripeCustomerId: checkout.customerId });
      await consent.record(
        {
          userId: user.id,
          action: 'special_offer_purchase',
          ipAddress: null,
          userAgent: null,
          metadata: {
            checkoutSessionId: checkout.id,
            withdrawalWaiver: checkout.metadata.withdrawalWaiver === 'true',
            timestamp: now.toISOString(),
          },
        },
        tx,
      );
      if (guestSessionId) {
        await claimGuestConversation(tx, guestSessionId, user.id, { forPurchase: true });
      }
      await balance.creditSpecialOffer(tx, user.id, checkout.id);
      // Only an account this very payment created may be handed to the browser (ADR 010).
      await billing.recordPayment(tx, { ...payment, userId: user.id, createdAccount: true });
      return {
        userId: user.id,
        mails: [mailFor.created, offerConfirmation(payment.amountCents)],
        created: true,
      };
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
