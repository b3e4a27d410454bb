import { chargePaid } from './charges.js';
import { createCustomer, discountAmount, liveCustomer } from './catalogue-objects.js';
import { emit, load, type CoreContext } from './context.js';
import { invalidRequest, missingReference } from './core-error.js';
import { newId } from './ids.js';
import type { CheckoutSession, Coupon, Metadata, Price, StripeEvent } from './objects.js';
import { startSubscription, type Changed } from './subscriptions.js';
import { addedTax, taxesOf, taxRatesByIds } from './tax-rates.js';

/** The Checkout Session parameters the core understands (a subset of Stripe's). */
export interface CheckoutSessionParams {
  mode: 'subscription' | 'payment';
  line_items: Array<{ price: string; quantity?: number; tax_rates?: string[] }>;
  customer?: string;
  customer_email?: string;
  customer_creation?: 'always' | 'if_required';
  client_reference_id?: string;
  discounts?: Array<{ coupon?: string }>;
  metadata?: Metadata;
  subscription_data?: { metadata?: Metadata; default_tax_rates?: string[] };
  payment_intent_data?: { metadata?: Metadata };
  locale?: string;
  success_url?: string;
  cancel_url?: string;
  custom_text?: { submit?: { message: string } };
  expires_at?: number;
  /** Accepted; the core does not compute Stripe Tax (a real account does). */
  automatic_tax?: { enabled: boolean };
}

/** What the session will need once paid and the API does not show: kept beside it. */
interface CheckoutSetup {
  id: string;
  object: 'core.checkout_setup';
  subscription_metadata: Metadata;
  coupon_ids: string[];
  /** The subscription's fixed tax rates (`subscription_data.default_tax_rates`). */
  tax_rate_ids?: string[];
}

const DAY = 24 * 3600;

export async function createCheckoutSession(
  ctx: CoreContext,
  params: CheckoutSessionParams,
): Promise<CheckoutSession> {
  const { price, quantity } = await checkLineItem(ctx, params);
  await checkCustomer(ctx, params);
  const coupons: Coupon[] = [];
  for (const [index, discount] of (params.discounts ?? []).entries()) {
    if (!discount.coupon) continue;
    const coupon = await ctx.store.get<Coupon>('coupon', discount.coupon);
    if (!coupon) throw missingReference('coupon', discount.coupon, `discounts[${index}][coupon]`);
    coupons.push(coupon);
  }
  const now = ctx.now();
  const id = newId('cs_test');
  const subtotal = price.unit_amount * quantity;
  const discount = coupons.reduce((sum, c) => sum + discountAmount(c, price.product, subtotal), 0);
  // A line's own rates win over the subscription's defaults, as at Stripe.
  const lineRates = await taxRatesByIds(
    ctx,
    params.line_items[0]?.tax_rates,
    'line_items[0][tax_rates]',
  );
  const defaultRates = await taxRatesByIds(
    ctx,
    params.subscription_data?.default_tax_rates,
    'subscription_data[default_tax_rates]',
  );
  const rates = lineRates.length > 0 ? lineRates : defaultRates;
  const taxes = taxesOf(subtotal - discount, rates);
  const tax = taxes.reduce((sum, t) => sum + t.amount, 0);
  const total = subtotal - discount + addedTax(taxes);
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    created: now,
    livemode: false,
    mode: params.mode,
    status: 'open',
    payment_status: 'unpaid',
    url: ctx.urls.checkout(id),
    success_url: params.success_url ?? null,
    cancel_url: params.cancel_url ?? null,
    client_reference_id: params.client_reference_id ?? null,
    customer: params.customer ?? null,
    customer_creation:
      params.mode === 'payment' ? (params.customer_creation ?? 'if_required') : null,
    customer_email: params.customer_email ?? null,
    customer_details: null,
    currency: price.currency,
    amount_subtotal: subtotal,
    amount_total: total,
    total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: tax },
    discounts: coupons.map((c) => ({ coupon: c.id, promotion_code: null })),
    locale: params.locale ?? null,
    metadata: params.metadata ?? {},
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: params.custom_text?.submit ?? null,
      terms_of_service_acceptance: null,
    },
    expires_at: params.expires_at ?? now + DAY,
    invoice: null,
    payment_intent: null,
    subscription: null,
    ui_mode: 'hosted',
    line_items: {
      object: 'list',
      data: [
        {
          id: newId('li'),
          object: 'item',
          amount_subtotal: subtotal,
          amount_discount: discount,
          amount_tax: tax,
          amount_total: total,
          currency: price.currency,
          description: price.nickname ?? price.product,
          price,
          quantity,
        },
      ],
      has_more: false,
      url: `/v1/checkout/sessions/${id}/line_items`,
    },
  };
  const setup: CheckoutSetup = {
    id,
    object: 'core.checkout_setup',
    subscription_metadata: params.subscription_data?.metadata ?? {},
    coupon_ids: coupons.map((c) => c.id),
    tax_rate_ids: rates.map((r) => r.id),
  };
  await ctx.store.put(setup);
  await ctx.store.put(session);
  return session;
}

async function checkLineItem(ctx: CoreContext, params: CheckoutSessionParams) {
  const [line, ...others] = params.line_items ?? [];
  if (!line || others.length > 0) {
    throw invalidRequest('Exactly one line item is supported.', 'line_items');
  }
  const price = await ctx.store.get<Price>('price', line.price);
  if (!price) throw missingReference('price', line.price, 'line_items[0][price]');
  if (params.mode === 'subscription' && price.type !== 'recurring') {
    throw invalidRequest(
      'You must provide at least one recurring price in `subscription` mode when using prices.',
      'line_items[0][price]',
    );
  }
  if (params.mode === 'payment' && price.type !== 'one_time') {
    throw invalidRequest(
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      'line_items[0][price]',
    );
  }
  return { price, quantity: line.quantity ?? 1 };
}

async function checkCustomer(ctx: CoreContext, params: CheckoutSessionParams) {
  if (params.customer && params.customer_email) {
    throw invalidRequest(
      'You may only specify one of these parameters: customer, customer_email.',
      'customer_email',
    );
  }
  if (params.customer_creation && params.mode !== 'payment') {
    throw invalidRequest(
      '`customer_creation` can only be used in `payment` mode.',
      'customer_creation',
    );
  }
  if (params.subscription_data && params.mode !== 'subscription') {
    throw invalidRequest(
      'You can not pass `subscription_data` in `payment` mode.',
      'subscription_data',
    );
  }
  if (params.customer) await liveCustomer(ctx, params.customer, 'customer');
}

export const retrieveCheckoutSession = (ctx: CoreContext, id: string) =>
  load<CheckoutSession>(ctx, 'checkout.session', id);

/** The buyer paid. Paying a completed session again changes nothing and emits nothing. */
export async function completeCheckoutSession(
  ctx: CoreContext,
  id: string,
  buyer: { email?: string; name?: string } = {},
): Promise<Changed<CheckoutSession>> {
  const session = await retrieveCheckoutSession(ctx, id);
  if (session.status === 'complete') return { object: session, events: [] };
  if (session.status === 'expired' || ctx.now() >= session.expires_at) {
    throw invalidRequest('This Checkout Session has expired.', null, 'checkout_session_expired');
  }
  const existing = session.customer ? await liveCustomer(ctx, session.customer, 'customer') : null;
  const email = existing?.email ?? session.customer_email ?? buyer.email ?? null;
  if (!email)
    throw invalidRequest('An e-mail address is required to pay.', 'email', 'email_required');
  const name = existing?.name ?? buyer.name ?? null;
  const needsCustomer = session.mode === 'subscription' || session.customer_creation === 'always';
  const customerId =
    existing?.id ??
    (needsCustomer ? (await createCustomer(ctx, { email, ...(name ? { name } : {}) })).id : null);

  const events: StripeEvent[] = [];
  let completed: CheckoutSession = {
    ...session,
    status: 'complete',
    payment_status: 'paid',
    customer: customerId,
    customer_details: { email, name, phone: null, address: null, tax_exempt: 'none', tax_ids: [] },
  };
  if (session.mode === 'subscription') {
    const setup = await load<CheckoutSetup>(ctx, 'core.checkout_setup', id);
    const [line] = session.line_items?.data ?? [];
    if (!line || !customerId) throw invalidRequest('This Checkout Session has no line item.');
    const { subscription, invoice } = await startSubscription(ctx, {
      customerId,
      price: line.price,
      couponIds: setup.coupon_ids,
      metadata: setup.subscription_metadata,
      taxRates: await taxRatesByIds(ctx, setup.tax_rate_ids, 'tax_rates'),
      outcome: 'paid',
    });
    completed = { ...completed, subscription: subscription.id, invoice: invoice.id };
    events.push(await emit(ctx, 'customer.subscription.created', subscription));
    events.push(await emit(ctx, 'invoice.paid', invoice));
  } else {
    const paymentIntent = await chargePaid(ctx, {
      amount: session.amount_total,
      currency: session.currency,
      customer: customerId,
    });
    completed = { ...completed, payment_intent: paymentIntent };
  }
  await ctx.store.put(completed);
  events.push(await emit(ctx, 'checkout.session.completed', completed));
  return { object: completed, events };
}

/** The buyer left, or the session timed out. Only an open session can expire, as at Stripe. */
export async function expireCheckoutSession(
  ctx: CoreContext,
  id: string,
): Promise<Changed<CheckoutSession>> {
  const session = await retrieveCheckoutSession(ctx, id);
  if (session.status !== 'open') {
    throw invalidRequest(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
    );
  }
  const expired: CheckoutSession = { ...session, status: 'expired', url: null };
  await ctx.store.put(expired);
  return { object: expired, events: [await emit(ctx, 'checkout.session.expired', expired)] };
}
