import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import {
  INTRO_PRICE_CENTS,
  PAID_TIERS,
  PLANS,
  allowanceOf,
  formatEuros,
  normalizeTier,
  type PaidTier,
  type Tier,
} from '#shared/plans.js';
import {
  TERMS_REQUIRED_MESSAGE,
  invalidPlanMessage,
  type CguAcceptanceBody,
  type ConfirmPaymentResponse,
  type PlanChangePreview,
  type ScheduledPlan,
  type SubscriptionSummary,
} from '#shared/schemas/billing.js';
import { PaymentProviderError, type PaymentsProvider } from '../../adapters/payments/payments.js';
import type { Db } from '../../db/client.js';
import { badGateway, badRequest, conflict, notFound, unauthorized } from '../../errors.js';
import { HOUR, type Clock } from '../../lib/clock.js';
import type { BalanceService } from '../balance/balance.service.js';
import type { ConsentRepository } from '../consent/consent.repository.js';
import type { Outbox } from '../emails/outbox.service.js';
import type { SessionUsers } from '../session-user/session-users.js';
import type { BillingAccountRow, BillingRepository } from './billing.repository.js';
import { frenchDate } from './french-date.js';
import type { IdempotencyKeys } from './idempotency-keys.js';
import { endDateOf, type Fulfilment } from './fulfilment.js';
import type { WebhookFailuresRepository } from './webhook-failures.repository.js';
import type { WebhookHandler } from './webhook-handler.js';

/** How long a recorded acceptance of the terms opens a checkout. */
const CONSENT_VALID_MS = HOUR;
const MOVEMENTS_SHOWN = 30;
/** A refund whose process died is forgotten after this: the provider answers within it. */
const REFUND_CLAIM_MS = 5 * 60_000;

/**
 * Any failure of the payment provider, as the French 502 the client shows
 * (spec §8), logged first with what the provider said: its code, message,
 * status and request id (Stripe's support asks for the last).
 */
export function providerCalls(log: FastifyBaseLogger) {
  return async function atProvider<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        logProviderError(log, operation, error);
        throw badGateway('billing.provider_failed');
      }
      throw error;
    }
  };
}

export function logProviderError(
  log: FastifyBaseLogger,
  operation: string,
  error: PaymentProviderError,
): void {
  log.error(
    {
      operation,
      provider: {
        code: error.code,
        message: error.message,
        status: error.status,
        requestId: error.requestId,
      },
    },
    'échec chez le prestataire de paiement',
  );
}

/** The 7 € first month of decouverte (D6): for a customer whose first plan it is. */
const introOfferOpen = (account: BillingAccountRow | undefined) => !account?.introOfferUsedAt;

/** A plan lower in the catalogue's order (fewer messages, lower price). */
const isDowngrade = (from: Tier, to: PaidTier) =>
  from !== 'gratuit' && PAID_TIERS.indexOf(to) < PAID_TIERS.indexOf(from);

/** What the card is charged today for `tier`: the welcome price for a first decouverte (D6). */
const priceNowOf = (tier: PaidTier, introOpen: boolean) =>
  tier === 'decouverte' && introOpen ? INTRO_PRICE_CENTS : PLANS[tier].priceCents;

/** A plan the catalogue sells, from what was asked (aliases of D6); 400 otherwise. */
export function paidTierOf(requested: string): PaidTier {
  const tier = normalizeTier(requested);
  if (!tier || tier === 'gratuit') {
    throw badRequest('billing.invalid_plan', invalidPlanMessage(requested.slice(0, 40)));
  }
  return tier;
}

interface Deps {
  db: Db;
  provider: PaymentsProvider;
  billing: BillingRepository;
  balance: BalanceService;
  consent: ConsentRepository;
  fulfilment: Fulfilment;
  webhooks: WebhookHandler;
  failures: WebhookFailuresRepository;
  outbox: Outbox;
  clock: Clock;
  publicUrl: string;
  checkoutFlow: 'hosted' | 'embedded';
  idempotencyKey: IdempotencyKeys;
  log: FastifyBaseLogger;
  /** The session user, read across users, balance and billing by the module above them. */
  sessionUsers: SessionUsers;
}

/** Buying, changing, confirming, cancelling and managing a plan (spec §4, ADR 010). */
export function createBillingService(deps: Deps) {
  const { db, provider, billing, balance, consent, fulfilment, webhooks, clock } = deps;
  const { publicUrl, idempotencyKey, sessionUsers } = deps;
  const atProvider = providerCalls(deps.log);

  /** The subscription is this user's: its customer is the one stored for them. */
  async function ownedBy(userId: number, customerId: string): Promise<boolean> {
    return (await billing.account(userId))?.stripeCustomerId === customerId;
  }

  /**
   * Closes the welcome-price checkout opened before (a second tab): answers
   * true when it was paid already, so the welcome price is not offered again.
   */
  async function closeIntroAttempt(reference: string): Promise<boolean> {
    if (reference.startsWith('sub_')) {
      const sub = await atProvider('intro.read', () => provider.getSubscription(reference));
      if (sub?.status === 'incomplete') {
        await atProvider('intro.close', () => provider.cancelNow(reference));
        return false;
      }
      return sub !== null && ['active', 'trialing', 'past_due'].includes(sub.status);
    }
    const checkout = await atProvider('intro.read', () => provider.getCheckout(reference));
    if (checkout?.status === 'open') {
      return (
        (await atProvider('intro.close', () => provider.expireCheckout(reference))) === 'complete'
      );
    }
    return checkout?.status === 'complete';
  }

  /** The terms and the immediate start accepted for `tier` within the hour; 400 otherwise. */
  async function acceptedConsent(userId: number, tier: PaidTier) {
    const since = new Date(clock.now().getTime() - CONSENT_VALID_MS);
    const records = [
      ...(await consent.recentOf(userId, 'subscription', since)),
      ...(await consent.recentOf(userId, 'plan_change', since)),
    ];
    const accepted = records.find((r) => r.metadata?.newPlan === tier);
    if (!accepted) throw badRequest('billing.terms_required', TERMS_REQUIRED_MESSAGE);
    return accepted;
  }

  /** A paid plan in force with a subscription at the provider, or the French refusal. */
  async function changeablePlan(userId: number) {
    const account = await billing.account(userId);
    const from = normalizeTier(account?.tier ?? 'gratuit');
    if (!account?.stripeSubscriptionId || !from || from === 'gratuit') {
      throw badRequest('billing.no_plan_to_change');
    }
    return { account, from, subscriptionId: account.stripeSubscriptionId };
  }

  async function sessionUser(userId: number) {
    const user = await sessionUsers.find(db, userId);
    if (!user) throw unauthorized('auth.invalid_token');
    return user;
  }

  return {
    /** POST /api/record-cgu-acceptance: the consent record of spec §3, kept as evidence. */
    async recordConsent(
      userId: number,
      body: CguAcceptanceBody,
      meta: { ip: string; userAgent: string | null },
    ) {
      const tier = paidTierOf(body.metadata.newPlan);
      const user = await sessionUser(userId);
      await consent.record({
        userId,
        action: body.action,
        ipAddress: meta.ip,
        userAgent: body.userAgent?.slice(0, 500) ?? meta.userAgent,
        ...(body.version ? { version: body.version } : {}),
        metadata: {
          previousPlan: user.tier,
          newPlan: tier,
          timestamp: clock.now().toISOString(),
          withdrawalWaiver: true,
          clientTimestamp: body.metadata.timestamp ?? null,
        },
      });
      return { success: true };
    },

    /**
     * GET /api/subscribe/:tier: a checkout of `tier` for the user, once the
     * terms and the immediate start were accepted for it (within the hour).
     */
    async subscribe(userId: number, requested: string): Promise<{ redirectUrl: string }> {
      const tier = paidTierOf(requested);
      const user = await sessionUser(userId);
      if (user.tier === tier && user.accountStatus !== 'pending_cancel') {
        throw conflict('billing.same_plan');
      }
      const accepted = await acceptedConsent(userId, tier);

      const account = await billing.account(userId);
      const customerRequest = {
        userId,
        email: user.email,
        name: user.firstName,
        existingCustomerId: account?.stripeCustomerId ?? null,
      };
      const customerId = await atProvider('customer', async () =>
        provider.ensureCustomer({
          ...customerRequest,
          idempotencyKey: await idempotencyKey('customer', customerRequest),
        }),
      );
      if (customerId !== account?.stripeCustomerId) {
        await db.transaction((tx) => billing.update(tx, userId, { stripeCustomerId: customerId }));
      }
      // The welcome price, one checkout at a time: an earlier one still open is closed first.
      const previousIntro = account?.introCheckoutId ?? null;
      const introOffer =
        tier === 'decouverte' &&
        introOfferOpen(account) &&
        !(previousIntro !== null && (await closeIntroAttempt(previousIntro)));
      const change = user.tier !== 'gratuit';
      const base = {
        userId,
        customerId,
        tier,
        introOffer,
        metadata: {
          kind: 'subscription',
          introOffer: String(introOffer),
          consentId: String(accepted.id),
        },
      };
      const request = {
        ...base,
        // A first plan lands in the chat with the thanks popup; a change, on /subscription.
        successUrl: change
          ? `${publicUrl}/subscription?success=true&session_id={CHECKOUT_SESSION_ID}`
          : `${publicUrl}/chat?payment_success=true&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${publicUrl}/subscription?canceled=true`,
      };
      // The same request (a double click) finds the same checkout; any change, another one.
      const key = await idempotencyKey(`checkout-${deps.checkoutFlow}`, {
        ...request,
        current: account?.stripeSubscriptionId ?? null,
        previousIntro,
      });
      /** A welcome-price checkout is the account's only one; a concurrent request's loses. */
      const keepIntro = async (reference: string, close: () => Promise<unknown>) => {
        if (!introOffer || (await billing.swapIntroCheckout(userId, previousIntro, reference))) {
          return;
        }
        await atProvider('intro.close', close);
        throw conflict('billing.checkout_in_progress');
      };
      if (deps.checkoutFlow === 'embedded') {
        const intent = await atProvider('subscription-intent', () =>
          provider.startSubscriptionIntent({ ...base, idempotencyKey: key }),
        );
        await keepIntro(intent.subscriptionId, () => provider.cancelNow(intent.subscriptionId));
        // The secret stays out of the address (logs, history, Referer): the page asks for it.
        const query = new URLSearchParams({ tier, subscription_id: intent.subscriptionId });
        return { redirectUrl: `/stripe-payment?${query.toString()}` };
      }
      const session = await atProvider('checkout', () =>
        provider.startSubscriptionCheckout({ ...request, idempotencyKey: key }),
      );
      await keepIntro(session.id, () => provider.expireCheckout(session.id));
      return { redirectUrl: session.url };
    },

    /**
     * A return from payment (spec §4): never trusted on its own. The provider
     * says what was paid; the same fulfilment as the webhook's applies it if
     * the webhook has not yet.
     */
    async confirm(
      userId: number,
      ref: { sessionId?: string | undefined; subscriptionId?: string | undefined },
    ): Promise<ConfirmPaymentResponse> {
      const answer = async (
        status: ConfirmPaymentResponse['status'],
        kind: ConfirmPaymentResponse['kind'],
        tier: PaidTier | null,
        transactionId: string | null,
      ): Promise<ConfirmPaymentResponse> => ({
        status,
        kind,
        tier,
        transactionId,
        messagesRemaining: (await sessionUser(userId)).messagesRemaining,
      });

      let subscriptionId = ref.subscriptionId ?? null;
      let transactionId = subscriptionId;
      if (ref.sessionId) {
        const checkout = await atProvider('confirm', () => provider.getCheckout(ref.sessionId!));
        if (checkout?.metadata.kind === 'special_offer') {
          // The special offer was fulfilled on its return (it created or credited the account).
          const payment =
            checkout.paymentStatus === 'paid' ? await billing.payment(checkout.id) : undefined;
          if (payment?.userId !== userId) throw notFound('billing.checkout_not_found');
          return answer('paid', 'special_offer', null, checkout.id);
        }
        if (!checkout || checkout.metadata.userId !== String(userId)) {
          throw notFound('billing.checkout_not_found');
        }
        if (checkout.paymentStatus !== 'paid' || !checkout.subscriptionId) {
          return answer(
            checkout.status === 'expired' ? 'failed' : 'pending',
            'plan',
            null,
            checkout.id,
          );
        }
        subscriptionId = checkout.subscriptionId;
        transactionId = checkout.id;
      }
      const sub = subscriptionId
        ? await atProvider('confirm', () => provider.getSubscription(subscriptionId!))
        : null;
      // Whose it is follows from its customer, never from metadata alone.
      if (
        !sub ||
        sub.metadata.userId !== String(userId) ||
        !(await ownedBy(userId, sub.customerId))
      ) {
        throw notFound('billing.checkout_not_found');
      }
      if (!['active', 'trialing', 'past_due'].includes(sub.status)) {
        return answer(
          sub.status === 'incomplete' ? 'pending' : 'failed',
          'plan',
          null,
          transactionId,
        );
      }
      await webhooks.apply((tx) => fulfilment.applySubscription(tx, sub));
      return answer('paid', 'plan', sub.tier, transactionId);
    },

    /**
     * POST /api/billing/payment-secret: the embedded flow's client secret, for
     * the signed-in customer whose subscription waits for its first payment.
     */
    async paymentSecret(userId: number, subscriptionId: string): Promise<{ clientSecret: string }> {
      const sub = await atProvider('payment-secret', () =>
        provider.getSubscription(subscriptionId),
      );
      if (!sub || sub.status !== 'incomplete' || !(await ownedBy(userId, sub.customerId))) {
        throw notFound('billing.checkout_not_found');
      }
      const clientSecret = await atProvider('payment-secret', () =>
        provider.paymentSecret(subscriptionId),
      );
      if (!clientSecret) throw notFound('billing.checkout_not_found');
      return { clientSecret };
    },

    /**
     * GET /api/subscription/plan-change/:tier (D20): both ways of changing to
     * `tier`, with what each costs and keeps, and which is offered first.
     */
    async previewPlanChange(userId: number, requested: string): Promise<PlanChangePreview> {
      const to = paidTierOf(requested);
      const user = await sessionUser(userId);
      const account = await billing.account(userId);
      const from = normalizeTier(user.tier) ?? 'gratuit';
      if (from === to && user.accountStatus !== 'pending_cancel') {
        throw conflict('billing.same_plan');
      }
      const remaining = user.messagesRemaining;
      const paidPlan = from !== 'gratuit';
      const lost = paidPlan ? remaining : 0;
      const losesMessages = paidPlan && (isDowngrade(from, to) || remaining > allowanceOf(to));
      const waitable =
        paidPlan &&
        user.accountStatus === 'active' &&
        // A renewal not paid is settled first: there is no paid period to wait for.
        !account?.paymentIssue &&
        Boolean(account?.stripeSubscriptionId) &&
        account?.currentPeriodEnd != null;
      return {
        from,
        to,
        messagesRemaining: remaining,
        losesMessages,
        recommended: losesMessages && waitable ? 'end_of_period' : 'immediate',
        immediate: {
          priceCents: priceNowOf(to, introOfferOpen(account)),
          messagesLost: lost,
          messagesAfter: allowanceOf(to),
        },
        endOfPeriod: waitable
          ? {
              startsAt: account!.currentPeriodEnd!.toISOString(),
              priceCents: PLANS[to].priceCents,
              messagesKept: remaining,
            }
          : null,
      };
    },

    /**
     * POST /api/subscription/plan-change (D20): `tier` from the renewal. The
     * plan and the messages in force stay until the period paid ends; the
     * provider's item takes the next price without proration, so nothing is
     * charged today and the renewal charges the new plan.
     */
    async schedulePlanChange(userId: number, tier: PaidTier): Promise<ScheduledPlan> {
      const { account, from, subscriptionId } = await changeablePlan(userId);
      if (from === tier) throw conflict('billing.same_plan');
      if (account.accountStatus === 'pending_cancel') {
        throw conflict('billing.change_while_cancelling');
      }
      if (account.accountStatus !== 'active' || account.paymentIssue) {
        throw conflict('billing.change_while_unpaid');
      }
      await acceptedConsent(userId, tier);
      const sub = await atProvider('plan-change.read', () =>
        provider.getSubscription(subscriptionId),
      );
      if (!sub?.currentPeriodEnd || !['active', 'trialing'].includes(sub.status)) {
        throw conflict('billing.change_while_unpaid');
      }
      const id = `pc_${randomBytes(12).toString('hex')}`;
      const changed = await atProvider('plan-change', () =>
        provider.setPlanPrice(subscriptionId, tier, {
          planChangeId: id,
          planInForce: from,
          planChangeAt: String(Math.floor(sub.currentPeriodEnd!.getTime() / 1000)),
        }),
      );
      // The provider's state, applied as its event will be (the mail goes once, from here or there).
      await webhooks.apply((tx) => fulfilment.applySubscription(tx, changed));
      const scheduled = changed.scheduledChange;
      if (!scheduled) throw badGateway('billing.provider_failed');
      return { id: scheduled.id, tier: scheduled.tier, startsAt: scheduled.at.toISOString() };
    },

    /** DELETE /api/subscription/plan-change/:id: the plan in force goes on as before (D20). */
    async undoPlanChange(userId: number, id: string): Promise<{ success: true }> {
      const account = await billing.account(userId);
      const from = normalizeTier(account?.tier ?? '');
      // Another user's change, an old one, or one already applied: not found.
      if (
        !account?.scheduledChangeId ||
        account.scheduledChangeId !== id ||
        !account.stripeSubscriptionId ||
        !from ||
        from === 'gratuit'
      ) {
        throw notFound('billing.plan_change_not_found');
      }
      const changed = await atProvider('plan-change.undo', () =>
        provider.setPlanPrice(account.stripeSubscriptionId!, from, null),
      );
      await webhooks.apply((tx) => fulfilment.applySubscription(tx, changed));
      return { success: true };
    },

    /** POST /api/subscription/resume: a cancellation at period end taken back, in one tap (issue 39). */
    async resume(userId: number): Promise<{ renewsAt: string | null }> {
      const account = await billing.account(userId);
      if (!account?.stripeSubscriptionId || account.accountStatus !== 'pending_cancel') {
        throw conflict('billing.not_cancelling');
      }
      const sub = await atProvider('resume', () =>
        provider.undoCancellation(account.stripeSubscriptionId!),
      );
      await webhooks.apply((tx) => fulfilment.applySubscription(tx, sub));
      return { renewsAt: sub.currentPeriodEnd?.toISOString() ?? null };
    },

    /** POST /api/subscription/cancel: at the end of the period paid for; access stays until then. */
    async cancel(userId: number): Promise<{ endDate: string }> {
      const account = await billing.account(userId);
      if (!account?.stripeSubscriptionId || account.tier === 'gratuit') {
        throw badRequest('billing.no_subscription');
      }
      if (account.accountStatus === 'pending_cancel' && account.subscriptionEndDate) {
        throw conflict(
          'billing.already_cancelled',
          `La résiliation de votre abonnement est déjà programmée : votre forfait reste actif jusqu'au ${frenchDate(account.subscriptionEndDate)}.`,
        );
      }
      // A plan chosen for a renewal that will not come is given up first: the price in force is
      // put back, so that taking the cancellation back later renews the same plan.
      const inForce = normalizeTier(account.tier);
      if (account.scheduledChangeId && inForce && inForce !== 'gratuit') {
        const reverted = await atProvider('cancel.plan-change', () =>
          provider.setPlanPrice(account.stripeSubscriptionId!, inForce, null),
        );
        await webhooks.apply((tx) => fulfilment.applySubscription(tx, reverted));
      }
      // The confirmation mail follows the change, as it does for one made in the portal.
      const sub = await atProvider('cancel', () =>
        provider.cancelAtPeriodEnd(account.stripeSubscriptionId!),
      );
      await webhooks.apply((tx) => fulfilment.applySubscription(tx, sub));
      const endDate = endDateOf(sub) ?? sub.currentPeriodEnd ?? clock.now();
      return { endDate: endDate.toISOString() };
    },

    /**
     * Ends the plan at once (the back office, issue 40): the provider first,
     * then the very effect its deletion event has, so the account is on the
     * free tier when this returns; the event arriving later changes nothing.
     */
    async cancelNow(userId: number): Promise<void> {
      const account = await billing.account(userId);
      const subscriptionId = account?.stripeSubscriptionId;
      if (!subscriptionId || account.tier === 'gratuit')
        throw badRequest('billing.no_subscription');
      await atProvider('cancel-now', () => provider.cancelNow(subscriptionId));
      const sub = await atProvider('cancel-now.read', () =>
        provider.getSubscription(subscriptionId),
      );
      if (sub) await webhooks.apply((tx) => fulfilment.applySubscription(tx, sub));
    },

    /** « Gérer »: the provider's customer portal, back to /subscription. */
    async portal(userId: number): Promise<{ url: string }> {
      const account = await billing.account(userId);
      if (!account?.stripeCustomerId) throw badRequest('billing.no_customer');
      const url = await atProvider('portal', () =>
        provider.portalUrl(account.stripeCustomerId!, `${publicUrl}/subscription`),
      );
      return { url };
    },

    /**
     * A refund from the back office: all that is left of a payment, or
     * `amountCents` of it, bounded by what the stored payment and its earlier
     * refunds leave. The provider refunds; what the payment gave is taken
     * back, in proportion, by the same effect as the provider's
     * `charge.refunded` (which, arriving afterwards, changes nothing more).
     */
    async refundPayment(
      paymentId: string,
      input: { amountCents?: number | null; userId?: number } = {},
    ): Promise<{
      paymentId: string;
      /** What this refund gave back, the payment's total refunded so far, and its amount. */
      refundCents: number;
      refundedCents: number;
      amountCents: number;
    }> {
      const known = await billing.payment(paymentId);
      // The back office names the customer too: another customer's payment is not found.
      if (!known || (input.userId !== undefined && known.userId !== input.userId)) {
        throw notFound('billing.payment_not_found');
      }
      if (!known.providerPaymentIntentId) throw badRequest('billing.not_refundable');
      // Two refunds of one payment at once (two staff members, a double submit): one at a
      // time, each bounded by what the one before it left (issue 40).
      const payment = await billing.claimForRefund(paymentId, clock.now(), REFUND_CLAIM_MS);
      if (payment === undefined) throw notFound('billing.payment_not_found');
      if (payment === null) throw conflict('billing.refund_in_progress');
      try {
        const left = payment.amountCents - payment.refundedCents;
        const amount = input.amountCents ?? null;
        if (left <= 0) throw conflict('billing.already_refunded');
        if (amount !== null && (!Number.isSafeInteger(amount) || amount <= 0 || amount > left)) {
          throw badRequest(
            'billing.refund_amount',
            `Le montant à rembourser doit être supérieur à zéro et ne pas dépasser ce qui reste du paiement : ${formatEuros(left)} au plus.`,
          );
        }
        const charge = await atProvider('refund', () =>
          provider.refund({
            paymentIntentId: payment.providerPaymentIntentId!,
            amountCents: amount,
            // One refund per state of the payment: a double click refunds once.
            idempotencyKey: `refund-${payment.id}-${payment.refundedCents}-${amount ?? 'all'}`,
          }),
        );
        await webhooks.apply((tx) => fulfilment.applyRefund(tx, charge));
        const refundedCents = Math.min(charge.amountRefundedCents, payment.amountCents);
        return {
          paymentId,
          refundCents: refundedCents - payment.refundedCents,
          refundedCents,
          amountCents: payment.amountCents,
        };
      } finally {
        await billing.releaseRefund(paymentId);
      }
    },

    /**
     * Replays a payment event whose effect failed (the back office): the
     * stored event goes through the webhook's own handler, so an event
     * handled meanwhile changes nothing; a settled one is refused.
     */
    async replayEvent(eventId: string): Promise<{ type: string; userId: number | null }> {
      const failure = await deps.failures.find(eventId);
      if (!failure) throw notFound('billing.event_not_found');
      if (failure.resolvedAt) throw conflict('billing.event_settled');
      await atProvider('replay', () => webhooks.handle(failure.event, 'replay'));
      return { type: failure.type, userId: await webhooks.userOfEvent(failure.event) };
    },

    /** Chargebacks for the operator (the back office), newest first. */
    disputes: (filter: { userId?: number } = {}) => billing.disputes(filter),

    /** GET /api/subscription. */
    async summary(userId: number): Promise<SubscriptionSummary> {
      const [user, account, movements] = await Promise.all([
        sessionUser(userId),
        billing.account(userId),
        balance.movements(userId, MOVEMENTS_SHOWN),
      ]);
      const session = sessionUsers.present(user);
      const tier = normalizeTier(user.tier) ?? 'gratuit';
      const cancelling = user.accountStatus === 'pending_cancel';
      return {
        tier,
        accountStatus: user.accountStatus,
        messagesRemaining: user.messagesRemaining,
        renewsAt:
          tier !== 'gratuit' && !cancelling
            ? (account?.currentPeriodEnd?.toISOString() ?? null)
            : null,
        endsAt: cancelling ? (account?.subscriptionEndDate?.toISOString() ?? null) : null,
        canManage: Boolean(account?.stripeCustomerId),
        introOfferAvailable: introOfferOpen(account),
        scheduledPlan: session.scheduledPlan,
        paymentIssue: session.paymentIssue,
        movements: movements.map((m) => ({
          id: m.id,
          delta: m.delta,
          balanceAfter: m.balanceAfter,
          reason: m.reason as SubscriptionSummary['movements'][number]['reason'],
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
