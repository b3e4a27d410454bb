import { emit, load, type CoreContext } from './context.js';
import { invalidRequest, missingReference } from './core-error.js';
import { newId } from './ids.js';
import type { Charge, Dispute, Invoice, Refund, StripeEvent } from './objects.js';

/**
 * Money after the payment: the charge a PaymentIntent made, refunds of it
 * (the Dashboard, or the app's back office through `POST /v1/refunds`) and
 * chargebacks a cardholder's bank opens. Each returns the events Stripe
 * sends (`charge.refunded`, `charge.dispute.created` / `closed`).
 */

/** The charge of a payment that succeeded, under a new PaymentIntent; returns the PaymentIntent's id. */
export async function chargePaid(
  ctx: CoreContext,
  input: { amount: number; currency: string; customer: string | null },
): Promise<string> {
  const paymentIntent = newId('pi');
  const charge: Charge = {
    id: newId('ch'),
    object: 'charge',
    created: ctx.now(),
    livemode: false,
    amount: input.amount,
    amount_captured: input.amount,
    amount_refunded: 0,
    captured: true,
    currency: input.currency,
    customer: input.customer,
    disputed: false,
    metadata: {},
    paid: true,
    payment_intent: paymentIntent,
    refunded: false,
    status: 'succeeded',
  };
  await ctx.store.put(charge);
  return paymentIntent;
}

/** An invoice paid: its charge, and the `payments` list that names the PaymentIntent. */
export async function withPayment(ctx: CoreContext, invoice: Invoice): Promise<Invoice> {
  const paymentIntent = await chargePaid(ctx, {
    amount: invoice.amount_paid,
    currency: invoice.currency,
    customer: invoice.customer,
  });
  return {
    ...invoice,
    payments: {
      object: 'list',
      data: [
        {
          id: newId('inpay'),
          object: 'invoice_payment',
          amount_paid: invoice.amount_paid,
          currency: invoice.currency,
          invoice: invoice.id,
          is_default: true,
          status: 'paid',
          payment: { type: 'payment_intent', payment_intent: paymentIntent },
        },
      ],
      has_more: false,
      url: `/v1/invoice_payments?invoice=${invoice.id}`,
    },
  };
}

async function chargeOf(ctx: CoreContext, paymentIntent: string): Promise<Charge> {
  const charge = (await ctx.store.list<Charge>('charge')).find(
    (c) => c.payment_intent === paymentIntent,
  );
  if (!charge) throw missingReference('payment_intent', paymentIntent, 'payment_intent');
  return charge;
}

export const retrieveCharge = (ctx: CoreContext, id: string) => load<Charge>(ctx, 'charge', id);

/** `POST /v1/refunds`: all of what is left, or `amount` of it. */
export async function createRefund(
  ctx: CoreContext,
  params: {
    payment_intent?: string;
    charge?: string;
    amount?: number;
    reason?: Refund['reason'];
    metadata?: Record<string, string>;
  },
): Promise<{ object: Refund; events: StripeEvent[] }> {
  const charge = params.charge
    ? await load<Charge>(ctx, 'charge', params.charge)
    : params.payment_intent
      ? await chargeOf(ctx, params.payment_intent)
      : null;
  if (!charge) throw invalidRequest('One of `charge` or `payment_intent` is required.');
  const left = charge.amount - charge.amount_refunded;
  const amount = params.amount ?? left;
  if (left <= 0) {
    throw invalidRequest(
      `Charge ${charge.id} has already been refunded.`,
      null,
      'charge_already_refunded',
    );
  }
  if (amount <= 0 || amount > left) {
    throw invalidRequest(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      'amount',
    );
  }
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    created: ctx.now(),
    currency: charge.currency,
    metadata: params.metadata ?? {},
    payment_intent: charge.payment_intent,
    reason: params.reason ?? null,
    status: 'succeeded',
  };
  const refunded: Charge = {
    ...charge,
    amount_refunded: charge.amount_refunded + amount,
    refunded: charge.amount_refunded + amount === charge.amount,
  };
  await ctx.store.put(refund);
  await ctx.store.put(refunded);
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  return { object: refund, events: [await emit(ctx, 'charge.refunded', refunded, previous)] };
}

/** The cardholder's bank contests the charge (a chargeback). */
export async function openDispute(
  ctx: CoreContext,
  paymentIntent: string,
  reason = 'fraudulent',
): Promise<StripeEvent[]> {
  const charge = await chargeOf(ctx, paymentIntent);
  const dispute: Dispute = {
    id: newId('dp'),
    object: 'dispute',
    created: ctx.now(),
    livemode: false,
    amount: charge.amount - charge.amount_refunded,
    charge: charge.id,
    currency: charge.currency,
    is_charge_refundable: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    reason,
    status: 'needs_response',
  };
  await ctx.store.put(dispute);
  await ctx.store.put({ ...charge, disputed: true });
  return [await emit(ctx, 'charge.dispute.created', dispute)];
}

/** The bank decided: the money stays (`won`) or goes back to the cardholder (`lost`). */
export async function closeDispute(
  ctx: CoreContext,
  id: string,
  outcome: 'won' | 'lost',
): Promise<StripeEvent[]> {
  const dispute = await load<Dispute>(ctx, 'dispute', id);
  if (dispute.status === 'won' || dispute.status === 'lost') {
    throw invalidRequest('This dispute is already closed.');
  }
  const closed: Dispute = { ...dispute, status: outcome };
  await ctx.store.put(closed);
  return [await emit(ctx, 'charge.dispute.closed', closed, { status: dispute.status })];
}

export const retrieveDispute = (ctx: CoreContext, id: string) => load<Dispute>(ctx, 'dispute', id);
