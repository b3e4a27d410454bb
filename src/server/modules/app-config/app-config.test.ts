import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePayments } from '../../adapters/payments/stripe.payments.js';
import { type Database } from '../../db/client.js';
import { createTestApp } from '../../test/test-app.js';
import { createTestPglite } from '../../db/test-databases.js';
import { NO_LEGAL_IDENTITY } from '../../config.js';

describe('GET /api/config', () => {
  let database: Database;
  beforeAll(async () => {
    database = createTestPglite();
    await database.migrate();
  });
  afterAll(() => database.close());

  it('says test mode and no tag by default, and the CSP allows no outside script', async () => {
    const t = await createTestApp(database);
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      stripeMode: 'test',
      adsTagId: null,
      payments: 'simulated',
      // The embedded engine answers: every page says so (D22).
      replies: 'local-engine',
      stripePublishableKey: null,
      // Nothing given: the legal pages say « à compléter » (D17).
      legal: {
        companyName: null,
        companyForm: null,
        shareCapital: null,
        address: null,
        rcs: null,
        director: null,
        phone: null,
        email: null,
        host: null,
      },
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    // The pages' policy (every path outside the API carries it) loads nothing from elsewhere.
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    await t.close();
  });

  it('with live Stripe keys and a tag id, exposes them and lets Stripe.js and the tag load under the CSP', async () => {
    const t = await createTestApp(database, {
      config: {
        isProduction: false,
        jwtSecret: 'test-secret-test-secret-test-secret-!!',
        trustProxy: false,
        adsTagId: 'AW-123456789',
        llm: { kind: 'openai', baseURL: 'http://127.0.0.1:9/v1', apiKey: 'sk', model: 'm' },
        legal: {
          ...NO_LEGAL_IDENTITY,
          companyName: 'Étoile Conseil SAS',
          rcs: 'RCS Paris 912 345 678',
        },
      },
      adapters: {
        payments: createStripePayments({
          secretKey: 'sk_live_voyance',
          webhookSecret: 'whsec_voyance',
          publishableKey: 'pk_live_voyance',
        }),
      },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      stripeMode: 'live',
      adsTagId: 'AW-123456789',
      payments: 'stripe',
      replies: 'model',
      stripePublishableKey: 'pk_live_voyance',
      legal: {
        ...NO_LEGAL_IDENTITY,
        companyName: 'Étoile Conseil SAS',
        rcs: 'RCS Paris 912 345 678',
      },
    });
    const csp = (await t.app.inject({ method: 'GET', url: '/' })).headers[
      'content-security-policy'
    ];
    expect(csp).toContain(
      "script-src 'self' https://js.stripe.com https://www.googletagmanager.com",
    );
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    // The special offer's form redirects to the hosted checkout.
    expect(csp).toContain("form-action 'self' https://checkout.stripe.com");
    await t.close();
  });
});
