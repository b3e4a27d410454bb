import { discountAmount } from './catalogue-objects.js';
import { withPayment } from './charges.js';
import { load, type CoreContext } from './context.js';
import { newClientSecret, newId } from './ids.js';
import type { Coupon, Customer, Invoice, Subscription, SubscriptionItem } from './objects.js';
import { addedTax, taxesOf } from './tax-rates.js';

/** A coupon applied to a subscription, as Stripe keeps it (`di_…`). */
export interface Discount {
  id: string;
  object: 'discount';
  coupon: Coupon;
  customer: string;
  subscription: string;
  start: number;
  end: null;
  invoice: null;
  promotion_code: null;
}

/**
 * How the invoice's payment went: paid at once, attempted and declined, or
 * waiting for the browser to confirm it with the client secret.
 */
export type InvoiceOutcome = 'paid' | 'failed' | 'action_required' | 'awaiting_confirmation';

const RETRY_DELAY_SECONDS = 3 * 24 * 3600;

export async function issueInvoice(
  ctx: CoreContext,
  input: {
    subscription: Subscription;
    item: SubscriptionItem;
    billingReason: Invoice['billing_reason'];
    /** The period the invoice was issued at the end of (the start, for the first one). */
    closedPeriod: { start: number; end: number };
    outcome: InvoiceOutcome;
  },
): Promise<Invoice> {
  const { subscription, item, outcome } = input;
  const now = ctx.now();
  const customer = await load<Customer>(ctx, 'customer', subscription.customer);
  const subtotal = item.price.unit_amount * item.quantity;
  const discountAmounts = [];
  for (const discountId of subscription.discounts) {
    const discount = await load<Discount>(ctx, 'discount', discountId);
    const amount = discountAmount(discount.coupon, item.price.product, subtotal);
    if (amount > 0) discountAmounts.push({ amount, discount: discount.id });
  }
  const discounted = subtotal - discountAmounts.reduce((sum, d) => sum + d.amount, 0);
  // Older stored subscriptions predate the field: no rates, no tax.
  const taxes = taxesOf(discounted, subscription.default_tax_rates ?? []);
  const total = discounted + addedTax(taxes);
  const paid = outcome === 'paid';
  const id = newId('in');
  const previous = (await ctx.store.list<Invoice>('invoice')).filter(
    (i) => i.customer === customer.id,
  );
  const invoice: Invoice = {
    id,
    object: 'invoice',
    created: now,
    livemode: false,
    customer: customer.id,
    customer_email: customer.email,
    status: paid ? 'paid' : 'open',
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    currency: item.price.currency,
    subtotal,
    total,
    amount_due: total,
    amount_paid: paid ? total : 0,
    amount_remaining: paid ? 0 : total,
    attempt_count: outcome === 'awaiting_confirmation' ? 0 : 1,
    attempted: outcome !== 'awaiting_confirmation',
    discounts: discountAmounts.map((d) => d.discount),
    total_discount_amounts: discountAmounts,
    total_excluding_tax: total - taxes.reduce((sum, t) => sum + t.amount, 0),
    total_taxes: taxes,
    hosted_invoice_url: ctx.urls.hostedInvoice(id, customer.id),
    invoice_pdf: ctx.urls.invoicePdf(id),
    lines: {
      object: 'list',
      data: [
        {
          id: newId('il'),
          object: 'line_item',
          amount: subtotal,
          currency: item.price.currency,
          description: `${item.quantity} × ${item.price.nickname ?? item.price.product}`,
          discount_amounts: discountAmounts,
          period: { start: item.current_period_start, end: item.current_period_end },
          pricing: {
            type: 'price_details',
            price_details: { price: item.price.id, product: item.price.product },
            unit_amount_decimal: item.price.unit_amount_decimal,
          },
          quantity: item.quantity,
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: {
              subscription: subscription.id,
              subscription_item: item.id,
              proration: false,
            },
          },
        },
      ],
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    // Stripe does not retry one that waits for the cardholder's authentication.
    next_payment_attempt: outcome === 'failed' ? now + RETRY_DELAY_SECONDS : null,
    number: `${customer.invoice_prefix}-${String(previous.length + 1).padStart(4, '0')}`,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    period_start: input.closedPeriod.start,
    period_end: input.closedPeriod.end,
    status_transitions: {
      finalized_at: now,
      paid_at: paid ? now : null,
      marked_uncollectible_at: null,
      voided_at: null,
    },
    confirmation_secret:
      outcome === 'awaiting_confirmation'
        ? { client_secret: newClientSecret(newId('pi')), type: 'payment_intent' }
        : null,
  };
  const stored = paid ? await withPayment(ctx, invoice) : invoice;
  await ctx.store.put(stored);
  return stored;
}

/** An open invoice finally paid (a retry, or the browser confirming the first one). */
export async function markPaid(ctx: CoreContext, invoice: Invoice): Promise<Invoice> {
  const now = ctx.now();
  const paid: Invoice = await withPayment(ctx, {
    ...invoice,
    status: 'paid',
    amount_paid: invoice.amount_due,
    amount_remaining: 0,
    attempt_count: invoice.attempt_count + 1,
    attempted: true,
    next_payment_attempt: null,
    status_transitions: { ...invoice.status_transitions, paid_at: now },
  });
  await ctx.store.put(paid);
  return paid;
}

export const retrieveInvoice = (ctx: CoreContext, id: string) => load<Invoice>(ctx, 'invoice', id);

/** A customer's invoices, newest first (the portal's invoice history). */
export async function listInvoices(
  ctx: CoreContext,
  params: { customer: string },
): Promise<Invoice[]> {
  return (await ctx.store.list<Invoice>('invoice'))
    .filter((i) => i.customer === params.customer)
    .sort((a, b) => b.created - a.created);
}
