import { liveCustomer } from './catalogue-objects.js';
import { emit, load, type CoreContext } from './context.js';
import { invalidRequest, missingReference } from './core-error.js';
import { newId } from './ids.js';
import { issueInvoice, markPaid, type Discount, type InvoiceOutcome } from './invoices.js';
import type {
  Coupon,
  Invoice,
  Metadata,
  Price,
  StripeEvent,
  Subscription,
  SubscriptionItem,
  TaxRate,
} from './objects.js';
import { periodEndAfter } from './periods.js';
import { taxRatesByIds } from './tax-rates.js';

export interface Changed<T> {
  object: T;
  events: StripeEvent[];
}

/**
 * Starts a subscription with its first invoice: paid (a completed checkout)
 * or waiting for the browser's confirmation (the embedded flow).
 */
export async function startSubscription(
  ctx: CoreContext,
  input: {
    customerId: string;
    price: Price;
    couponIds: string[];
    metadata: Metadata;
    taxRates: TaxRate[];
    outcome: Extract<InvoiceOutcome, 'paid' | 'awaiting_confirmation'>;
  },
): Promise<{ subscription: Subscription; invoice: Invoice }> {
  const now = ctx.now();
  const id = newId('sub');
  const discounts: string[] = [];
  for (const couponId of input.couponIds) {
    const coupon = await load<Coupon>(ctx, 'coupon', couponId);
    const discount: Discount = {
      id: newId('di'),
      object: 'discount',
      coupon,
      customer: input.customerId,
      subscription: id,
      start: now,
      end: null,
      invoice: null,
      promotion_code: null,
    };
    await ctx.store.put(discount);
    await ctx.store.put({ ...coupon, times_redeemed: coupon.times_redeemed + 1 });
    discounts.push(discount.id);
  }
  const item: SubscriptionItem = {
    id: newId('si'),
    object: 'subscription_item',
    created: now,
    current_period_start: now,
    current_period_end: periodEndAfter(now, now),
    metadata: {},
    price: input.price,
    quantity: 1,
    subscription: id,
  };
  const draft: Subscription = {
    id,
    object: 'subscription',
    created: now,
    livemode: false,
    customer: input.customerId,
    status: input.outcome === 'paid' ? 'active' : 'incomplete',
    items: {
      object: 'list',
      data: [item],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    billing_cycle_anchor: now,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    currency: input.price.currency,
    default_payment_method: input.outcome === 'paid' ? newId('pm') : null,
    default_tax_rates: input.taxRates,
    discounts,
    ended_at: null,
    latest_invoice: null,
    metadata: input.metadata,
    start_date: now,
    test_clock: null,
  };
  const invoice = await issueInvoice(ctx, {
    subscription: draft,
    item,
    billingReason: 'subscription_create',
    closedPeriod: { start: now, end: now },
    outcome: input.outcome,
  });
  const subscription = { ...draft, latest_invoice: invoice.id };
  await ctx.store.put(subscription);
  return { subscription, invoice };
}

export interface SubscriptionParams {
  customer: string;
  items: Array<{ price: string; quantity?: number }>;
  payment_behavior?: string;
  /** Accepted and ignored: the core keeps no payment methods. */
  payment_settings?: { save_default_payment_method?: string };
  discounts?: Array<{ coupon?: string }>;
  metadata?: Metadata;
  /** Fixed rates on every invoice (STRIPE_TAX=tax_rate): the core itemises them. */
  default_tax_rates?: string[];
  /** Accepted; the core does not compute Stripe Tax (a real account does). */
  automatic_tax?: { enabled: boolean };
}

/**
 * The embedded flow's subscription. Only `default_incomplete` is modelled:
 * the core holds no cards, so any other behaviour fails as Stripe does for a
 * customer without a payment method.
 */
export async function createSubscription(
  ctx: CoreContext,
  params: SubscriptionParams,
): Promise<Subscription> {
  await liveCustomer(ctx, params.customer, 'customer');
  if (params.payment_behavior !== 'default_incomplete') {
    throw invalidRequest(
      'This customer has no attached payment source or default payment method.',
      null,
      'resource_missing',
    );
  }
  const [line, ...others] = params.items;
  if (!line || others.length > 0 || (line.quantity ?? 1) !== 1) {
    throw invalidRequest('Exactly one item of quantity 1 is supported.', 'items');
  }
  const price = await ctx.store.get<Price>('price', line.price);
  if (!price) throw missingReference('price', line.price, 'items[0][price]');
  if (price.type !== 'recurring') {
    throw invalidRequest('The price specified is not recurring.', 'items[0][price]');
  }
  const couponIds = (params.discounts ?? []).flatMap((d) => (d.coupon ? [d.coupon] : []));
  for (const [index, couponId] of couponIds.entries()) {
    if (!(await ctx.store.get('coupon', couponId))) {
      throw missingReference('coupon', couponId, `discounts[${index}][coupon]`);
    }
  }
  const { subscription } = await startSubscription(ctx, {
    customerId: params.customer,
    price,
    couponIds,
    metadata: params.metadata ?? {},
    taxRates: await taxRatesByIds(ctx, params.default_tax_rates, 'default_tax_rates'),
    outcome: 'awaiting_confirmation',
  });
  return subscription;
}

/**
 * The browser confirmed the first invoice's payment. Emits what a paid
 * checkout emits, minus the session's event.
 */
export async function confirmSubscriptionPayment(
  ctx: CoreContext,
  id: string,
): Promise<StripeEvent[]> {
  const subscription = await load<Subscription>(ctx, 'subscription', id);
  if (subscription.status === 'active') return [];
  if (subscription.status !== 'incomplete') {
    throw invalidRequest(`This subscription is ${subscription.status}; it cannot be confirmed.`);
  }
  const invoice = await markPaid(ctx, await latestInvoice(ctx, subscription));
  const active: Subscription = {
    ...subscription,
    status: 'active',
    default_payment_method: newId('pm'),
  };
  await ctx.store.put(active);
  return [
    await emit(ctx, 'customer.subscription.created', active),
    await emit(ctx, 'invoice.paid', invoice),
  ];
}

export async function latestInvoice(
  ctx: CoreContext,
  subscription: Subscription,
): Promise<Invoice> {
  if (!subscription.latest_invoice) throw invalidRequest('This subscription has no invoice.');
  return load<Invoice>(ctx, 'invoice', subscription.latest_invoice);
}

export const retrieveSubscription = (ctx: CoreContext, id: string) =>
  load<Subscription>(ctx, 'subscription', id);

/** Newest first; without `status`, canceled ones are left out, as at Stripe. */
export async function listSubscriptions(
  ctx: CoreContext,
  params: { customer?: string; status?: Subscription['status'] | 'all' },
): Promise<Subscription[]> {
  const status = params.status;
  return (await ctx.store.list<Subscription>('subscription'))
    .filter((s) => !params.customer || s.customer === params.customer)
    .filter((s) =>
      status === 'all' ? true : status ? s.status === status : s.status !== 'canceled',
    )
    .sort((a, b) => b.created - a.created);
}

/** The top-level fields a change touched, with their values before it (`previous_attributes`). */
export function previousAttributes(before: object, after: object): Record<string, unknown> {
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(old)
      .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
      .map((key) => [key, old[key]]),
  );
}

/** Saves a subscription change and the `customer.subscription.*` event it causes. */
export async function saveChange(
  ctx: CoreContext,
  before: Subscription,
  after: Subscription,
  type: 'customer.subscription.updated' | 'customer.subscription.deleted',
): Promise<Changed<Subscription>> {
  const changes = previousAttributes(before, after);
  if (Object.keys(changes).length === 0) return { object: before, events: [] };
  await ctx.store.put(after);
  const event =
    type === 'customer.subscription.updated'
      ? await emit(ctx, type, after, changes)
      : await emit(ctx, type, after);
  return { object: after, events: [event] };
}
