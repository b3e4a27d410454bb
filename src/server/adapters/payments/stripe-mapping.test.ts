import { describe, expect, it } from 'vitest';
import { PLAN_LOOKUP_KEYS, SPECIAL_OFFER_LOOKUP_KEY, tierOfLookupKey } from './catalogue.js';
import { PaymentProviderError } from './payments.js';
import { toCheckoutState, toInvoiceState, toSubscriptionState } from './stripe-mapping.js';

const PERIOD_END = 1_775_811_600; // 2026-04-10T09:00:00Z

function subscription(overrides: Record<string, unknown> = {}) {
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          current_period_start: PERIOD_END - 31 * 86400,
          current_period_end: PERIOD_END,
          price: { id: 'price_1', lookup_key: PLAN_LOOKUP_KEYS.guidance, unit_amount: 3900 },
        },
      ],
    },
    metadata: { userId: '3' },
    some_future_field: { nested: true },
    ...overrides,
  };
}

describe('mapping a subscription', () => {
  it('takes the tier from the lookup key and the period end from the item', () => {
    expect(toSubscriptionState(subscription())).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      tier: 'guidance',
      cancelAtPeriodEnd: false,
      cancelAt: null,
      currentPeriodEnd: new Date(PERIOD_END * 1000),
      metadata: { userId: '3' },
      scheduledChange: null,
    });
  });

  it('reads a plan change for the renewal (D20): the plan in force from the metadata until the period ends', () => {
    const metadata = {
      userId: '3',
      planChangeId: 'pc_1',
      planInForce: 'vip',
      planChangeAt: String(PERIOD_END),
    };
    // The item already carries guidance's price; vip is paid until PERIOD_END.
    expect(toSubscriptionState(subscription({ metadata }))).toMatchObject({
      tier: 'vip',
      scheduledChange: { id: 'pc_1', tier: 'guidance', at: new Date(PERIOD_END * 1000) },
    });
    // Renewed: the period has moved past the date, the item's price is the plan in force.
    const renewed = subscription({
      metadata,
      items: {
        data: [
          {
            current_period_end: PERIOD_END + 30 * 86400,
            price: { id: 'price_1', lookup_key: PLAN_LOOKUP_KEYS.guidance },
          },
        ],
      },
    });
    expect(toSubscriptionState(renewed)).toMatchObject({ tier: 'guidance', scheduledChange: null });
    // A mark whose plan in force is not ours, or undone (Stripe removes the keys), means nothing.
    const forged = { ...metadata, planInForce: 'platine' };
    expect(toSubscriptionState(subscription({ metadata: forged }))).toMatchObject({
      tier: 'guidance',
      scheduledChange: null,
    });
  });

  it('never guesses the tier from the amount: an unknown price has no tier', () => {
    const unknown = subscription({
      items: {
        data: [
          {
            current_period_end: PERIOD_END,
            price: { id: 'p', lookup_key: null, unit_amount: 1900 },
          },
        ],
      },
    });
    const other = subscription({
      items: {
        data: [{ current_period_end: PERIOD_END, price: { id: 'p', lookup_key: 'someone_elses' } }],
      },
    });

    expect(toSubscriptionState(unknown).tier).toBeNull();
    expect(toSubscriptionState(other).tier).toBeNull();
    expect(toSubscriptionState(other).currentPeriodEnd).toEqual(new Date(PERIOD_END * 1000));
  });

  it('reads the item that sells a plan when there are several', () => {
    const state = toSubscriptionState(
      subscription({
        items: {
          data: [
            { current_period_end: 1, price: { id: 'addon', lookup_key: 'addon' } },
            {
              current_period_end: PERIOD_END,
              price: { id: 'p', lookup_key: PLAN_LOOKUP_KEYS.vip },
            },
          ],
        },
      }),
    );

    expect(state).toMatchObject({ tier: 'vip', currentPeriodEnd: new Date(PERIOD_END * 1000) });
  });

  it('accepts an expanded customer, null metadata, and a dated cancellation', () => {
    const state = toSubscriptionState(
      subscription({
        customer: { id: 'cus_9', object: 'customer', email: 'x@exemple.fr' },
        metadata: null,
        cancel_at: PERIOD_END,
      }),
    );

    expect(state).toMatchObject({
      customerId: 'cus_9',
      metadata: {},
      cancelAtPeriodEnd: false,
      cancelAt: new Date(PERIOD_END * 1000),
    });
  });

  it('falls back to the top-level period of an old API version, and to null without any', () => {
    const old = subscription({
      current_period_end: PERIOD_END,
      items: { data: [{ price: { id: 'p', lookup_key: PLAN_LOOKUP_KEYS.decouverte } }] },
    });
    const empty = subscription({ items: { data: [] } });

    expect(toSubscriptionState(old)).toMatchObject({
      tier: 'decouverte',
      currentPeriodEnd: new Date(PERIOD_END * 1000),
    });
    expect(toSubscriptionState(empty)).toMatchObject({ tier: null, currentPeriodEnd: null });
  });

  it('refuses what is not a subscription, as a provider error', () => {
    for (const value of [
      null,
      {},
      subscription({ status: 'exploded' }),
      subscription({ items: null }),
    ]) {
      expect(() => toSubscriptionState(value)).toThrow(PaymentProviderError);
    }
    const failure = (() => {
      try {
        return toSubscriptionState({});
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toMatchObject({ code: 'unexpected_object' });
  });
});

describe('mapping an invoice', () => {
  const invoice = (overrides: Record<string, unknown> = {}) => ({
    id: 'in_1',
    object: 'invoice',
    customer: 'cus_1',
    billing_reason: 'subscription_cycle',
    status: 'paid',
    amount_paid: 1900,
    hosted_invoice_url: 'https://invoice.stripe.com/i/x',
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: 'sub_1', metadata: {} },
    },
    ...overrides,
  });

  it('finds the subscription under parent.subscription_details', () => {
    expect(toInvoiceState(invoice())).toEqual({
      id: 'in_1',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      billingReason: 'subscription_cycle',
      status: 'paid',
      amountPaidCents: 1900,
      hostedInvoiceUrl: 'https://invoice.stripe.com/i/x',
      paymentIntentId: null,
    });
  });

  it('reads the PaymentIntent that paid it from `payments` (expanded, basil and later)', () => {
    const paid = invoice({
      payments: {
        object: 'list',
        data: [
          { status: 'open', payment: { type: 'payment_intent', payment_intent: 'pi_failed' } },
          { status: 'paid', payment: { type: 'payment_intent', payment_intent: { id: 'pi_ok' } } },
        ],
      },
    });
    expect(toInvoiceState(paid).paymentIntentId).toBe('pi_ok');
  });

  it('has no subscription for a one-off invoice; reads the old top-level field too', () => {
    expect(toInvoiceState(invoice({ parent: null })).subscriptionId).toBeNull();
    expect(toInvoiceState(invoice({ parent: null, subscription: 'sub_old' })).subscriptionId).toBe(
      'sub_old',
    );
    expect(
      toInvoiceState(
        invoice({ parent: { subscription_details: { subscription: { id: 'sub_x' } } } }),
      ).subscriptionId,
    ).toBe('sub_x');
  });

  it('tolerates a missing payment page and missing reason', () => {
    const bare = invoice({ hosted_invoice_url: undefined, billing_reason: null, customer: null });

    expect(toInvoiceState(bare)).toMatchObject({
      hostedInvoiceUrl: null,
      billingReason: null,
      customerId: null,
    });
  });
});

describe('mapping a Checkout Session', () => {
  const session = (overrides: Record<string, unknown> = {}) => ({
    id: 'cs_test_1',
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    customer: null,
    subscription: null,
    customer_details: { email: 'acheteur@exemple.fr', name: null },
    customer_email: null,
    amount_total: 1400,
    client_reference_id: 'guest_1',
    metadata: { kind: 'special_offer' },
    ...overrides,
  });

  it('reads the buyer’s e-mail from the details, else from customer_email', () => {
    expect(toCheckoutState(session()).email).toBe('acheteur@exemple.fr');
    expect(
      toCheckoutState(session({ customer_details: null, customer_email: 'pre@exemple.fr' })).email,
    ).toBe('pre@exemple.fr');
    expect(toCheckoutState(session({ customer_details: null })).email).toBeNull();
  });

  it('accepts expanded references and an absent amount', () => {
    const state = toCheckoutState(
      session({
        mode: 'subscription',
        customer: { id: 'cus_1' },
        subscription: { id: 'sub_1', status: 'active' },
        amount_total: null,
      }),
    );

    expect(state).toMatchObject({
      mode: 'subscription',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      amountTotalCents: null,
    });
  });

  it('reads a setup-mode session, which this product never opens, as another mode (issue 38)', () => {
    expect(toCheckoutState(session({ mode: 'setup' })).mode).toBe('other');
  });
});

describe('lookup keys', () => {
  it('name each paid tier, and nothing else', () => {
    expect(tierOfLookupKey(PLAN_LOOKUP_KEYS.privilege)).toBe('privilege');
    expect(tierOfLookupKey(SPECIAL_OFFER_LOOKUP_KEY)).toBeNull();
    expect(tierOfLookupKey(null)).toBeNull();
    expect(new Set(Object.values(PLAN_LOOKUP_KEYS)).size).toBe(4);
  });
});
