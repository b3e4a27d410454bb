import type { CoreContext } from './context.js';
import { emit, load } from './context.js';
import { CoreError } from './core-error.js';
import { newId } from './ids.js';
import type { CheckoutSession, Invoice, StripeEvent } from './objects.js';

/** A refund as Stripe shows one (the fields the app reads, and what identifies it). */
export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  created: number;
  status: 'succeeded';
  reason: 'requested_by_customer';
  payment_intent: string | null;
  metadata: Record<string, string>;
}

/** Which payment a refund was for: one refund per payment, as a full refund leaves nothing to refund. */
interface RefundedPayment {
  id: string;
  object: 'core.refunded_payment';
  refund: string;
}

/**
 * Refunds in full what a paid invoice (a plan, a renewal) or a paid one-time
 * checkout (the special offer) charged, and emits `refund.created`. A second
 * refund of the same payment fails as Stripe's `charge_already_refunded`.
 */
export async function refundPayment(
  ctx: CoreContext,
  paymentId: string,
  metadata: Record<string, string> = {},
): Promise<{ object: Refund; events: StripeEvent[] }> {
  const paid = paymentId.startsWith('in_')
    ? await paidInvoice(ctx, paymentId)
    : await paidCheckout(ctx, paymentId);
  if (await ctx.store.get<RefundedPayment>('core.refunded_payment', paymentId)) {
    throw new CoreError(
      400,
      'invalid_request_error',
      'charge_already_refunded',
      `Charge for ${paymentId} has already been refunded.`,
    );
  }
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount: paid.amount,
    currency: paid.currency,
    created: ctx.now(),
    status: 'succeeded',
    reason: 'requested_by_customer',
    payment_intent: paid.paymentIntent,
    metadata: { ...metadata, payment: paymentId },
  };
  await ctx.store.put(refund);
  await ctx.store.put<RefundedPayment>({
    id: paymentId,
    object: 'core.refunded_payment',
    refund: refund.id,
  });
  return { object: refund, events: [await emit(ctx, 'refund.created', refund)] };
}

async function paidInvoice(ctx: CoreContext, id: string) {
  const invoice = await load<Invoice>(ctx, 'invoice', id);
  if (invoice.status !== 'paid' || invoice.amount_paid <= 0) throw nothingToRefund(id);
  return { amount: invoice.amount_paid, currency: invoice.currency, paymentIntent: null };
}

async function paidCheckout(ctx: CoreContext, id: string) {
  const session = await load<CheckoutSession>(ctx, 'checkout.session', id);
  if (session.payment_status !== 'paid' || session.amount_total <= 0) throw nothingToRefund(id);
  return {
    amount: session.amount_total,
    currency: session.currency,
    paymentIntent: session.payment_intent,
  };
}

const nothingToRefund = (id: string) =>
  new CoreError(400, 'invalid_request_error', 'charge_not_refundable', `Nothing paid on ${id}.`);
