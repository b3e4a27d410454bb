import type Stripe from 'stripe';
import { z } from 'zod';
import { createCatalogueCache, syncCatalogueWith, type TaxMode } from './catalogue-sync.js';
import {
  offerCheckoutParams,
  subscriptionCheckoutParams,
  subscriptionIntentParams,
} from './checkout-params.js';
import { ensureCustomerWith } from './ensure-customer.js';
import {
  PaymentProviderError,
  PaymentSignatureError,
  type PaymentEvent,
  type PaymentsProvider,
} from './payments.js';
import {
  createPortalConfigurationCache,
  ensurePortalConfigurationWith,
} from './portal-configuration.js';
import { stripeCatalogueOps } from './stripe.catalogue.js';
import {
  INTERACTIVE_BUDGET_MS,
  STARTUP_BUDGET_MS,
  call,
  createStripeClient,
  orNull,
  withinBudget,
  type StripeClientOptions,
} from './stripe-client.js';
import {
  toChargeState,
  toCheckoutState,
  toDisputeState,
  toInvoiceState,
  toSubscriptionState,
} from './stripe-mapping.js';

export interface StripePaymentsOptions extends StripeClientOptions {
  webhookSecret: string;
  publishableKey: string | null;
  /** How VAT reaches invoices (STRIPE_TAX, ADR 010); the fixed French rate by default. */
  taxMode?: TaxMode;
  /** When a webhook is received, for its 5-minute tolerance; tests move it. */
  clock?: () => Date;
}

/** How old a webhook's signature may be (Stripe's own default, 5 minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** Stripe, through the official SDK, at the pinned API version. */
export function createStripePayments(options: StripePaymentsOptions): PaymentsProvider {
  const stripe = createStripeClient(options);
  const clock = options.clock ?? (() => new Date());
  const taxMode = options.taxMode ?? 'tax_rate';
  const catalogue = createCatalogueCache(() =>
    syncCatalogueWith(stripeCatalogueOps(stripe), taxMode),
  );
  const portalConfiguration = createPortalConfigurationCache(() =>
    ensurePortalConfigurationWith({
      listActive: async () =>
        (await stripe.billingPortal.configurations.list({ active: true, limit: 100 })).data,
      create: (params, idempotencyKey) =>
        stripe.billingPortal.configurations.create(params, { idempotencyKey }),
    }),
  );
  // VAT itemised by Stripe Tax inside the TTC prices (ADR 010), when the setting asks for it.
  const tax = taxMode === 'stripe_tax' ? { automatic_tax: { enabled: true } } : {};
  const sessionUrl = (session: Stripe.Checkout.Session) => {
    if (!session.url) throw new PaymentProviderError('Stripe returned a session without a URL');
    return { id: session.id, url: session.url };
  };

  return withBudgets(options.budgetMs ?? INTERACTIVE_BUDGET_MS, {
    name: 'Stripe',
    simulated: false,
    mode: options.secretKey.startsWith('sk_live_') ? 'live' : 'test',
    publishableKey: options.publishableKey,

    syncCatalogue: () => call(async () => void (await catalogue.sync())),

    ensureCustomer: (input) =>
      call(() =>
        ensureCustomerWith(
          {
            retrieve: (id) => orNull(() => stripe.customers.retrieve(id)),
            update: async (id, changes) => void (await stripe.customers.update(id, changes)),
            create: async (params, idempotencyKey) =>
              (await stripe.customers.create(params, { idempotencyKey })).id,
          },
          input,
        ),
      ),

    startSubscriptionCheckout: (input) =>
      call(async () => {
        const params = { ...subscriptionCheckoutParams(input, await catalogue.get()), ...tax };
        const { idempotencyKey } = input;
        return sessionUrl(await stripe.checkout.sessions.create(params, { idempotencyKey }));
      }),

    startSubscriptionIntent: (input) =>
      call(async () => {
        const params = { ...subscriptionIntentParams(input, await catalogue.get()), ...tax };
        const subscription = await stripe.subscriptions.create(
          { ...params, expand: ['latest_invoice.confirmation_secret'] },
          { idempotencyKey: input.idempotencyKey },
        );
        const invoice = subscription.latest_invoice;
        const clientSecret =
          invoice && typeof invoice === 'object'
            ? invoice.confirmation_secret?.client_secret
            : null;
        if (!clientSecret) {
          throw new PaymentProviderError('Stripe returned no client secret for the first invoice');
        }
        return { subscriptionId: subscription.id, clientSecret };
      }),

    async paymentSecret(subscriptionId) {
      const subscription = await orNull(() =>
        stripe.subscriptions.retrieve(subscriptionId, {
          expand: ['latest_invoice.confirmation_secret'],
        }),
      );
      const invoice = subscription?.latest_invoice;
      if (!invoice || typeof invoice !== 'object' || invoice.status !== 'open') return null;
      return invoice.confirmation_secret?.client_secret ?? null;
    },

    startOfferCheckout: (input) =>
      call(async () => {
        const params = { ...offerCheckoutParams(input, await catalogue.get()), ...tax };
        const { idempotencyKey } = input;
        return sessionUrl(await stripe.checkout.sessions.create(params, { idempotencyKey }));
      }),

    async getCheckout(id) {
      const session = await orNull(() => stripe.checkout.sessions.retrieve(id));
      return session && toCheckoutState(session);
    },
    async expireCheckout(id) {
      try {
        const session = await call(() => stripe.checkout.sessions.expire(id));
        return session.status === 'complete' ? 'complete' : 'expired';
      } catch (error) {
        // Paid or expired meanwhile: Stripe refuses, and the session says which.
        const session = await orNull(() => stripe.checkout.sessions.retrieve(id));
        if (session && session.status !== 'open') {
          return session.status === 'complete' ? 'complete' : 'expired';
        }
        throw error;
      }
    },
    async getSubscription(id) {
      const subscription = await orNull(() => stripe.subscriptions.retrieve(id));
      return subscription && toSubscriptionState(subscription);
    },
    async getInvoice(id) {
      const invoice = await orNull(() => stripe.invoices.retrieve(id, { expand: ['payments'] }));
      return invoice && toInvoiceState(invoice);
    },
    async getCharge(id) {
      const charge = await orNull(() => stripe.charges.retrieve(id));
      return charge && toChargeState(charge);
    },
    async getDispute(id) {
      const dispute = await orNull(() => stripe.disputes.retrieve(id));
      return dispute && toDisputeState(dispute);
    },
    refund: ({ paymentIntentId, amountCents, idempotencyKey }) =>
      call(async () => {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntentId,
            ...(amountCents !== null ? { amount: amountCents } : {}),
            reason: 'requested_by_customer',
          },
          { idempotencyKey },
        );
        const chargeId = typeof refund.charge === 'string' ? refund.charge : refund.charge?.id;
        if (!chargeId) throw new PaymentProviderError('Stripe returned a refund without a charge');
        return toChargeState(await stripe.charges.retrieve(chargeId));
      }),

    cancelAtPeriodEnd: (subscriptionId) =>
      call(async () =>
        toSubscriptionState(
          await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
        ),
      ),

    async cancelNow(subscriptionId) {
      // Ending one that has ended already is done: a retried plan change must not fail.
      const current = await orNull(() => stripe.subscriptions.retrieve(subscriptionId));
      if (!current || ['canceled', 'incomplete_expired'].includes(current.status)) return;
      await call(() => stripe.subscriptions.cancel(subscriptionId));
    },

    ensurePortalConfiguration: () => call(() => portalConfiguration.get()),

    portalUrl: (customerId, returnUrl) =>
      call(async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
          locale: 'fr',
          configuration: await portalConfiguration.get(),
        });
        return session.url;
      }),

    verifyWebhook(rawBody, signature): PaymentEvent {
      if (!signature) throw new PaymentSignatureError('No Stripe-Signature header');
      // The SDK's tolerance looks only backwards: a signature dated ahead is as suspect as a stale one.
      const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
      if (signedAt > clock().getTime() / 1000 + WEBHOOK_TOLERANCE_SECONDS) {
        throw new PaymentSignatureError('Webhook signature refused: dated in the future');
      }
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          clock().getTime(),
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        throw new PaymentSignatureError(`Webhook signature refused: ${reason}`, { cause: error });
      }
      const parsed = eventSchema.safeParse(event);
      if (!parsed.success) {
        throw new PaymentSignatureError('Signed webhook is not a Stripe event', {
          cause: parsed.error,
        });
      }
      return parsed.data;
    },
  });
}

/**
 * Every network call of the adapter within its budget (stripe-client.ts): the
 * interactive one, or the start-up one for the catalogue sync.
 */
function withBudgets(budgetMs: number, provider: PaymentsProvider): PaymentsProvider {
  const budgeted = { ...provider } as Record<string, unknown>;
  for (const [name, value] of Object.entries(provider)) {
    if (typeof value !== 'function' || name === 'verifyWebhook') continue;
    const budget = name === 'syncCatalogue' ? Math.max(budgetMs, STARTUP_BUDGET_MS) : budgetMs;
    budgeted[name] = (...args: unknown[]) =>
      withinBudget(budget, () => (value as (...a: unknown[]) => Promise<unknown>)(...args));
  }
  return budgeted as unknown as PaymentsProvider;
}
