import { z } from 'zod';
import { PAID_TIERS, type PaidTier } from '#shared/plans.js';
import { tierOfLookupKey } from './catalogue.js';
import {
  PaymentProviderError,
  type ChargeState,
  type CheckoutState,
  type DisputeState,
  type InvoiceState,
  type SubscriptionState,
} from './payments.js';

/**
 * From Stripe-shaped JSON (the SDK's answers, the simulated core's objects,
 * webhook payloads) to the states the billing module reads. Tolerant of
 * fields it does not know; strict on those it uses. Expandable references
 * may come as an id or as the object.
 */

const reference = z
  .union([z.string(), z.object({ id: z.string() })])
  .transform((value) => (typeof value === 'string' ? value : value.id));

const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((value) => value ?? {});

const unixDate = z
  .number()
  .int()
  .nullish()
  .transform((value) => (value == null ? null : new Date(value * 1000)));

const checkoutSchema = z.object({
  id: z.string(),
  // A mode this product never opens (`setup`, made in the Dashboard) is someone else's business.
  mode: z
    .string()
    .transform((mode) => (mode === 'subscription' || mode === 'payment' ? mode : 'other')),
  status: z.enum(['open', 'complete', 'expired']),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  customer: reference.nullish(),
  subscription: reference.nullish(),
  customer_details: z.object({ email: z.string().nullish() }).nullish(),
  customer_email: z.string().nullish(),
  amount_total: z.number().int().nullish(),
  client_reference_id: z.string().nullish(),
  payment_intent: reference.nullish(),
  metadata,
});

const subscriptionSchema = z.object({
  id: z.string(),
  customer: reference,
  status: z.enum([
    'incomplete',
    'incomplete_expired',
    'trialing',
    'active',
    'past_due',
    'canceled',
    'unpaid',
    'paused',
  ]),
  cancel_at_period_end: z.boolean(),
  cancel_at: unixDate,
  /** Before API 2025-03-31 (an endpoint still rendering events in an old version). */
  current_period_end: unixDate,
  items: z.object({
    data: z.array(
      z.object({
        current_period_end: unixDate,
        price: z.object({ id: z.string(), lookup_key: z.string().nullish() }),
      }),
    ),
  }),
  metadata,
});

const invoiceSchema = z.object({
  id: z.string(),
  customer: reference.nullish(),
  parent: z
    .object({ subscription_details: z.object({ subscription: reference }).nullish() })
    .nullish(),
  /** Before API 2025-03-31. */
  subscription: reference.nullish(),
  billing_reason: z.string().nullish(),
  status: z.string().nullish(),
  amount_paid: z.number().int(),
  hosted_invoice_url: z.string().nullish(),
  /** Includable (`expand[]=payments`) since basil. */
  payments: z
    .object({
      data: z.array(
        z.object({
          status: z.string().nullish(),
          payment: z.object({ payment_intent: reference.nullish() }).nullish(),
        }),
      ),
    })
    .nullish(),
});

const chargeSchema = z.object({
  id: z.string(),
  payment_intent: reference.nullish(),
  amount: z.number().int(),
  amount_refunded: z.number().int(),
});

const disputeSchema = z.object({
  id: z.string(),
  charge: reference,
  payment_intent: reference.nullish(),
  amount: z.number().int(),
  reason: z.string(),
  status: z.string(),
});

function parse<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new PaymentProviderError(
    `Unexpected ${what} from the payment provider: ${z.prettifyError(result.error)}`,
    'unexpected_object',
    { cause: result.error },
  );
}

export function toCheckoutState(value: unknown): CheckoutState {
  const session = parse(checkoutSchema, value, 'Checkout Session');
  return {
    id: session.id,
    mode: session.mode,
    status: session.status,
    paymentStatus: session.payment_status,
    customerId: session.customer ?? null,
    subscriptionId: session.subscription ?? null,
    email: session.customer_details?.email ?? session.customer_email ?? null,
    amountTotalCents: session.amount_total ?? null,
    clientReferenceId: session.client_reference_id ?? null,
    paymentIntentId: session.payment_intent ?? null,
    metadata: session.metadata,
  };
}

/**
 * The tier and the period come from the item whose price is in our
 * catalogue (by lookup key, never by amount); the period end is on the item
 * since API 2025-03-31 (read at the top level only when an item has none: a
 * webhook endpoint left on an older version renders events that way).
 */
export function toSubscriptionState(value: unknown): SubscriptionState {
  const subscription = parse(subscriptionSchema, value, 'subscription');
  const items = subscription.items.data;
  const sold = items.find((item) => tierOfLookupKey(item.price.lookup_key) !== null);
  const item = sold ?? items[0];
  const priced = tierOfLookupKey(item?.price.lookup_key);
  const currentPeriodEnd = item?.current_period_end ?? subscription.current_period_end;
  const scheduledChange = scheduledChangeOf(subscription.metadata, priced, currentPeriodEnd);
  return {
    id: subscription.id,
    customerId: subscription.customer,
    status: subscription.status,
    tier: scheduledChange ? tierOfName(subscription.metadata.planInForce) : priced,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    cancelAt: subscription.cancel_at,
    currentPeriodEnd,
    metadata: subscription.metadata,
    scheduledChange,
  };
}

const tierOfName = (name: string | undefined): PaidTier | null =>
  PAID_TIERS.find((tier) => tier === name) ?? null;

/**
 * A plan change for the renewal (D20), read from the metadata the app wrote
 * with the next price: pending while the period in progress ends no later
 * than `planChangeAt`; once a renewal has moved the period past it, the
 * item's price is simply the plan in force.
 */
function scheduledChangeOf(
  metadata: Record<string, string>,
  priced: PaidTier | null,
  periodEnd: Date | null,
): SubscriptionState['scheduledChange'] {
  const at = Number(metadata.planChangeAt);
  const inForce = tierOfName(metadata.planInForce);
  if (!metadata.planChangeId || !inForce || !priced || !Number.isFinite(at) || at <= 0) {
    return null;
  }
  if (priced === inForce || (periodEnd && periodEnd.getTime() > at * 1000)) return null;
  return { id: metadata.planChangeId, tier: priced, at: new Date(at * 1000) };
}

/** The subscription is under `parent.subscription_details` since API 2025-03-31 (at the top before). */
export function toInvoiceState(value: unknown): InvoiceState {
  const invoice = parse(invoiceSchema, value, 'invoice');
  return {
    id: invoice.id,
    customerId: invoice.customer ?? null,
    subscriptionId:
      invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null,
    billingReason: invoice.billing_reason ?? null,
    status: invoice.status ?? null,
    amountPaidCents: invoice.amount_paid,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    paymentIntentId:
      invoice.payments?.data.find((p) => p.status === 'paid')?.payment?.payment_intent ?? null,
  };
}

export function toChargeState(value: unknown): ChargeState {
  const charge = parse(chargeSchema, value, 'charge');
  return {
    id: charge.id,
    paymentIntentId: charge.payment_intent ?? null,
    amountCents: charge.amount,
    amountRefundedCents: charge.amount_refunded,
  };
}

export function toDisputeState(value: unknown): DisputeState {
  const dispute = parse(disputeSchema, value, 'dispute');
  return {
    id: dispute.id,
    chargeId: dispute.charge,
    paymentIntentId: dispute.payment_intent ?? null,
    amountCents: dispute.amount,
    reason: dispute.reason,
    status: dispute.status,
  };
}
