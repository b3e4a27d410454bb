import type { PaymentsProvider } from '../adapters/payments/payments.js';
import { createStripePayments } from '../adapters/payments/stripe.payments.js';
import type { Database } from '../db/client.js';
import type { Adapters } from '../adapters/index.js';
import type { AppDeps } from '../app.js';
import type { Clock } from '../lib/clock.js';
import { createBillingRepository } from '../modules/billing/billing.repository.js';
import { startFakeStripeServer, type FakeStripeServer } from './fake-stripe-server.js';
import { createTestApp, createTestClock, type TestApp } from './test-app.js';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_voyance';
type Auth = { authorization: string };

/**
 * The app with the real Stripe adapter against the fake Stripe server on
 * loopback, and the steps a customer takes to buy a plan: the consent, the
 * checkout, the payment at « Stripe », its webhooks.
 */
export async function startStripeTestKit(
  database: Database,
  options: {
    adapters?: Partial<Adapters>;
    config?: Partial<AppDeps['config']>;
    clock?: Clock;
  } = {},
) {
  const fake: FakeStripeServer = await startFakeStripeServer();
  const payments: PaymentsProvider = createStripePayments({
    secretKey: 'sk_test_voyance',
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    publishableKey: 'pk_test_voyance',
    apiBase: fake.apiBase,
  });
  const t: TestApp = await createTestApp(database, {
    clock: options.clock ?? createTestClock(new Date()),
    adapters: { ...options.adapters, payments },
    config: { publicUrl: 'http://localhost:5000', ...options.config },
  });

  function deliver(event: object) {
    const signed = fake.sign(event, { secret: STRIPE_WEBHOOK_SECRET });
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
      payload: signed.payload,
    });
  }

  async function deliverAll(events: object[]) {
    for (const event of events) {
      const res = await deliver(event);
      if (res.statusCode !== 200) throw new Error(`webhook refused: ${res.statusCode} ${res.body}`);
    }
  }

  /** A plan bought as a customer would; answers the subscription's id at « Stripe ». */
  async function buy(customer: { auth: Auth; userId: number }, tier: string): Promise<string> {
    const { auth } = customer;
    const consent = await t.app.inject({
      method: 'POST',
      url: '/api/record-cgu-acceptance',
      headers: auth,
      payload: { action: 'subscription', metadata: { newPlan: tier, withdrawalWaiver: true } },
    });
    if (consent.statusCode !== 200) throw new Error(`consent refused: ${consent.body}`);
    const res = await t.app.inject({ method: 'GET', url: `/api/subscribe/${tier}`, headers: auth });
    if (res.statusCode !== 200) throw new Error(`checkout refused: ${res.body}`);
    const sessionId = /cs_test_\w+/.exec(res.json().redirectUrl as string)![0];
    await deliverAll(await fake.completeCheckout(sessionId));
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
    if (me.json().subscriptionTier !== tier) throw new Error(`plan not active: ${me.body}`);
    const account = await createBillingRepository({ db: database.db }).account(customer.userId);
    if (!account?.stripeSubscriptionId) throw new Error('no subscription recorded');
    return account.stripeSubscriptionId;
  }

  return {
    t,
    fake,
    payments,
    deliver,
    deliverAll,
    buy,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
