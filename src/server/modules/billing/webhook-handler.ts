import type { FastifyBaseLogger } from 'fastify';
import { PLANS, formatEuros, type PaidTier } from '#shared/plans.js';
import type { OutgoingMail } from '../../adapters/mailer/mailer.js';
import type { PaymentEvent, PaymentsProvider } from '../../adapters/payments/payments.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Outbox } from '../emails/outbox.service.js';
import { paymentActionRequiredMail, paymentFailedMail } from '../emails/templates/templates.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { BillingRepository } from './billing.repository.js';
import type { StoredPaymentEvent } from './billing.tables.js';
import { nothingAfter, type Aftermath, type Fulfilment } from './fulfilment.js';
import type { OfferMails } from './offer-mails.js';
import type { WebhookFailuresRepository } from './webhook-failures.repository.js';

/** The object an event is about: its id, whatever its shape. */
const objectId = (event: PaymentEvent) => String(event.data.object.id ?? '');

/**
 * What a replay needs of an event, and no more: the handler reads the
 * object's current state from the provider anyway (ADR 010), so the rest of
 * it (an address, a card's country) is not kept.
 */
export function storedEvent(event: PaymentEvent): StoredPaymentEvent {
  const { object } = event.data;
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    data: {
      object: {
        id: objectId(event),
        ...(typeof object.object === 'string' ? { object: object.object } : {}),
        ...(typeof object.customer === 'string' ? { customer: object.customer } : {}),
      },
    },
  };
}

/** An error as the operator reads it: its kind, its message, and the provider's code. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const kind = error.name && error.name !== 'Error' ? `${error.name} : ` : '';
  return `${kind}${error.message}${typeof code === 'string' && code ? ` (${code})` : ''}`;
}

/** Who handled the event in the end: the provider sending it again, or an operator's replay. */
export type HandledBy = 'delivery' | 'replay';

interface Deps {
  db: Db;
  provider: PaymentsProvider;
  billing: BillingRepository;
  users: UsersRepository;
  fulfilment: Fulfilment;
  offerMails: OfferMails;
  outbox: Outbox;
  failures: WebhookFailuresRepository;
  clock: Clock;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Handles the provider's events (ADR 010), from its webhook or from the
 * simulated provider's pages alike. What an event says is only a hint: the
 * current state is read from the provider, then applied in one transaction
 * with the event's id, so a replay, five deliveries at once or events out of
 * order change nothing more. What must happen outside the transaction (mails,
 * cancelling a replaced subscription) follows the commit.
 */
export function createWebhookHandler(deps: Deps) {
  const { db, provider, billing, users, fulfilment, offerMails, outbox, publicUrl, log } = deps;
  const { failures, clock } = deps;

  /** Reads what the event is about, and answers how to apply it in a transaction. */
  async function planFor(event: PaymentEvent): Promise<(tx: Db) => Promise<Aftermath>> {
    const id = objectId(event);
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const checkout = await provider.getCheckout(id);
        // Not ours (a setup session, an unknown id) or not paid: acknowledged, nothing to do.
        if (!checkout || checkout.mode === 'other' || checkout.paymentStatus !== 'paid') {
          return async () => nothingAfter();
        }
        if (checkout.mode === 'payment' && checkout.metadata.kind === 'special_offer') {
          return (tx) => fulfilment.applyOffer(tx, checkout, offerMails);
        }
        const sub = checkout.subscriptionId
          ? await provider.getSubscription(checkout.subscriptionId)
          : null;
        return async (tx) => (sub ? fulfilment.applySubscription(tx, sub) : nothingAfter());
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed': {
        const sub = await provider.getSubscription(id);
        return async (tx) => (sub ? fulfilment.applySubscription(tx, sub) : nothingAfter());
      }
      case 'invoice.paid':
      case 'invoice.payment_succeeded': {
        const invoice = await provider.getInvoice(id);
        if (!invoice || invoice.status !== 'paid') return async () => nothingAfter();
        const sub = invoice.subscriptionId
          ? await provider.getSubscription(invoice.subscriptionId)
          : null;
        return (tx) => fulfilment.applyPaidInvoice(tx, invoice, sub);
      }
      case 'invoice.payment_failed':
      case 'invoice.payment_action_required': {
        const invoice = await provider.getInvoice(id);
        const sub = invoice?.subscriptionId
          ? await provider.getSubscription(invoice.subscriptionId)
          : null;
        if (!invoice || !sub || invoice.status === 'paid') return async () => nothingAfter();
        const issue =
          event.type === 'invoice.payment_failed' ? 'payment_failed' : 'action_required';
        return async (tx) => {
          const after = await fulfilment.applySubscription(tx, sub);
          // Only the plan the customer has now: an old, replaced one is being cancelled anyway.
          if (after.userId === null || !sub.tier) return after;
          const link = invoice.hostedInvoiceUrl ?? `${publicUrl}/subscription`;
          if (!(await fulfilment.markRenewalIssue(tx, after.userId, sub, issue, link))) {
            return after;
          }
          return { ...after, mails: [...after.mails, renewalIssueMail(issue, sub.tier, link)] };
        };
      }
      case 'charge.refunded': {
        const charge = await provider.getCharge(id);
        return async (tx) => (charge ? fulfilment.applyRefund(tx, charge) : nothingAfter());
      }
      case 'charge.dispute.created':
      case 'charge.dispute.updated':
      case 'charge.dispute.closed': {
        const dispute = await provider.getDispute(id);
        if (dispute) log.warn({ dispute: dispute.id, status: dispute.status }, 'litige bancaire');
        return async (tx) => (dispute ? fulfilment.recordDispute(tx, dispute) : nothingAfter());
      }
      default:
        // An event this product does not use: acknowledged (2xx), so Stripe stops sending it.
        return async () => nothingAfter();
    }
  }

  /** The mail of a renewal not paid: declined, or waiting for the cardholder's authentication. */
  function renewalIssueMail(
    issue: 'payment_failed' | 'action_required',
    tier: PaidTier,
    link: string,
  ) {
    return async (userId: number): Promise<OutgoingMail | null> => {
      const user = await users.findById(userId);
      if (!user) return null;
      const input = {
        firstName: user.firstName,
        planName: PLANS[tier].name,
        amount: formatEuros(PLANS[tier].priceCents),
        link,
      };
      const mail =
        issue === 'payment_failed' ? paymentFailedMail(input) : paymentActionRequiredMail(input);
      return { to: user.email, ...mail };
    };
  }

  /** After the commit: the mails, then the subscription a plan change replaced is cancelled. */
  async function follow(after: Aftermath): Promise<void> {
    if (after.userId === null) return;
    for (const compose of after.mails) {
      const mail = await compose(after.userId);
      if (mail) await outbox.deliver(mail);
    }
    await settleReplaced(after.userId);
  }

  /**
   * Cancels, at once, the subscription a paid plan change replaced. Runs after
   * every event of the user (replays included), so a failed attempt is retried
   * with the next delivery.
   */
  async function settleReplaced(userId: number): Promise<void> {
    const account = await billing.account(userId);
    const replaced = account?.pendingSubscriptionId;
    if (!replaced || replaced === account.stripeSubscriptionId) return;
    await provider.cancelNow(replaced);
    await db.transaction(async (tx) => {
      const locked = await billing.lockAccount(tx, userId);
      if (locked.pendingSubscriptionId === replaced) {
        await billing.update(tx, userId, { pendingSubscriptionId: null });
      }
    });
    log.info({ userId, replaced }, 'abonnement remplacé résilié chez le prestataire');
  }

  /** One event: effects committed with its id (and its failure settled), then what follows. */
  async function handleOnce(event: PaymentEvent, by: HandledBy): Promise<void> {
    const apply = await planFor(event);
    const after = await db.transaction(async (tx) => {
      if (!(await billing.markEventHandled(tx, event.id, event.type))) return null;
      await failures.resolve(tx, event.id, by, clock.now());
      return apply(tx);
    });
    log.info(
      { event: event.id, type: event.type, replay: after === null },
      'événement de paiement',
    );
    if (after) await follow(after);
    else {
      // A replay: its effect is there, but what follows it may have failed last time.
      const userId = await userOfEvent(event);
      if (userId !== null) await settleReplaced(userId);
      await failures.resolve(db, event.id, by, clock.now());
    }
  }

  return {
    /**
     * One event, delivered or replayed. Throws if the effect failed, once the
     * failure is recorded (with the error) for the operator to see and replay.
     */
    async handle(event: PaymentEvent, by: HandledBy = 'delivery'): Promise<void> {
      try {
        await handleOnce(event, by);
      } catch (error) {
        await failures
          .recordFailure(storedEvent(event), describeError(error), clock.now())
          .catch((failure: unknown) =>
            log.error({ err: failure, event: event.id }, 'échec non enregistré'),
          );
        throw error;
      }
    },

    /**
     * The simulated provider's events, in the order it gives them, each handled
     * as a webhook is: one that fails does not stop the others (Stripe delivers
     * each on its own); the first failure is thrown once all were tried.
     */
    async handleAll(events: PaymentEvent[]): Promise<void> {
      const failed: unknown[] = [];
      for (const event of events) {
        try {
          await this.handle(event);
        } catch (error) {
          log.error({ err: error, event: event.id, type: event.type }, 'événement en échec');
          failed.push(error);
        }
      }
      if (failed.length > 0) throw failed[0];
    },

    /** Applies an effect outside any event (a return page confirming a payment), then what follows. */
    async apply(run: (tx: Db) => Promise<Aftermath>): Promise<Aftermath> {
      const after = await db.transaction(run);
      await follow(after);
      return after;
    },

    settleReplaced,
    userOfEvent,
  };

  async function userOfEvent(event: Pick<PaymentEvent, 'data'>): Promise<number | null> {
    const customer = event.data.object.customer;
    if (typeof customer !== 'string') return null;
    return (await billing.findByCustomer(customer))?.userId ?? null;
  }
}

export type WebhookHandler = ReturnType<typeof createWebhookHandler>;
