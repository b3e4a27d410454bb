import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePayments } from '../../adapters/payments/stripe.payments.js';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { startFakeStripeServer, type FakeStripeServer } from '../../test/fake-stripe-server.js';
import { createCustomer, createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Two installations on one Stripe account (two environments, or one whose
 * database was reset): their idempotency keys never meet (issue 38), and a
 * provider failure is logged with what Stripe said before the French 502 (issue 36).
 */
describe.each(testDatabaseKinds())('idempotency keys and provider errors on $name', (kind) => {
  let fake: FakeStripeServer;
  const apps: TestApp[] = [];
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
        done();
      },
    }),
  );

  const installation = async () => {
    const app = await createTestApp(await kind.create(), {
      logger,
      adapters: {
        payments: createStripePayments({
          secretKey: 'sk_test_voyance',
          webhookSecret: 'whsec_test_voyance',
          publishableKey: null,
          apiBase: fake.apiBase,
          maxNetworkRetries: 0,
        }),
      },
      config: { publicUrl: 'http://localhost:5000' },
    });
    apps.push(app);
    return app;
  };
  const checkout = async (t: TestApp, auth: { authorization: string }) => {
    await t.app.inject({
      method: 'POST',
      url: '/api/record-cgu-acceptance',
      headers: auth,
      payload: {
        action: 'subscription',
        metadata: { newPlan: 'guidance', withdrawalWaiver: true },
      },
    });
    return t.app.inject({ method: 'GET', url: '/api/subscribe/guidance', headers: auth });
  };

  let before: TestApp;
  let after: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripeServer();
    before = await installation();
    after = await installation();
  }, 60_000);
  afterAll(async () => {
    for (const t of apps) {
      await t.close();
      await t.database.close();
    }
    await fake.close();
  });

  it('a reset database on the same account gets its own customers and checkouts', async () => {
    const first = await createCustomer(before);
    expect((await checkout(before, first.auth)).statusCode).toBe(200);
    // The database is reset: the same user id and consent id exist again, for someone else.
    const second = await createCustomer(after);
    expect(second.userId).toBe(first.userId);
    const res = await checkout(after, second.auth);
    expect(res.statusCode, res.body).toBe(200);

    const customers = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/customers',
    );
    expect(customers).toHaveLength(2);
    const [a, b] = customers.map((r) => String(r.headers['idempotency-key']));
    expect(a!.split('-')[0]).not.toBe(b!.split('-')[0]);
    const me = await after.app.inject({ method: 'GET', url: '/api/auth/me', headers: second.auth });
    const customer = await fake.core.retrieveCustomer(me.json().stripeCustomerId as string);
    expect('email' in customer && customer.email).toBe(me.json().email);
  });

  it('logs the provider’s code, message and request id before answering a French 502', async () => {
    const t = before;
    const customer = await createCustomer(t);
    fake.failNext({
      status: 400,
      error: { type: 'invalid_request_error', code: 'parameter_invalid', message: 'Bad param' },
    });
    lines.length = 0;
    const res = await checkout(t, customer.auth);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'Erreur de paiement : Impossible de créer la session de paiement. Veuillez réessayer.',
    );
    const logged = lines.find((line) => line.msg === 'échec chez le prestataire de paiement');
    expect(logged).toMatchObject({
      operation: 'customer',
      provider: {
        code: 'parameter_invalid',
        message: 'Stripe: Bad param',
        status: 400,
        requestId: expect.stringMatching(/^req_/),
      },
    });
  });
});
