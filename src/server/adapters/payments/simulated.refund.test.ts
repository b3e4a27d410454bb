import { describe, expect, it } from 'vitest';
import type { PaymentEvent } from './payments.js';
import { createSimulatedPayments } from './simulated.payments.js';
import { createMemoryObjectStore } from './stripe-core/object-store.js';

const PUBLIC_URL = 'http://localhost:5000';

/** The simulated provider refunds what was paid, once, with Stripe's event (issue 40). */
describe('simulated refunds', () => {
  async function paidOffer() {
    const delivered: PaymentEvent[] = [];
    const payments = createSimulatedPayments({
      store: createMemoryObjectStore(),
      publicUrl: PUBLIC_URL,
      deliver: async (events) => void delivered.push(...events),
    });
    const checkout = await payments.startOfferCheckout({
      guestSessionId: 'guest_remboursement',
      successUrl: `${PUBLIC_URL}/chat`,
      cancelUrl: `${PUBLIC_URL}/`,
      idempotencyKey: 'offer-refund-test',
    });
    return { payments, delivered, checkout };
  }

  it('refunds a paid checkout in full and emits refund.created', async () => {
    const { payments, delivered, checkout } = await paidOffer();
    await payments.pay(checkout.id, { email: 'rembourse@exemple.fr' });
    const { refundId } = await payments.refund({ paymentId: checkout.id, idempotencyKey: 'k1' });
    expect(refundId).toMatch(/^re_/);
    await payments.whenDelivered();
    const event = delivered.find((e) => e.type === 'refund.created');
    expect(event?.data.object).toMatchObject({
      id: refundId,
      amount: 1400,
      currency: 'eur',
      status: 'succeeded',
      metadata: { payment: checkout.id },
    });
    // The same key answers the same refund; another key fails as Stripe's does.
    expect(await payments.refund({ paymentId: checkout.id, idempotencyKey: 'k1' })).toEqual({
      refundId,
    });
    await expect(
      payments.refund({ paymentId: checkout.id, idempotencyKey: 'k2' }),
    ).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });

  it('refuses what was never paid, or does not exist', async () => {
    const { payments, checkout } = await paidOffer();
    await expect(
      payments.refund({ paymentId: checkout.id, idempotencyKey: 'k3' }),
    ).rejects.toMatchObject({ code: 'charge_not_refundable' });
    await expect(
      payments.refund({ paymentId: 'in_inexistant', idempotencyKey: 'k4' }),
    ).rejects.toMatchObject({ code: 'resource_missing' });
  });
});
