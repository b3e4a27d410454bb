import { emit, load, type CoreContext } from './context.js';
import { invalidRequest, missingReference } from './core-error.js';
import { issueInvoice, markPaid, type Discount } from './invoices.js';
import type { Metadata, Price, StripeEvent, Subscription } from './objects.js';
import { periodEndAfter } from './periods.js';
import { latestInvoice, saveChange, type Changed } from './subscriptions.js';

/**
 * What happens to a subscription over time and at the customer's request:
 * renewals paid or declined, retries, cancellation at period end or at once.
 * Each returns the events Stripe would send, in a realistic order.
 */

const ENDED: readonly Subscription['status'][] = ['canceled', 'incomplete_expired'];

export async function updateSubscription(
  ctx: CoreContext,
  id: string,
  params: {
    cancel_at_period_end?: boolean;
    metadata?: Metadata;
    /** A plan switch (the Dashboard, the portal, or a change scheduled for the renewal). */
    items?: Array<{ id: string; price: string }>;
    /** Prorations are not modelled: the new price is what the next renewal charges. */
    proration_behavior?: 'none' | 'create_prorations';
  },
): Promise<Changed<Subscription>> {
  const before = await load<Subscription>(ctx, 'subscription', id);
  if (
    ENDED.includes(before.status) &&
    (params.cancel_at_period_end !== undefined || params.items !== undefined)
  ) {
    throw invalidRequest(
      'A canceled subscription can only update its cancellation_details and metadata.',
    );
  }
  let after: Subscription = {
    ...before,
    metadata: mergedMetadata(before.metadata, params.metadata),
  };
  if (params.items) after = { ...after, items: await switchedItems(ctx, before, params.items) };
  if (params.cancel_at_period_end === true && !before.cancel_at_period_end) {
    after = {
      ...after,
      cancel_at_period_end: true,
      cancel_at: periodOf(before).end,
      canceled_at: ctx.now(),
      cancellation_details: { ...before.cancellation_details, reason: 'cancellation_requested' },
    };
  } else if (params.cancel_at_period_end === false && before.cancel_at_period_end) {
    after = {
      ...after,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      cancellation_details: { ...before.cancellation_details, reason: null },
    };
  }
  return saveChange(ctx, before, after, 'customer.subscription.updated');
}

/** As at Stripe: given keys are set, and a key given an empty string is removed. */
function mergedMetadata(before: Metadata, changes: Metadata | undefined): Metadata {
  const merged = { ...before, ...changes };
  for (const [key, value] of Object.entries(changes ?? {})) {
    if (value === '') delete merged[key];
  }
  return merged;
}

async function switchedItems(
  ctx: CoreContext,
  subscription: Subscription,
  items: Array<{ id: string; price: string }>,
): Promise<Subscription['items']> {
  const data = [];
  for (const item of subscription.items.data) {
    const change = items.find((i) => i.id === item.id);
    if (!change || change.price === item.price.id) {
      data.push(item);
      continue;
    }
    const price = await ctx.store.get<Price>('price', change.price);
    if (!price) throw missingReference('price', change.price, 'items[0][price]');
    if (price.type !== 'recurring') {
      throw invalidRequest('The price specified is not recurring.', 'items[0][price]');
    }
    data.push({ ...item, price });
  }
  const unknown = items.find((i) => !subscription.items.data.some((item) => item.id === i.id));
  if (unknown) throw missingReference('subscription_item', unknown.id, 'items[0][id]');
  return { ...subscription.items, data };
}

/** Ends it now (DELETE /v1/subscriptions/:id). */
export async function cancelSubscription(
  ctx: CoreContext,
  id: string,
  reason: 'cancellation_requested' | 'payment_failed' = 'cancellation_requested',
): Promise<Changed<Subscription>> {
  const before = await load<Subscription>(ctx, 'subscription', id);
  if (ENDED.includes(before.status)) {
    throw invalidRequest('This subscription has already been canceled.', null, 'resource_missing');
  }
  const now = ctx.now();
  return saveChange(
    ctx,
    before,
    {
      ...before,
      status: 'canceled',
      cancel_at_period_end: false,
      canceled_at: now,
      ended_at: now,
      cancellation_details: { ...before.cancellation_details, reason },
    },
    'customer.subscription.deleted',
  );
}

/** The period end is reached and the card is charged: a new period and a paid invoice. */
export async function renew(ctx: CoreContext, id: string): Promise<StripeEvent[]> {
  return startNextPeriod(ctx, await renewable(ctx, id), 'paid');
}

/** The period end is reached and the card is declined: `past_due`, an open invoice to pay. */
export async function failRenewal(ctx: CoreContext, id: string): Promise<StripeEvent[]> {
  return startNextPeriod(ctx, await renewable(ctx, id), 'failed');
}

/**
 * The period end is reached and the bank asks the cardholder to authenticate
 * (PSD2): `past_due`, an open invoice whose hosted page asks for it.
 */
export async function requireAction(ctx: CoreContext, id: string): Promise<StripeEvent[]> {
  return startNextPeriod(ctx, await renewable(ctx, id), 'action_required');
}

/** A retry of the declined invoice succeeds (Smart Retries, or the customer paid it). */
export async function recover(ctx: CoreContext, id: string): Promise<StripeEvent[]> {
  const before = await load<Subscription>(ctx, 'subscription', id);
  if (before.status !== 'past_due') {
    throw invalidRequest(`This subscription is ${before.status}, not past_due.`);
  }
  const invoice = await markPaid(ctx, await latestInvoice(ctx, before));
  const paid = await emit(ctx, 'invoice.paid', invoice);
  const { events } = await saveChange(
    ctx,
    before,
    { ...before, status: 'active' },
    'customer.subscription.updated',
  );
  return [paid, ...events];
}

/** Every retry failed: the subscription is canceled (the account's dunning setting). */
export async function giveUp(ctx: CoreContext, id: string): Promise<StripeEvent[]> {
  const before = await load<Subscription>(ctx, 'subscription', id);
  if (before.status !== 'past_due') {
    throw invalidRequest(`This subscription is ${before.status}, not past_due.`);
  }
  return (await cancelSubscription(ctx, id, 'payment_failed')).events;
}

/**
 * The period end is reached: a subscription set to cancel ends, any other
 * active one renews (paid).
 */
export async function endPeriod(ctx: CoreContext, id: string): Promise<StripeEvent[]> {
  const before = await load<Subscription>(ctx, 'subscription', id);
  if (!before.cancel_at_period_end) return renew(ctx, id);
  if (before.status !== 'active') {
    throw invalidRequest(`This subscription is ${before.status}, not active.`);
  }
  const { end } = periodOf(before);
  const { events } = await saveChange(
    ctx,
    before,
    { ...before, status: 'canceled', cancel_at_period_end: false, ended_at: end },
    'customer.subscription.deleted',
  );
  return events;
}

async function renewable(ctx: CoreContext, id: string): Promise<Subscription> {
  const subscription = await load<Subscription>(ctx, 'subscription', id);
  if (subscription.status !== 'active') {
    throw invalidRequest(`This subscription is ${subscription.status}, not active.`);
  }
  if (subscription.cancel_at_period_end) {
    throw invalidRequest('This subscription is set to cancel at the end of its period.');
  }
  return subscription;
}

async function startNextPeriod(
  ctx: CoreContext,
  before: Subscription,
  outcome: 'paid' | 'failed' | 'action_required',
): Promise<StripeEvent[]> {
  const closed = periodOf(before);
  const [item] = before.items.data;
  if (!item) throw invalidRequest('This subscription has no item.');
  const nextItem = {
    ...item,
    current_period_start: closed.end,
    current_period_end: periodEndAfter(before.billing_cycle_anchor, closed.end),
  };
  // A `once` coupon was spent on the first invoice.
  const discounts = [];
  for (const discountId of before.discounts) {
    const discount = await load<Discount>(ctx, 'discount', discountId);
    if (discount.coupon.duration !== 'once') discounts.push(discountId);
  }
  const draft: Subscription = {
    ...before,
    items: { ...before.items, data: [nextItem] },
    discounts,
  };
  const invoice = await issueInvoice(ctx, {
    subscription: draft,
    item: nextItem,
    billingReason: 'subscription_cycle',
    closedPeriod: closed,
    outcome,
  });
  const after: Subscription = {
    ...draft,
    latest_invoice: invoice.id,
    status: outcome === 'paid' ? 'active' : 'past_due',
  };
  const { events } = await saveChange(ctx, before, after, 'customer.subscription.updated');
  if (outcome === 'paid') return [...events, await emit(ctx, 'invoice.paid', invoice)];
  const type = outcome === 'failed' ? 'invoice.payment_failed' : 'invoice.payment_action_required';
  return [await emit(ctx, type, invoice), ...events];
}

function periodOf(subscription: Subscription): { start: number; end: number } {
  const [item] = subscription.items.data;
  if (!item) throw invalidRequest('This subscription has no item.');
  return { start: item.current_period_start, end: item.current_period_end };
}
