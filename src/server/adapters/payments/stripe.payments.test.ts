import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeStripeServer,
  type FakeStripeRequest,
  type FakeStripeServer,
} from '../../test/fake-stripe-server.js';
import { INTRO_COUPON, PLAN_LOOKUP_KEYS, SPECIAL_OFFER_LOOKUP_KEY } from './catalogue.js';
import {
  PaymentProviderError,
  PaymentSignatureError,
  type PaymentsProvider,
  type StartSubscriptionCheckout,
} from './payments.js';
import { syncCatalogueAtStartUp } from './catalogue-sync.js';
import { parseStripeApiBase } from './stripe-client.js';
import type { Invoice, Subscription } from './stripe-core/objects.js';
import { createStripePayments, type StripePaymentsOptions } from './stripe.payments.js';

const SECRET_KEY = 'sk_test_fake_123';
const WEBHOOK_SECRET = 'whsec_test_secret';
const PUBLIC_URL = 'http://localhost:5000';
const START = new Date('2026-03-10T09:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

let now: Date;
let fake: FakeStripeServer;
let payments: PaymentsProvider;

function adapter(overrides: Partial<StripePaymentsOptions> = {}) {
  return createStripePayments({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    publishableKey: 'pk_test_fake_123',
    apiBase: fake.apiBase,
    clock: () => now,
    maxNetworkRetries: 0,
    ...overrides,
  });
}

beforeEach(async () => {
  now = START;
  fake = await startFakeStripeServer({ clock: () => now });
  payments = adapter();
});
afterEach(() => fake.close());

const posts = (path?: string) =>
  fake.requests.filter((r) => r.method === 'POST' && (!path || r.path === path));
const last = (method: string, path: string): FakeStripeRequest => {
  const found = fake.requests.filter((r) => r.method === method && r.path === path).at(-1);
  if (!found) throw new Error(`no ${method} ${path}`);
  return found;
};

async function customer(userId = 1) {
  return payments.ensureCustomer({
    userId,
    email: 'nina@exemple.fr',
    name: 'Nina',
    existingCustomerId: null,
    idempotencyKey: `customer-user-${userId}`,
  });
}

async function checkout(overrides: Partial<StartSubscriptionCheckout> = {}) {
  return payments.startSubscriptionCheckout({
    userId: 1,
    customerId: overrides.customerId ?? (await customer()),
    tier: 'decouverte',
    introOffer: true,
    successUrl: `${PUBLIC_URL}/subscription?success=true&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${PUBLIC_URL}/subscription?canceled=true`,
    metadata: { previousPlan: 'gratuit' },
    idempotencyKey: 'checkout-user-1-a',
    ...overrides,
  });
}

/** A paid decouverte subscription (intro month), through the fake's hosted page. */
async function paidSubscription() {
  const { id } = await checkout();
  const events = await fake.completeCheckout(id);
  const created = events.find((e) => e.type === 'customer.subscription.created');
  return { sessionId: id, subscriptionId: (created?.data.object as { id: string }).id, events };
}

describe('Stripe adapter: the catalogue', () => {
  it('creates the products, prices and intro coupon once, each with an idempotency key', async () => {
    await payments.syncCatalogue();

    expect(posts('/v1/products')).toHaveLength(5);
    expect(posts('/v1/prices')).toHaveLength(5);
    expect(posts('/v1/coupons')).toHaveLength(1);
    for (const request of posts()) {
      expect(request.headers['idempotency-key']).toMatch(/^catalogue-/);
    }
    expect(last('POST', '/v1/coupons').params).toEqual({
      id: INTRO_COUPON.id,
      name: 'Premier mois Découverte à 7 €',
      amount_off: '1200',
      currency: 'eur',
      duration: 'once',
      applies_to: { products: ['voyance_plan_decouverte'] },
    });
    expect(posts('/v1/prices').map((r) => r.params)).toContainEqual({
      product: 'voyance_plan_decouverte',
      currency: 'eur',
      unit_amount: '1900',
      recurring: { interval: 'month' },
      lookup_key: PLAN_LOOKUP_KEYS.decouverte,
      nickname: 'Découverte mensuel',
      tax_behavior: 'inclusive',
    });
    expect(posts('/v1/prices').map((r) => r.params)).toContainEqual(
      expect.objectContaining({ lookup_key: SPECIAL_OFFER_LOOKUP_KEY, unit_amount: '1400' }),
    );
  });

  it('creates nothing the second time, even from another process', async () => {
    await payments.syncCatalogue();
    fake.requests.length = 0;

    await payments.syncCatalogue();
    await adapter().syncCatalogue();

    expect(posts()).toEqual([]);
    expect(fake.requests.filter((r) => r.path === '/v1/prices')[0]?.params).toEqual({
      lookup_keys: Object.values(PLAN_LOOKUP_KEYS).concat(SPECIAL_OFFER_LOOKUP_KEY),
      limit: '100',
    });
  });

  it('gives a lookup key held by an outdated price to a new price', async () => {
    await fake.core.createProduct({ id: 'voyance_plan_guidance', name: 'Ancien' });
    const stale = await fake.core.createPrice({
      product: 'voyance_plan_guidance',
      currency: 'eur',
      unit_amount: 2900,
      recurring: { interval: 'month' },
      lookup_key: PLAN_LOOKUP_KEYS.guidance,
    });

    await payments.syncCatalogue();

    expect(posts('/v1/products')).toHaveLength(4);
    const transfer = posts('/v1/prices').find(
      (r) => r.params.lookup_key === PLAN_LOOKUP_KEYS.guidance,
    );
    expect(transfer?.params).toMatchObject({ unit_amount: '3900', transfer_lookup_key: 'true' });
    expect((await fake.core.retrievePrice(stale.id)).lookup_key).toBeNull();
  });

  it('the coupon makes the first month of decouverte cost 7 €, and only that', async () => {
    const intro = await checkout();
    const full = await checkout({ introOffer: false, idempotencyKey: 'b' });
    const guidance = await checkout({ tier: 'guidance', idempotencyKey: 'c' });

    expect((await payments.getCheckout(intro.id))?.amountTotalCents).toBe(700);
    expect((await payments.getCheckout(full.id))?.amountTotalCents).toBe(1900);
    expect((await payments.getCheckout(guidance.id))?.amountTotalCents).toBe(3900);
    expect(last('POST', '/v1/checkout/sessions').params).not.toHaveProperty('discounts');
  });
});

describe('Stripe adapter: the catalogue at start-up (issue 38)', () => {
  const log = () => {
    const lines: string[] = [];
    return {
      lines,
      info: (message: string) => void lines.push(message),
      error: (_details: object, message: string) => void lines.push(message),
    };
  };

  it('syncs it when the server starts', async () => {
    const logged = log();
    await syncCatalogueAtStartUp(payments, logged);
    expect(posts('/v1/prices')).toHaveLength(5);
    expect(logged.lines).toEqual(['Catalogue synchronisé chez Stripe']);
  });

  it('stops the start, naming the variable, for a key without the permissions', async () => {
    fake.failNext({
      status: 403,
      error: {
        type: 'invalid_request_error',
        message: 'The provided key does not have the required permissions for this endpoint.',
      },
    });
    await expect(syncCatalogueAtStartUp(payments, log())).rejects.toThrow(
      /^STRIPE_SECRET_KEY: .*required permissions/,
    );
  });

  it('only logs a Stripe that does not answer, and the first checkout syncs it', async () => {
    fake.failNext({ status: 503 });
    const logged = log();
    await syncCatalogueAtStartUp(payments, logged);
    expect(logged.lines[0]).toMatch(/nouvel essai au premier paiement/);
    await expect(checkout()).resolves.toEqual(
      expect.objectContaining({ id: expect.stringMatching(/^cs_test_/) }),
    );
  });
});

describe('Stripe adapter: customers', () => {
  it('creates a customer once per user, with its user id, and reuses it', async () => {
    const id = await customer();

    expect(id).toMatch(/^cus_/);
    const created = last('POST', '/v1/customers');
    expect(created.params).toEqual({
      email: 'nina@exemple.fr',
      name: 'Nina',
      metadata: { userId: '1' },
    });
    expect(created.headers['idempotency-key']).toBe('customer-user-1');
    expect(await customer()).toBe(id);

    fake.requests.length = 0;
    const input = {
      userId: 1,
      email: 'nina@exemple.fr',
      name: 'Nina',
      existingCustomerId: id,
      idempotencyKey: 'customer-user-1-again',
    };
    expect(await payments.ensureCustomer(input)).toBe(id);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/customers/${id}`]);
  });

  it('keeps the e-mail current on the stored customer', async () => {
    const id = await customer();

    await payments.ensureCustomer({
      userId: 1,
      email: 'nouvelle@exemple.fr',
      name: 'Nina',
      existingCustomerId: id,
      idempotencyKey: 'customer-user-1-update',
    });

    expect(last('POST', `/v1/customers/${id}`).params).toEqual({
      email: 'nouvelle@exemple.fr',
      name: 'Nina',
    });
  });

  it('creates a new customer when the stored one was deleted or never existed', async () => {
    const id = await customer();
    await fake.core.deleteCustomer(id);
    const input = { userId: 1, email: 'nina@exemple.fr', name: 'Nina' };

    const replacement = await payments.ensureCustomer({
      ...input,
      existingCustomerId: id,
      idempotencyKey: `customer-user-1-replacing-${id}`,
    });
    const fromUnknown = await payments.ensureCustomer({
      ...input,
      existingCustomerId: 'cus_gone',
      idempotencyKey: 'customer-user-1-replacing-cus_gone',
    });

    expect(replacement).toMatch(/^cus_/);
    expect(replacement).not.toBe(id);
    expect(fromUnknown).not.toBe(id);
    expect(last('POST', '/v1/customers').headers['idempotency-key']).toBe(
      'customer-user-1-replacing-cus_gone',
    );
  });
});

describe('Stripe adapter: checkouts', () => {
  it('sends a French subscription checkout tied to the user, as a form', async () => {
    const customerId = await customer();

    const { id, url } = await checkout({ customerId });

    expect(id).toMatch(/^cs_test_/);
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${id}`);
    const sent = last('POST', '/v1/checkout/sessions');
    expect(sent.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent.headers['stripe-version']).toBe('2026-10-28.endive');
    expect(sent.headers['idempotency-key']).toBe('checkout-user-1-a');
    const metadata = { previousPlan: 'gratuit', userId: '1', tier: 'decouverte' };
    expect(sent.params).toEqual({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: '1',
      line_items: [{ price: expect.stringMatching(/^price_/), quantity: '1' }],
      discounts: [{ coupon: INTRO_COUPON.id }],
      metadata,
      subscription_data: { metadata, default_tax_rates: [expect.stringMatching(/^txr_/)] },
      locale: 'fr',
      success_url: `${PUBLIC_URL}/subscription?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/subscription?canceled=true`,
      custom_text: { submit: { message: expect.stringContaining('L221-28') } },
    });
    const message = (sent.params.custom_text as { submit: { message: string } }).submit.message;
    expect(message).toContain('commence immédiatement');
    expect(message).toContain('droit de rétractation de 14 jours');
  });

  it('gives the same session for the same idempotency key', async () => {
    const first = await checkout();
    const again = await checkout();

    expect(again).toEqual(first);
    expect(posts('/v1/checkout/sessions')).toHaveLength(2);
  });

  it('sends the special offer as a one-time payment collecting the e-mail', async () => {
    const { id } = await payments.startOfferCheckout({
      guestSessionId: 'guest_1_abc',
      successUrl: `${PUBLIC_URL}/special-offer/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${PUBLIC_URL}/`,
      idempotencyKey: 'offer-guest_1_abc',
    });

    const sent = last('POST', '/v1/checkout/sessions');
    const metadata = {
      kind: 'special_offer',
      guestSessionId: 'guest_1_abc',
      withdrawalWaiver: 'true',
    };
    expect(sent.params).toMatchObject({
      mode: 'payment',
      client_reference_id: 'guest_1_abc',
      customer_creation: 'always',
      metadata,
      payment_intent_data: { metadata },
      locale: 'fr',
    });
    expect(sent.params).not.toHaveProperty('customer');
    expect(sent.params).not.toHaveProperty('customer_email');

    await fake.completeCheckout(id, { email: 'acheteur@exemple.fr' });
    expect(await payments.getCheckout(id)).toEqual({
      id,
      mode: 'payment',
      status: 'complete',
      paymentStatus: 'paid',
      customerId: expect.stringMatching(/^cus_/),
      subscriptionId: null,
      email: 'acheteur@exemple.fr',
      amountTotalCents: 1400,
      clientReferenceId: 'guest_1_abc',
      paymentIntentId: expect.stringMatching(/^pi_/),
      metadata,
    });
  });

  it('reads an open session, and null for an unknown one', async () => {
    const { id } = await checkout();

    expect(await payments.getCheckout(id)).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
      subscriptionId: null,
    });
    expect(await payments.getCheckout('cs_test_unknown')).toBeNull();
  });

  it('creates the embedded flow’s incomplete subscription and returns its client secret', async () => {
    const customerId = await customer();

    const { subscriptionId, clientSecret } = await payments.startSubscriptionIntent({
      userId: 1,
      customerId,
      tier: 'decouverte',
      introOffer: true,
      metadata: {},
      idempotencyKey: 'intent-1',
    });

    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    // The page asks for it again, rather than carrying it in its address.
    expect(await payments.paymentSecret(subscriptionId)).toBe(clientSecret);
    expect(await payments.paymentSecret('sub_unknown')).toBeNull();
    expect(last('POST', '/v1/subscriptions').params).toMatchObject({
      customer: customerId,
      items: [{ price: expect.stringMatching(/^price_/), quantity: '1' }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      discounts: [{ coupon: INTRO_COUPON.id }],
      metadata: { userId: '1', tier: 'decouverte' },
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect((await payments.getSubscription(subscriptionId))?.status).toBe('incomplete');

    const events = await fake.confirmIntent(subscriptionId);
    expect(events.map((e) => e.type)).toEqual(['customer.subscription.created', 'invoice.paid']);
    expect((events[1]?.data.object as unknown as Invoice).amount_paid).toBe(700);
    expect((await payments.getSubscription(subscriptionId))?.status).toBe('active');
    expect(await payments.paymentSecret(subscriptionId)).toBeNull();
  });
});

describe('Stripe adapter: subscriptions and invoices', () => {
  it('maps a subscription and an invoice from their basil+ shapes', async () => {
    const { subscriptionId, events } = await paidSubscription();
    const invoiceId = (events.find((e) => e.type === 'invoice.paid')?.data.object as { id: string })
      .id;
    const raw = (await fake.core.retrieveSubscription(subscriptionId)) as Subscription &
      Record<string, unknown>;
    expect(raw).not.toHaveProperty('current_period_end');

    expect(await payments.getSubscription(subscriptionId)).toEqual({
      id: subscriptionId,
      customerId: raw.customer,
      status: 'active',
      tier: 'decouverte',
      cancelAtPeriodEnd: false,
      cancelAt: null,
      currentPeriodEnd: new Date('2026-04-10T09:00:00Z'),
      metadata: { previousPlan: 'gratuit', userId: '1', tier: 'decouverte' },
    });
    expect(await payments.getInvoice(invoiceId)).toEqual({
      id: invoiceId,
      customerId: raw.customer,
      subscriptionId,
      billingReason: 'subscription_create',
      status: 'paid',
      amountPaidCents: 700,
      hostedInvoiceUrl: expect.stringMatching(/^https:\/\/invoice\.stripe\.com\//),
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
    expect(last('GET', `/v1/invoices/${invoiceId}`).params).toEqual({ expand: ['payments'] });
    expect(await payments.getSubscription('sub_unknown')).toBeNull();
    expect(await payments.getInvoice('in_unknown')).toBeNull();
  });

  it('follows a failed renewal: past due, an open invoice with its payment page', async () => {
    const { subscriptionId } = await paidSubscription();
    now = new Date('2026-04-10T09:00:00Z');

    const events = await fake.failRenewal(subscriptionId);

    const invoice = events[0]?.data.object as unknown as Invoice;
    expect(await payments.getInvoice(invoice.id)).toMatchObject({
      status: 'open',
      billingReason: 'subscription_cycle',
      amountPaidCents: 0,
      subscriptionId,
      hostedInvoiceUrl: invoice.hosted_invoice_url,
    });
    expect(await payments.getSubscription(subscriptionId)).toMatchObject({
      status: 'past_due',
      currentPeriodEnd: new Date('2026-05-10T09:00:00Z'),
    });
  });

  it('cancels at period end, and says until when', async () => {
    const { subscriptionId } = await paidSubscription();

    const state = await payments.cancelAtPeriodEnd(subscriptionId);

    expect(last('POST', `/v1/subscriptions/${subscriptionId}`).params).toEqual({
      cancel_at_period_end: 'true',
    });
    expect(state).toMatchObject({
      id: subscriptionId,
      status: 'active',
      cancelAtPeriodEnd: true,
      cancelAt: new Date('2026-04-10T09:00:00Z'),
    });
    expect(fake.events.at(-1)).toMatchObject({
      type: 'customer.subscription.updated',
      data: { previous_attributes: { cancel_at_period_end: false } },
    });
  });

  it('cancels now, once: a second call or an unknown subscription sends no DELETE', async () => {
    const { subscriptionId } = await paidSubscription();

    await payments.cancelNow(subscriptionId);
    await payments.cancelNow(subscriptionId);
    await payments.cancelNow('sub_unknown');

    expect(fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/v1/subscriptions/${subscriptionId}`,
    ]);
    expect((await payments.getSubscription(subscriptionId))?.status).toBe('canceled');
    expect(fake.events.at(-1)?.type).toBe('customer.subscription.deleted');
  });

  it('opens the customer portal in French, under its own configuration, returning to the given page', async () => {
    const customerId = await customer();

    const url = await payments.portalUrl(customerId, `${PUBLIC_URL}/subscription`);

    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_/);
    const [configuration] = await fake.core.listPortalConfigurations({});
    expect(last('POST', '/v1/billing_portal/sessions').params).toEqual({
      customer: customerId,
      return_url: `${PUBLIC_URL}/subscription`,
      locale: 'fr',
      configuration: configuration!.id,
    });
  });

  it('a test account whose portal settings were never saved refuses a session without a configuration', async () => {
    const customerId = await customer();
    // What « Gérer » met before the app pinned its own configuration (observed: 502 for everyone).
    await expect(
      fake.core.createPortalSession({ customer: customerId, locale: 'fr' }),
    ).rejects.toThrow(/save your customer portal settings/);
  });

  it('creates its portal configuration once, found again by a second process or after a database reset', async () => {
    const id = await payments.ensurePortalConfiguration();
    expect(await payments.ensurePortalConfiguration()).toBe(id);
    // Another process (or the same account after a reset) looks it up instead of creating it.
    const other = adapter();
    expect(await other.ensurePortalConfiguration()).toBe(id);
    const creates = posts('/v1/billing_portal/configurations');
    expect(creates).toHaveLength(1);
    expect(creates[0]!.headers['idempotency-key']).toMatch(
      /portal-configuration-voyance-portal-v1/,
    );
    expect(creates[0]!.params).toMatchObject({
      features: {
        customer_update: { enabled: 'false' },
        invoice_history: { enabled: 'true' },
        payment_method_update: { enabled: 'true' },
        subscription_cancel: { enabled: 'true', mode: 'at_period_end', proration_behavior: 'none' },
        // Plan changes go through the app, which keeps paid messages (D20) and asks for L221-28.
        subscription_update: { enabled: 'false' },
      },
      metadata: { voyance_configuration: 'voyance-portal-v1' },
    });
    const configuration = await fake.core.retrievePortalConfiguration(id);
    expect(configuration.features.subscription_cancel.mode).toBe('at_period_end');
  });
});

describe('Stripe adapter: VAT', () => {
  it('creates TTC prices (tax behaviour inclusive), replacing one that does not say so', async () => {
    await payments.syncCatalogue();
    const created = posts('/v1/prices');
    expect(created.length).toBeGreaterThan(0);
    for (const request of created) expect(request.params.tax_behavior).toBe('inclusive');
  });

  it('creates the French VAT rate once, 20 % included, and finds it again by its key', async () => {
    await payments.syncCatalogue();
    payments = adapter();
    await payments.syncCatalogue();
    expect(posts('/v1/tax_rates')).toHaveLength(1);
    expect(last('POST', '/v1/tax_rates').params).toEqual({
      display_name: 'TVA',
      description: 'TVA française au taux normal, incluse dans le prix',
      percentage: '20',
      inclusive: 'true',
      country: 'FR',
      jurisdiction: 'FR',
      tax_type: 'vat',
      metadata: { app_key: 'tva-fr-20-incluse' },
    });
    expect(last('POST', '/v1/tax_rates').headers['idempotency-key']).toBe(
      'catalogue-tax-rate-tva-fr-20-incluse',
    );
  });

  it('itemises the VAT inside the TTC price on every invoice, by default', async () => {
    const { subscriptionId } = await paidSubscription();
    const [rate] = (await fake.core.listTaxRates({ active: true })).data;
    expect(last('POST', '/v1/checkout/sessions').params.subscription_data).toMatchObject({
      default_tax_rates: [rate!.id],
    });
    expect(last('POST', '/v1/checkout/sessions').params).not.toHaveProperty('automatic_tax');
    const invoiceId = (await fake.core.retrieveSubscription(subscriptionId)).latest_invoice!;
    const invoice = await fake.core.retrieveInvoice(invoiceId);
    // The 7 € intro month: 7 € TTC of which 1,17 € VAT (7 × 20 / 120).
    expect(invoice.total).toBe(700);
    expect(invoice.total_taxes).toEqual([
      {
        amount: 117,
        tax_behavior: 'inclusive',
        tax_rate_details: { tax_rate: rate!.id },
        taxability_reason: 'standard_rated',
        taxable_amount: 583,
        type: 'tax_rate_details',
      },
    ]);
    expect(invoice.total_excluding_tax).toBe(583);
  });

  it('puts the rate on the special offer’s line, whose total stays 14 € TTC', async () => {
    const { id } = await payments.startOfferCheckout({
      guestSessionId: 'guest_2_tax',
      successUrl: `${PUBLIC_URL}/special-offer/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${PUBLIC_URL}/`,
      idempotencyKey: 'offer-guest_2_tax',
    });
    const [rate] = (await fake.core.listTaxRates({ active: true })).data;
    expect(last('POST', '/v1/checkout/sessions').params.line_items).toEqual([
      { price: expect.any(String), quantity: '1', tax_rates: [rate!.id] },
    ]);
    const session = await fake.core.retrieveCheckoutSession(id);
    expect(session.amount_total).toBe(1400);
    expect(session.total_details.amount_tax).toBe(233);
  });

  it('asks Stripe Tax instead when the setting says so, and sends no VAT with none', async () => {
    payments = adapter({ taxMode: 'stripe_tax' });
    await checkout({ idempotencyKey: 'checkout-user-1-tax' });
    const withStripeTax = last('POST', '/v1/checkout/sessions').params;
    expect(withStripeTax.automatic_tax).toEqual({ enabled: 'true' });
    expect(withStripeTax.subscription_data).not.toHaveProperty('default_tax_rates');
    payments = adapter({ taxMode: 'none' });
    await checkout({ idempotencyKey: 'checkout-user-1-none' });
    const without = last('POST', '/v1/checkout/sessions').params;
    expect(without).not.toHaveProperty('automatic_tax');
    expect(without.subscription_data).not.toHaveProperty('default_tax_rates');
  });
});

describe('Stripe adapter: refunds and disputes', () => {
  it('refunds a payment once per idempotency key, and reads the charge and a dispute back', async () => {
    const { subscriptionId } = await paidSubscription();
    const invoiceId = (await fake.core.retrieveSubscription(subscriptionId)).latest_invoice!;
    const pi = (await payments.getInvoice(invoiceId))!.paymentIntentId!;
    const input = { paymentIntentId: pi, amountCents: 300, idempotencyKey: 'refund-in_1-0-300' };

    const charge = await payments.refund(input);
    expect(await payments.refund(input)).toEqual(charge);
    expect(charge).toMatchObject({
      paymentIntentId: pi,
      amountCents: 700,
      amountRefundedCents: 300,
    });
    expect(posts('/v1/refunds')).toHaveLength(2);
    expect(last('POST', '/v1/refunds').params).toEqual({
      payment_intent: pi,
      amount: '300',
      reason: 'requested_by_customer',
    });
    expect(fake.events.filter((e) => e.type === 'charge.refunded')).toHaveLength(1);
    expect(await payments.getCharge(charge.id)).toEqual(charge);
    expect(await payments.getCharge('ch_unknown')).toBeNull();

    const [opened] = await fake.openDispute(pi, 'product_not_received');
    const disputeId = (opened!.data.object as { id: string }).id;
    expect(await payments.getDispute(disputeId)).toEqual({
      id: disputeId,
      chargeId: charge.id,
      paymentIntentId: pi,
      amountCents: 400,
      reason: 'product_not_received',
      status: 'needs_response',
    });
  });

  it('a renewal needing the cardholder’s authentication sends invoice.payment_action_required', async () => {
    const { subscriptionId } = await paidSubscription();
    now = new Date('2026-04-10T09:00:00Z');
    const events = await fake.requireAction(subscriptionId);
    expect(events.map((e) => e.type)).toEqual([
      'invoice.payment_action_required',
      'customer.subscription.updated',
    ]);
    const invoice = events[0]!.data.object as unknown as Invoice;
    expect(await payments.getInvoice(invoice.id)).toMatchObject({
      status: 'open',
      amountPaidCents: 0,
      paymentIntentId: null,
      hostedInvoiceUrl: invoice.hosted_invoice_url,
    });
  });
});

describe('Stripe adapter: errors', () => {
  it('turns a Stripe error object into a PaymentProviderError with its code', async () => {
    await payments.syncCatalogue();
    const customerId = await customer();
    fake.failNext({
      status: 402,
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });

    const failure = await checkout({ customerId }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(failure).toMatchObject({ code: 'card_declined' });
    expect((failure as Error).message).toContain('Your card was declined.');
  });

  it('keeps the code of the fake’s own validation errors', async () => {
    const customerId = await customer();
    await fake.core.deleteCustomer(customerId);

    await expect(checkout({ customerId })).rejects.toMatchObject({
      name: 'PaymentProviderError',
      code: 'resource_missing',
    });
    await expect(payments.portalUrl('cus_unknown', PUBLIC_URL)).rejects.toMatchObject({
      code: 'resource_missing',
    });
  });

  it('a bad key is a provider error, not a crash', async () => {
    const bad = adapter({ secretKey: 'pk_test_not_a_secret' });

    await expect(bad.syncCatalogue()).rejects.toBeInstanceOf(PaymentProviderError);
    expect(fake.requests.at(-1)?.headers.authorization).toBe('Bearer pk_test_not_a_secret');
  });

  it('retries a call that got a 500 with the same idempotency key', async () => {
    const retrying = adapter({ maxNetworkRetries: 1 });
    fake.failNext({ status: 500 });

    const id = await retrying.ensureCustomer({
      userId: 7,
      email: 'sept@exemple.fr',
      name: 'Sept',
      existingCustomerId: null,
      idempotencyKey: 'customer-user-7',
    });

    const attempts = posts('/v1/customers');
    expect(attempts).toHaveLength(2);
    expect(attempts[0]?.headers['idempotency-key']).toBe(attempts[1]?.headers['idempotency-key']);
    expect(id).toMatch(/^cus_/);
  });
});

describe('Stripe adapter: retries within a budget (issue 38)', () => {
  it('retries a 429 with backoff and the same idempotency key, then succeeds', async () => {
    fake.failNext({
      status: 429,
      error: { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests' },
    });

    const id = await adapter({ maxNetworkRetries: 2 }).ensureCustomer({
      userId: 8,
      email: 'huit@exemple.fr',
      name: 'Huit',
      existingCustomerId: null,
      idempotencyKey: 'customer-user-8',
    });

    const attempts = posts('/v1/customers');
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.headers['idempotency-key']).toBe('customer-user-8');
    expect(id).toMatch(/^cus_/);
  });

  it('gives up on a stalled Stripe when the call’s budget is spent', async () => {
    const hurried = adapter({ budgetMs: 1_500, maxNetworkRetries: 2 });
    fake.stallNext(5);
    const started = Date.now();

    await expect(hurried.getCheckout('cs_test_stalled')).rejects.toBeInstanceOf(
      PaymentProviderError,
    );

    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('keeps trying a network failure within the budget, then answers', async () => {
    const retrying = adapter({ budgetMs: 5_000, timeoutMs: 600, maxNetworkRetries: 2 });
    fake.stallNext(1);

    const id = await retrying.ensureCustomer({
      userId: 9,
      email: 'neuf@exemple.fr',
      name: 'Neuf',
      existingCustomerId: null,
      idempotencyKey: 'customer-user-9',
    });

    expect(id).toMatch(/^cus_/);
    expect(posts('/v1/customers')).toHaveLength(2);
  });
});

describe('Stripe adapter: webhooks', () => {
  async function signedEvent(timestamp = seconds(now)) {
    const { events } = await paidSubscription();
    const event = events.at(-1)!;
    return { event, ...fake.sign(event, { secret: WEBHOOK_SECRET, timestamp }) };
  }

  it('accepts an event signed as Stripe signs it', async () => {
    const { event, payload, header } = await signedEvent();

    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const verified = payments.verifyWebhook(Buffer.from(payload), header);

    expect(verified).toMatchObject({ id: event.id, type: 'checkout.session.completed' });
    expect(verified.data.object).toMatchObject({ status: 'complete', payment_status: 'paid' });
  });

  it('refuses a signature made with another secret', async () => {
    const { event } = await signedEvent();
    const { payload, header } = fake.sign(event, { secret: 'whsec_other' });

    expect(() => payments.verifyWebhook(Buffer.from(payload), header)).toThrow(
      PaymentSignatureError,
    );
  });

  it('refuses a missing or empty header, and a header that is not Stripe’s', async () => {
    const { payload } = await signedEvent();

    for (const header of [undefined, '', 'sha256=abc', 't=123']) {
      expect(() => payments.verifyWebhook(Buffer.from(payload), header)).toThrow(
        PaymentSignatureError,
      );
    }
  });

  it('refuses a signature older than 5 minutes, and accepts one just inside', async () => {
    const stale = await signedEvent(seconds(now) - 301);
    const fresh = fake.sign(stale.event, { secret: WEBHOOK_SECRET, timestamp: seconds(now) - 299 });

    expect(() => payments.verifyWebhook(Buffer.from(stale.payload), stale.header)).toThrow(
      /tolerance/,
    );
    expect(payments.verifyWebhook(Buffer.from(fresh.payload), fresh.header).id).toBe(
      stale.event.id,
    );
  });

  it('refuses a signature dated more than 5 minutes ahead, and accepts one just inside', async () => {
    const ahead = await signedEvent(seconds(now) + 301);
    const near = fake.sign(ahead.event, { secret: WEBHOOK_SECRET, timestamp: seconds(now) + 299 });

    expect(() => payments.verifyWebhook(Buffer.from(ahead.payload), ahead.header)).toThrow(
      /future/,
    );
    expect(payments.verifyWebhook(Buffer.from(near.payload), near.header).id).toBe(ahead.event.id);
  });

  it('refuses a body changed after signing', async () => {
    const { payload, header } = await signedEvent();
    const tampered = payload.replace('"amount_total": 700', '"amount_total": 7');

    expect(tampered).not.toBe(payload);
    expect(() => payments.verifyWebhook(Buffer.from(tampered), header)).toThrow(
      PaymentSignatureError,
    );
  });
});

describe('Stripe adapter: configuration', () => {
  it('is live only with a live key', () => {
    expect(payments).toMatchObject({
      name: 'Stripe',
      simulated: false,
      mode: 'test',
      publishableKey: 'pk_test_fake_123',
    });
    expect(adapter({ secretKey: 'sk_live_abc' }).mode).toBe('live');
  });

  it('reads STRIPE_API_BASE into the SDK’s host, port and protocol', () => {
    expect(parseStripeApiBase('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(parseStripeApiBase('https://stripe.internal')).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
    expect(parseStripeApiBase('http://[::1]:12111/')).toMatchObject({ host: '::1' });
    expect(() => parseStripeApiBase('http://127.0.0.1:12111/v1')).toThrow(/no path/);
    expect(() => parseStripeApiBase('ftp://127.0.0.1')).toThrow(/http/);
  });
});
