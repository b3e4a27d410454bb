import type { FastifyBaseLogger } from 'fastify';
import { PLANS, formatEuros, type PaidTier } from '../../../shared/plans.js';
import type { OutgoingMail } from '../../adapters/mailer/mailer.js';
import type { PaymentEvent, PaymentsProvider } from '../../adapters/payments/payments.js';
import type { Db } from '../../db/client.js';
import type { Outbox } from '../emails/outbox.service.js';
import { paymentActionRequiredMail, paymentFailedMail } from '../emails/templates/templates.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { BillingRepository } from './billing.repository.js';
import { nothingAfter, type Aftermath, type Fulfilment } from './fulfilment.js';
import type { OfferMails } from './offer-mails.js';

/** The object an event is about: its id, whatever its shape. */
const objectId = (event: PaymentEvent) => String(event.data.object.id ?? '');

interface Deps {
  db: Db;
  provider: PaymentsProvider;
  billing: BillingRepository;
  users: UsersRepository;
  fulfilment: Fulfilment;
  offerMails: OfferMails;
  outbox: Outbox;
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

  return {
    /** One event: effects committed with its id, then what follows. Throws if the effect failed. */
    async handle(event: PaymentEvent): Promise<void> {
      const apply = await planFor(event);
      const after = await db.transaction(async (tx) => {
        if (!(await billing.markEventHandled(tx, event.id, event.type))) return null;
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
      }
    },

    /** The simulated provider's events, in the order it gives them (each handled as a webhook is). */
    async handleAll(events: PaymentEvent[]): Promise<void> {
      for (const event of events) await this.handle(event);
    },

    /** Applies an effect outside any event (a return page confirming a payment), then what follows. */
    async apply(run: (tx: Db) => Promise<Aftermath>): Promise<Aftermath> {
      const after = await db.transaction(run);
      await follow(after);
      return after;
    },

    settleReplaced,
  };

  async function userOfEvent(event: PaymentEvent): Promise<number | null> {
    const customer = event.data.object.customer;
    if (typeof customer !== 'string') return null;
    return (await billing.findByCustomer(customer))?.userId ?? null;
  }
}

export type WebhookHandler = ReturnType<typeof createWebhookHandler>;
