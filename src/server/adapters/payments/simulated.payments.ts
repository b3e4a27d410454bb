import { createCatalogueCache, syncCatalogueWith } from './catalogue-sync.js';
import {
  createPortalConfigurationCache,
  ensurePortalConfigurationWith,
} from './portal-configuration.js';
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
  type SubscriptionState,
} from './payments.js';
import {
  toChargeState,
  toCheckoutState,
  toDisputeState,
  toInvoiceState,
  toSubscriptionState,
} from './stripe-mapping.js';
import type { CoreUrls } from './stripe-core/context.js';
import { CoreError, orNull } from './stripe-core/core-error.js';
import { describeCheckout, type CheckoutDescription } from './simulated.checkout.js';
import { coreCatalogueOps } from './simulated.catalogue.js';
import type { ObjectStore } from './stripe-core/object-store.js';
import { createStripeCore } from './stripe-core/stripe-core.js';

export type { CheckoutDescription };

export interface SimulatedPaymentsOptions {
  store: ObjectStore;
  /** PUBLIC_URL: the simulated checkout and portal pages live under it. */
  publicUrl: string;
  clock?: () => Date;
  /**
   * Receives the events of interface calls that return none
   * (`cancelAtPeriodEnd`, `cancelNow`), shortly after the call returns, as
   * Stripe's webhooks would arrive: pass them to the webhook handler.
   */
  deliver?: (events: PaymentEvent[]) => Promise<void>;
  onDeliveryError?: (error: unknown) => void;
}

/** The simulated provider: the interface, plus what its pages and the dev triggers call. */
export interface SimulatedPayments extends PaymentsProvider {
  readonly simulated: true;
  describeCheckout(sessionId: string): Promise<CheckoutDescription | null>;
  /** The buyer pays. Paying a paid session again returns no events. */
  pay(sessionId: string, buyer?: { email?: string }): Promise<PaymentEvent[]>;
  /** The buyer leaves (« Annuler »): the session expires. */
  abandon(sessionId: string): Promise<PaymentEvent[]>;
  /** The embedded form's payment succeeds. */
  confirmIntent(subscriptionId: string): Promise<PaymentEvent[]>;
  renew(subscriptionId: string): Promise<PaymentEvent[]>;
  failRenewal(subscriptionId: string): Promise<PaymentEvent[]>;
  recover(subscriptionId: string): Promise<PaymentEvent[]>;
  giveUp(subscriptionId: string): Promise<PaymentEvent[]>;
  /** The period ends: a subscription set to cancel ends, another one renews. */
  endPeriod(subscriptionId: string): Promise<PaymentEvent[]>;
  /** The portal's « Résilier »: cancel at period end, with its events. */
  scheduleCancellation(subscriptionId: string): Promise<PaymentEvent[]>;
  /** The portal's « Reprendre »: undoes a cancellation at period end. */
  resume(subscriptionId: string): Promise<PaymentEvent[]>;
  /** Every subscription of a customer, newest first, canceled ones included. */
  listSubscriptions(customerId: string): Promise<SubscriptionState[]>;
  /** A customer's invoices, newest first, with their VAT (the portal's invoice history). */
  listInvoices(customerId: string): Promise<SimulatedInvoice[]>;
  /** The portal page's session: whose it is and where « Retour » goes. */
  portalSession(id: string): Promise<{ customerId: string; returnUrl: string | null } | null>;
  /** Resolves once every event handed to `deliver` so far has been handled. */
  whenDelivered(): Promise<void>;
}

/** An invoice as the simulated portal shows it: amounts in cents, VAT included. */
export interface SimulatedInvoice {
  id: string;
  number: string;
  customerId: string;
  customerEmail: string | null;
  issuedAt: Date;
  periodStart: Date;
  periodEnd: Date;
  description: string;
  paid: boolean;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  totalExcludingTaxCents: number;
  taxes: Array<{ percentage: number; amountCents: number; label: string }>;
}

export function simulatedUrls(publicUrl: string): CoreUrls {
  const base = publicUrl.replace(/\/+$/, '');
  const portal = (customerId: string) => `${base}/paiement-simule/portail/${customerId}`;
  return {
    checkout: (sessionId) => `${base}/paiement-simule/${sessionId}`,
    portal: (customerId, portalSessionId) => `${portal(customerId)}?session=${portalSessionId}`,
    hostedInvoice: (invoiceId, customerId) => `${portal(customerId)}?facture=${invoiceId}`,
    invoicePdf: (invoiceId) => `${base}/paiement-simule/facture/${invoiceId}`,
  };
}

export function createSimulatedPayments(options: SimulatedPaymentsOptions): SimulatedPayments {
  const core = createStripeCore({
    store: options.store,
    urls: simulatedUrls(options.publicUrl),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const deliveries = new Set<Promise<void>>();
  // The simulated provider itemises the fixed French VAT rate, as the default setting does at Stripe.
  const catalogue = createCatalogueCache(() =>
    syncCatalogueWith(coreCatalogueOps(core), 'tax_rate'),
  );
  const synced = catalogue.get;
  const portalConfiguration = createPortalConfigurationCache(() =>
    ensurePortalConfigurationWith({
      listActive: () => core.listPortalConfigurations({ active: true }),
      create: async (params, key) =>
        (
          await core.idempotent(key, JSON.stringify(params), () =>
            core.createPortalConfiguration(params),
          )
        ).result,
    }),
  );

  function deliverLater(events: PaymentEvent[]) {
    const deliver = options.deliver;
    if (!deliver || events.length === 0) return;
    const report = options.onDeliveryError ?? ((error) => console.error(error));
    const delivery = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => deliver(events))
      .catch(report);
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
  }

  return {
    name: 'Paiement simulé',
    simulated: true,
    mode: 'test',
    publishableKey: null,

    syncCatalogue: () => guard(async () => void (await catalogue.sync())),

    ensureCustomer: (input) =>
      guard(() =>
        ensureCustomerWith(
          {
            retrieve: (id) => orNull(core.retrieveCustomer(id)),
            update: async (id, changes) => void (await core.updateCustomer(id, changes)),
            create: async (params, key) => {
              const run = () => core.createCustomer(params);
              return (await core.idempotent(key, JSON.stringify(params), run)).result.id;
            },
          },
          input,
        ),
      ),

    startSubscriptionCheckout: (input) =>
      guard(async () => {
        const params = subscriptionCheckoutParams(input, await synced());
        const run = () => core.createCheckoutSession(params);
        const { result } = await core.idempotent(input.idempotencyKey, JSON.stringify(params), run);
        return sessionUrl(result);
      }),

    startSubscriptionIntent: (input) =>
      guard(async () => {
        const params = subscriptionIntentParams(input, await synced());
        const run = () => core.createSubscription(params);
        const { result } = await core.idempotent(input.idempotencyKey, JSON.stringify(params), run);
        const invoice = await core.retrieveInvoice(result.latest_invoice ?? '');
        const clientSecret = invoice.confirmation_secret?.client_secret;
        if (!clientSecret) throw new PaymentProviderError('No client secret on the first invoice');
        return { subscriptionId: result.id, clientSecret };
      }),

    paymentSecret: (subscriptionId) =>
      guard(async () => {
        const subscription = await orNull(core.retrieveSubscription(subscriptionId));
        if (!subscription?.latest_invoice) return null;
        const invoice = await core.retrieveInvoice(subscription.latest_invoice);
        return invoice.status === 'open'
          ? (invoice.confirmation_secret?.client_secret ?? null)
          : null;
      }),

    startOfferCheckout: (input) =>
      guard(async () => {
        const params = offerCheckoutParams(input, await synced());
        const run = () => core.createCheckoutSession(params);
        const { result } = await core.idempotent(input.idempotencyKey, JSON.stringify(params), run);
        return sessionUrl(result);
      }),

    getCheckout: (id) =>
      guard(async () => mapOrNull(core.retrieveCheckoutSession(id), toCheckoutState)),
    expireCheckout: (id) =>
      guard(async () => {
        const session = await core.retrieveCheckoutSession(id);
        if (session.status !== 'open')
          return session.status === 'complete' ? 'complete' : 'expired';
        await core.expireCheckoutSession(id);
        return 'expired';
      }),
    getSubscription: (id) =>
      guard(async () => mapOrNull(core.retrieveSubscription(id), toSubscriptionState)),
    getInvoice: (id) => guard(async () => mapOrNull(core.retrieveInvoice(id), toInvoiceState)),
    getCharge: (id) => guard(async () => mapOrNull(core.retrieveCharge(id), toChargeState)),
    getDispute: (id) => guard(async () => mapOrNull(core.retrieveDispute(id), toDisputeState)),
    refund: ({ paymentIntentId, amountCents, idempotencyKey }) =>
      guard(async () => {
        const params = {
          payment_intent: paymentIntentId,
          ...(amountCents !== null ? { amount: amountCents } : {}),
          reason: 'requested_by_customer' as const,
        };
        const run = () => core.createRefund(params);
        const { result, replayed } = await core.idempotent(
          idempotencyKey,
          JSON.stringify(params),
          run,
        );
        if (!replayed) deliverLater(result.events);
        return toChargeState(await core.retrieveCharge(result.object.charge));
      }),

    cancelAtPeriodEnd: (subscriptionId) =>
      guard(async () => {
        const changed = await core.updateSubscription(subscriptionId, {
          cancel_at_period_end: true,
        });
        deliverLater(changed.events);
        return toSubscriptionState(changed.object);
      }),

    cancelNow: (subscriptionId) =>
      guard(async () => {
        const subscription = await orNull(core.retrieveSubscription(subscriptionId));
        if (!subscription || ['canceled', 'incomplete_expired'].includes(subscription.status))
          return;
        deliverLater((await core.cancelSubscription(subscriptionId)).events);
      }),

    ensurePortalConfiguration: () => guard(() => portalConfiguration.get()),

    portalUrl: (customerId, returnUrl) =>
      guard(async () => {
        const session = await core.createPortalSession({
          customer: customerId,
          return_url: returnUrl,
          locale: 'fr',
          configuration: await portalConfiguration.get(),
        });
        return session.url;
      }),

    verifyWebhook() {
      throw new PaymentSignatureError('Simulated payments receive no webhooks');
    },

    describeCheckout: (sessionId) => guard(() => describeCheckout(core, sessionId)),
    pay: (sessionId, buyer = {}) =>
      guard(async () => (await core.completeCheckoutSession(sessionId, buyer)).events),
    abandon: (sessionId) =>
      guard(async () => {
        const session = await core.retrieveCheckoutSession(sessionId);
        if (session.status === 'expired') return [];
        return (await core.expireCheckoutSession(sessionId)).events;
      }),
    confirmIntent: (id) => guard(() => core.confirmSubscriptionPayment(id)),
    renew: (id) => guard(() => core.renew(id)),
    failRenewal: (id) => guard(() => core.failRenewal(id)),
    recover: (id) => guard(() => core.recover(id)),
    giveUp: (id) => guard(() => core.giveUp(id)),
    endPeriod: (id) => guard(() => core.endPeriod(id)),
    scheduleCancellation: (id) =>
      guard(async () => (await core.updateSubscription(id, { cancel_at_period_end: true })).events),
    resume: (id) =>
      guard(
        async () => (await core.updateSubscription(id, { cancel_at_period_end: false })).events,
      ),
    listSubscriptions: (customerId) =>
      guard(async () =>
        (await core.listSubscriptions({ customer: customerId, status: 'all' })).map(
          toSubscriptionState,
        ),
      ),
    listInvoices: (customerId) =>
      guard(async () => {
        const invoices = await core.listInvoices({ customer: customerId });
        const rates = new Map(
          (await core.listTaxRates({ limit: 100 })).data.map((rate) => [rate.id, rate]),
        );
        return invoices.map((invoice): SimulatedInvoice => {
          const [line] = invoice.lines.data;
          return {
            id: invoice.id,
            number: invoice.number,
            customerId: invoice.customer,
            customerEmail: invoice.customer_email,
            issuedAt: new Date(invoice.created * 1000),
            periodStart: new Date((line?.period.start ?? invoice.period_start) * 1000),
            periodEnd: new Date((line?.period.end ?? invoice.period_end) * 1000),
            description: line?.description ?? '',
            paid: invoice.status === 'paid',
            subtotalCents: invoice.subtotal,
            discountCents: invoice.total_discount_amounts.reduce((sum, d) => sum + d.amount, 0),
            totalCents: invoice.total,
            totalExcludingTaxCents: invoice.total_excluding_tax ?? invoice.total,
            taxes: (invoice.total_taxes ?? []).map((tax) => {
              const rate = rates.get(tax.tax_rate_details.tax_rate);
              return {
                percentage: rate?.percentage ?? 0,
                amountCents: tax.amount,
                label: rate?.display_name ?? 'Taxe',
              };
            }),
          };
        });
      }),
    portalSession: (id) =>
      guard(async () => {
        const session = await orNull(core.retrievePortalSession(id));
        return session ? { customerId: session.customer, returnUrl: session.return_url } : null;
      }),

    async whenDelivered() {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },
  };
}

function sessionUrl(session: { id: string; url: string | null }) {
  if (!session.url) throw new PaymentProviderError('The simulated session has no URL');
  return { id: session.id, url: session.url };
}

async function mapOrNull<T, R>(read: Promise<T>, map: (value: T) => R): Promise<R | null> {
  const value = await orNull(read);
  return value === null ? null : map(value);
}

/** The core's Stripe-style errors become the interface's provider errors, keeping the code. */
async function guard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CoreError) {
      throw new PaymentProviderError(error.message, error.code ?? error.type, { cause: error });
    }
    throw error;
  }
}
