import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, PaymentSignatureError, type PaymentEvent } from './payments.js';
import {
  createSimulatedPayments,
  type SimulatedPayments,
  type SimulatedPaymentsOptions,
} from './simulated.payments.js';
import { STRIPE_API_VERSION } from './stripe-api-version.js';
import { createMemoryObjectStore, type ObjectStore } from './stripe-core/object-store.js';
import type { Invoice, StripeEvent, Subscription } from './stripe-core/objects.js';

const PUBLIC_URL = 'http://localhost:5000';
const START = new Date('2026-01-31T10:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

let now: Date;
let store: ObjectStore;
let delivered: PaymentEvent[][];
let payments: SimulatedPayments;

function provider(overrides: Partial<SimulatedPaymentsOptions> = {}) {
  return createSimulatedPayments({
    store,
    publicUrl: PUBLIC_URL,
    clock: () => now,
    deliver: async (events) => void delivered.push(events),
    ...overrides,
  });
}

beforeEach(async () => {
  now = START;
  store = createMemoryObjectStore();
  delivered = [];
  payments = provider();
  await payments.syncCatalogue();
});
// Late deliveries must not land in the next test's list.
afterEach(() => payments.whenDelivered());

const types = (events: PaymentEvent[]) => events.map((e) => e.type);
type Loose = Record<string, unknown> & { id: string };
function objectOf<T = Loose>(events: PaymentEvent[], type: string): T {
  const event = events.find((e) => e.type === type);
  if (!event) throw new Error(`no ${type} in ${types(events).join(', ')}`);
  return event.data.object as T;
}

async function customer(userId = 1, email = 'nina@exemple.fr') {
  return payments.ensureCustomer({
    userId,
    email,
    name: 'Nina',
    existingCustomerId: null,
    idempotencyKey: `customer-user-${userId}`,
  });
}

async function subscriptionCheckout(
  overrides: Partial<Parameters<SimulatedPayments['startSubscriptionCheckout']>[0]> = {},
) {
  return payments.startSubscriptionCheckout({
    userId: 1,
    customerId: await customer(),
    tier: 'decouverte',
    introOffer: true,
    successUrl: `${PUBLIC_URL}/subscription?success=true&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${PUBLIC_URL}/subscription?canceled=true`,
    metadata: { previousPlan: 'gratuit' },
    idempotencyKey: 'checkout-1',
    ...overrides,
  });
}

/** A paid decouverte subscription with the intro month; returns its id and the events. */
async function activeSubscription() {
  const { id } = await subscriptionCheckout();
  const events = await payments.pay(id);
  return { id: objectOf(events, 'customer.subscription.created').id as string, events };
}

describe('simulated provider: buying a plan', () => {
  it('opens a checkout on the local page and describes what is bought', async () => {
    const { id, url } = await subscriptionCheckout();

    expect(id).toMatch(/^cs_test_/);
    expect(url).toBe(`${PUBLIC_URL}/paiement-simule/${id}`);
    expect(await payments.describeCheckout(id)).toEqual({
      id,
      status: 'open',
      kind: 'subscription',
      tier: 'decouverte',
      productName: 'Forfait Découverte',
      messages: 10,
      amountDueNowCents: 700,
      monthlyAmountCents: 1900,
      email: 'nina@exemple.fr',
      submitMessage: expect.stringContaining('L221-28'),
      successUrl: `${PUBLIC_URL}/subscription?success=true&session_id=${id}`,
      cancelUrl: `${PUBLIC_URL}/subscription?canceled=true`,
    });
    expect(await payments.describeCheckout('cs_test_unknown')).toBeNull();
  });

  it('charges the full price without the intro offer, and never discounts another tier', async () => {
    const plain = await subscriptionCheckout({ introOffer: false, idempotencyKey: 'a' });
    const guidance = await subscriptionCheckout({ tier: 'guidance', idempotencyKey: 'b' });

    expect((await payments.describeCheckout(plain.id))?.amountDueNowCents).toBe(1900);
    expect(await payments.describeCheckout(guidance.id)).toMatchObject({
      tier: 'guidance',
      amountDueNowCents: 3900,
      monthlyAmountCents: 3900,
      messages: 30,
    });
  });

  it('paying gives an active subscription, a paid invoice and the completed session, in that order', async () => {
    const { id } = await subscriptionCheckout();

    const events = await payments.pay(id);

    expect(types(events)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    for (const event of events) {
      expect(event).toMatchObject({
        id: expect.stringMatching(/^evt_/),
        object: 'event',
        api_version: STRIPE_API_VERSION,
        created: seconds(START),
        livemode: false,
      });
    }
    const subscription = objectOf<Subscription>(events, 'customer.subscription.created');
    const invoice = objectOf<Invoice>(events, 'invoice.paid');
    const session = objectOf(events, 'checkout.session.completed');
    expect(subscription).toMatchObject({
      id: expect.stringMatching(/^sub_/),
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: false,
      currency: 'eur',
      latest_invoice: invoice.id,
      metadata: { previousPlan: 'gratuit', userId: '1', tier: 'decouverte' },
    });
    // Anchored on 31 January: the first period ends on 28 February.
    expect(subscription.items.data[0]).toMatchObject({
      current_period_start: seconds(START),
      current_period_end: seconds(new Date('2026-02-28T10:00:00Z')),
      price: { lookup_key: 'voyance_decouverte_monthly_eur', unit_amount: 1900 },
    });
    expect(invoice).toMatchObject({
      id: expect.stringMatching(/^in_/),
      status: 'paid',
      billing_reason: 'subscription_create',
      subtotal: 1900,
      total: 700,
      amount_paid: 700,
      currency: 'eur',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id },
      },
    });
    expect(session).toMatchObject({
      id,
      status: 'complete',
      payment_status: 'paid',
      subscription: subscription.id,
      amount_total: 700,
      client_reference_id: '1',
      locale: 'fr',
      metadata: { previousPlan: 'gratuit', userId: '1', tier: 'decouverte' },
    });
  });

  it('reads back the states the billing module uses', async () => {
    const { id: sessionId } = await subscriptionCheckout();
    const events = await payments.pay(sessionId);
    const subscriptionId = objectOf(events, 'customer.subscription.created').id;
    const invoiceId = objectOf(events, 'invoice.paid').id;
    const customerId = await customer();

    expect(await payments.getCheckout(sessionId)).toEqual({
      id: sessionId,
      mode: 'subscription',
      status: 'complete',
      paymentStatus: 'paid',
      customerId,
      subscriptionId,
      email: 'nina@exemple.fr',
      amountTotalCents: 700,
      clientReferenceId: '1',
      // A subscription's session is paid through its invoice's PaymentIntent.
      paymentIntentId: null,
      metadata: { previousPlan: 'gratuit', userId: '1', tier: 'decouverte' },
    });
    expect(await payments.getSubscription(subscriptionId)).toEqual({
      id: subscriptionId,
      customerId,
      status: 'active',
      tier: 'decouverte',
      cancelAtPeriodEnd: false,
      cancelAt: null,
      currentPeriodEnd: new Date('2026-02-28T10:00:00Z'),
      metadata: { previousPlan: 'gratuit', userId: '1', tier: 'decouverte' },
      scheduledChange: null,
    });
    expect(await payments.getInvoice(invoiceId)).toEqual({
      id: invoiceId,
      customerId,
      subscriptionId,
      billingReason: 'subscription_create',
      status: 'paid',
      amountPaidCents: 700,
      hostedInvoiceUrl: expect.stringContaining(`/paiement-simule/portail/${customerId}`),
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
    expect(await payments.getCheckout('cs_test_nope')).toBeNull();
    expect(await payments.getSubscription('sub_nope')).toBeNull();
    expect(await payments.getInvoice('in_nope')).toBeNull();
  });

  it('pays a session once: paying again gives no second set of events', async () => {
    const { id } = await subscriptionCheckout();

    const [first, second] = await Promise.all([payments.pay(id), payments.pay(id)]);
    const third = await payments.pay(id);

    expect(types(first)).toHaveLength(3);
    expect(second).toEqual([]);
    expect(third).toEqual([]);
    expect(await payments.listSubscriptions(await customer())).toHaveLength(1);
  });

  it('opens one session per idempotency key', async () => {
    const first = await subscriptionCheckout();
    const again = await subscriptionCheckout();
    const other = await subscriptionCheckout({ idempotencyKey: 'checkout-2' });

    expect(again).toEqual(first);
    expect(other.id).not.toBe(first.id);
    await expect(subscriptionCheckout({ tier: 'vip' })).rejects.toMatchObject({
      name: 'PaymentProviderError',
      code: 'idempotency_error',
    });
  });

  it('forgets an idempotency key after 24 hours, as Stripe does', async () => {
    const first = await subscriptionCheckout();
    now = new Date(START.getTime() + 24 * 3600_000);

    const later = await subscriptionCheckout();

    expect(later.id).not.toBe(first.id);
  });

  it('abandoning expires the session once; it can no longer be paid', async () => {
    const { id } = await subscriptionCheckout();

    const events = await payments.abandon(id);

    expect(types(events)).toEqual(['checkout.session.expired']);
    expect(objectOf(events, 'checkout.session.expired')).toMatchObject({ id, status: 'expired' });
    expect(await payments.abandon(id)).toEqual([]);
    await expect(payments.pay(id)).rejects.toMatchObject({ code: 'checkout_session_expired' });
    expect((await payments.describeCheckout(id))?.status).toBe('expired');
  });

  it('a session past its expiry time cannot be paid', async () => {
    const { id } = await subscriptionCheckout();
    now = new Date(START.getTime() + 25 * 3600_000);

    await expect(payments.pay(id)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('a paid session cannot be abandoned', async () => {
    const { id } = await subscriptionCheckout();
    await payments.pay(id);

    await expect(payments.abandon(id)).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('simulated provider: the special offer', () => {
  const offer = () =>
    payments.startOfferCheckout({
      guestSessionId: 'guest_1_abc',
      successUrl: `${PUBLIC_URL}/special-offer/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${PUBLIC_URL}/`,
      idempotencyKey: 'offer-guest_1_abc',
    });

  it('is a one-time 14 € checkout asking for the e-mail', async () => {
    const { id, url } = await offer();

    expect(url).toBe(`${PUBLIC_URL}/paiement-simule/${id}`);
    expect(await payments.describeCheckout(id)).toMatchObject({
      kind: 'special_offer',
      tier: null,
      productName: 'Offre spéciale',
      messages: 10,
      amountDueNowCents: 1400,
      monthlyAmountCents: null,
      email: null,
      status: 'open',
    });
    await expect(payments.pay(id)).rejects.toMatchObject({ code: 'email_required' });
  });

  it('paying completes the session with the buyer’s e-mail and nothing else', async () => {
    const { id } = await offer();

    const events = await payments.pay(id, { email: 'acheteur@exemple.fr' });

    expect(types(events)).toEqual(['checkout.session.completed']);
    expect(objectOf(events, 'checkout.session.completed')).toMatchObject({
      mode: 'payment',
      payment_status: 'paid',
      amount_total: 1400,
      client_reference_id: 'guest_1_abc',
      customer_details: { email: 'acheteur@exemple.fr' },
      metadata: { kind: 'special_offer', guestSessionId: 'guest_1_abc' },
      subscription: null,
    });
    expect(await payments.getCheckout(id)).toMatchObject({
      mode: 'payment',
      email: 'acheteur@exemple.fr',
      customerId: expect.stringMatching(/^cus_/),
      subscriptionId: null,
      amountTotalCents: 1400,
    });
    expect(await payments.pay(id, { email: 'autre@exemple.fr' })).toEqual([]);
  });
});

describe('simulated provider: a subscription’s life', () => {
  it('renews at the period end: a new period and a full-price invoice', async () => {
    const { id } = await activeSubscription();
    now = new Date('2026-02-28T10:00:00Z');

    const events = await payments.renew(id);

    expect(types(events)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    const updated = events[0]!;
    expect(updated.data.object).toMatchObject({ status: 'active' });
    expect((updated.data.object as unknown as Subscription).items.data[0]).toMatchObject({
      current_period_start: seconds(new Date('2026-02-28T10:00:00Z')),
      current_period_end: seconds(new Date('2026-03-31T10:00:00Z')),
    });
    expect((updated as StripeEvent).data.previous_attributes).toHaveProperty('latest_invoice');
    expect(objectOf(events, 'invoice.paid')).toMatchObject({
      billing_reason: 'subscription_cycle',
      amount_paid: 1900,
      status: 'paid',
      parent: { subscription_details: { subscription: id } },
    });
    expect((await payments.getSubscription(id))?.currentPeriodEnd).toEqual(
      new Date('2026-03-31T10:00:00Z'),
    );
  });

  it('a failed renewal leaves an open invoice to pay and the subscription past due', async () => {
    const { id } = await activeSubscription();

    const events = await payments.failRenewal(id);

    expect(types(events)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    const invoice = objectOf<Invoice>(events, 'invoice.payment_failed');
    expect(invoice).toMatchObject({ status: 'open', amount_paid: 0, amount_due: 1900 });
    expect(invoice.hosted_invoice_url).toBe(
      `${PUBLIC_URL}/paiement-simule/portail/${invoice.customer}?facture=${invoice.id}`,
    );
    expect(events[1]!.data).toMatchObject({
      object: { status: 'past_due' },
      previous_attributes: { status: 'active' },
    });
    expect((await payments.getInvoice(invoice.id))?.hostedInvoiceUrl).toBe(
      invoice.hosted_invoice_url,
    );
    expect((await payments.getSubscription(id))?.status).toBe('past_due');
  });

  it('a successful retry pays the invoice and makes it active again', async () => {
    const { id } = await activeSubscription();
    const failed = objectOf(await payments.failRenewal(id), 'invoice.payment_failed');

    const events = await payments.recover(id);

    expect(types(events)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(objectOf(events, 'invoice.paid')).toMatchObject({
      id: failed.id,
      status: 'paid',
      amount_paid: 1900,
      billing_reason: 'subscription_cycle',
    });
    expect(events[1]!.data).toMatchObject({
      object: { status: 'active' },
      previous_attributes: { status: 'past_due' },
    });
  });

  it('when the retries give up, the subscription is deleted', async () => {
    const { id } = await activeSubscription();
    await payments.failRenewal(id);

    const events = await payments.giveUp(id);

    expect(types(events)).toEqual(['customer.subscription.deleted']);
    expect(events[0]!.data.object).toMatchObject({
      status: 'canceled',
      ended_at: seconds(START),
      cancellation_details: { reason: 'payment_failed' },
    });
    await expect(payments.recover(id)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('cancelling at period end keeps it active until then, and says when it ends', async () => {
    const { id } = await activeSubscription();

    const state = await payments.cancelAtPeriodEnd(id);
    await payments.whenDelivered();

    expect(state).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      cancelAt: new Date('2026-02-28T10:00:00Z'),
      currentPeriodEnd: new Date('2026-02-28T10:00:00Z'),
    });
    expect(delivered.map(types)).toEqual([['customer.subscription.updated']]);
    expect(delivered[0]![0]!.data).toMatchObject({
      object: { cancel_at_period_end: true, cancel_at: seconds(new Date('2026-02-28T10:00:00Z')) },
      previous_attributes: { cancel_at_period_end: false, cancel_at: null },
    });
    // Asking twice changes nothing, so Stripe sends nothing.
    await payments.cancelAtPeriodEnd(id);
    await payments.whenDelivered();
    expect(delivered).toHaveLength(1);
    await expect(payments.renew(id)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('resuming undoes it; the portal can cancel again with its events', async () => {
    const { id } = await activeSubscription();
    await payments.cancelAtPeriodEnd(id);

    const resumed = await payments.resume(id);
    expect(types(resumed)).toEqual(['customer.subscription.updated']);
    expect(resumed[0]!.data.object).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    expect(await payments.resume(id)).toEqual([]);

    const scheduled = await payments.scheduleCancellation(id);
    expect(types(scheduled)).toEqual(['customer.subscription.updated']);
    expect((await payments.getSubscription(id))?.cancelAtPeriodEnd).toBe(true);
  });

  it('the period end of a cancelling subscription deletes it; of another one renews it', async () => {
    const renewing = await activeSubscription();
    expect(types(await payments.endPeriod(renewing.id))).toEqual([
      'customer.subscription.updated',
      'invoice.paid',
    ]);

    const { id } = await subscriptionCheckout({ idempotencyKey: 'checkout-2' });
    const ending = objectOf(await payments.pay(id), 'customer.subscription.created').id;
    await payments.cancelAtPeriodEnd(ending);
    now = new Date('2026-02-28T10:00:00Z');

    const events = await payments.endPeriod(ending);

    expect(types(events)).toEqual(['customer.subscription.deleted']);
    expect(events[0]!.data.object).toMatchObject({
      status: 'canceled',
      ended_at: seconds(new Date('2026-02-28T10:00:00Z')),
    });
  });

  it('cancelling now deletes it once; cancelling again or an unknown one is harmless', async () => {
    const { id } = await activeSubscription();

    await payments.cancelNow(id);
    await payments.cancelNow(id);
    await payments.cancelNow('sub_unknown');
    await payments.whenDelivered();

    expect(delivered.map(types)).toEqual([['customer.subscription.deleted']]);
    expect(delivered[0]![0]!.data.object).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'cancellation_requested' },
    });
    expect((await payments.getSubscription(id))?.status).toBe('canceled');
  });

  it('lists a customer’s subscriptions, newest first, ended ones included', async () => {
    const first = await activeSubscription();
    await payments.cancelNow(first.id);
    now = new Date(START.getTime() + 60_000);
    const { id } = await subscriptionCheckout({ idempotencyKey: 'checkout-2', tier: 'vip' });
    const second = objectOf(await payments.pay(id), 'customer.subscription.created').id;

    const listed = await payments.listSubscriptions(await customer());

    expect(listed.map((s) => [s.id, s.status, s.tier])).toEqual([
      [second, 'active', 'vip'],
      [first.id, 'canceled', 'decouverte'],
    ]);
  });
});

describe('simulated provider: the embedded flow', () => {
  const intent = async () =>
    payments.startSubscriptionIntent({
      userId: 1,
      customerId: await customer(),
      tier: 'decouverte',
      introOffer: true,
      metadata: {},
      idempotencyKey: 'intent-1',
    });

  it('creates an incomplete subscription with a client secret', async () => {
    const { subscriptionId, clientSecret } = await intent();

    expect(subscriptionId).toMatch(/^sub_/);
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect((await payments.getSubscription(subscriptionId))?.status).toBe('incomplete');
    expect(await intent()).toEqual({ subscriptionId, clientSecret });
  });

  it('confirming makes it active, with the events of a paid checkout minus the session', async () => {
    const { subscriptionId } = await intent();

    const events = await payments.confirmIntent(subscriptionId);

    expect(types(events)).toEqual(['customer.subscription.created', 'invoice.paid']);
    expect(objectOf(events, 'customer.subscription.created')).toMatchObject({
      id: subscriptionId,
      status: 'active',
    });
    expect(objectOf(events, 'invoice.paid')).toMatchObject({
      billing_reason: 'subscription_create',
      amount_paid: 700,
      parent: { subscription_details: { subscription: subscriptionId } },
    });
    expect(await payments.confirmIntent(subscriptionId)).toEqual([]);
  });
});

describe('simulated provider: customers, catalogue, portal', () => {
  it('creates a customer once per user and reuses it', async () => {
    const id = await customer();

    expect(id).toMatch(/^cus_/);
    expect(await customer()).toBe(id);
    expect(
      await payments.ensureCustomer({
        userId: 1,
        email: 'nina@exemple.fr',
        name: 'Nina',
        existingCustomerId: id,
        idempotencyKey: 'customer-user-1-again',
      }),
    ).toBe(id);
  });

  it('keeps the stored customer’s e-mail current, and replaces a deleted one', async () => {
    const id = await customer();
    const input = {
      userId: 1,
      name: 'Nina',
      existingCustomerId: id,
      idempotencyKey: `customer-user-1-replacing-${id}`,
    };

    expect(await payments.ensureCustomer({ ...input, email: 'nouvelle@exemple.fr' })).toBe(id);
    const stored = await store.get<{ id: string; object: string; email: string }>('customer', id);
    expect(stored?.email).toBe('nouvelle@exemple.fr');

    await store.put({ ...stored!, deleted: true });
    const replacement = await payments.ensureCustomer({ ...input, email: 'nina@exemple.fr' });
    expect(replacement).toMatch(/^cus_/);
    expect(replacement).not.toBe(id);
  });

  it('syncing the catalogue again creates nothing', async () => {
    const count = async () =>
      Object.fromEntries(
        await Promise.all(
          ['product', 'price', 'coupon'].map(async (t) => [t, (await store.list(t)).length]),
        ),
      );
    const before = await count();

    await payments.syncCatalogue();
    await provider().syncCatalogue();

    expect(before).toEqual({ product: 5, price: 5, coupon: 1 });
    expect(await count()).toEqual(before);
  });

  it('survives a restart: a new provider on the same store knows the subscription', async () => {
    const { id } = await activeSubscription();

    const restarted = provider();

    expect((await restarted.getSubscription(id))?.status).toBe('active');
    expect(types(await restarted.renew(id))).toEqual([
      'customer.subscription.updated',
      'invoice.paid',
    ]);
  });

  it('points the portal to the local page, which finds its way back', async () => {
    const customerId = await customer();

    const url = await payments.portalUrl(customerId, `${PUBLIC_URL}/subscription`);

    const match = url.match(
      /^http:\/\/localhost:5000\/paiement-simule\/portail\/(cus_\w+)\?session=(bps_\w+)$/,
    );
    expect(match?.[1]).toBe(customerId);
    expect(await payments.portalSession(match![2]!)).toEqual({
      customerId,
      returnUrl: `${PUBLIC_URL}/subscription`,
    });
    expect(await payments.portalSession('bps_unknown')).toBeNull();
    await expect(payments.portalUrl('cus_unknown', PUBLIC_URL)).rejects.toMatchObject({
      code: 'resource_missing',
    });
  });

  it('is simulated, in test mode, and never accepts a webhook', () => {
    expect(payments).toMatchObject({ simulated: true, mode: 'test', publishableKey: null });
    expect(() => payments.verifyWebhook(Buffer.from('{}'), 't=1,v1=abc')).toThrow(
      PaymentSignatureError,
    );
  });
});
