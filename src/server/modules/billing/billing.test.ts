import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsProvider } from '../../adapters/payments/payments.js';
import { createStripePayments } from '../../adapters/payments/stripe.payments.js';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { startFakeStripeServer, type FakeStripeServer } from '../../test/fake-stripe-server.js';
import { linkInText } from '../../test/mail-links.js';
import { outboxMail } from '../../test/outbox-mail.js';
import {
  createCustomer,
  createTestApp,
  createTestClock,
  nextIp,
  type TestApp,
} from '../../test/test-app.js';
import { createBalanceRepository } from '../balance/balance.repository.js';
import { messageLedger } from '../balance/balance.tables.js';
import { emailOutbox } from '../emails/emails.tables.js';
import { users } from '../users/users.tables.js';
import { stripeEvents } from './billing.tables.js';

const WEBHOOK_SECRET = 'whsec_test_voyance';
type Auth = { authorization: string };
type StripeEventLike = { id: string; type: string; data: { object: Record<string, unknown> } };

describe.each(testDatabaseKinds())('billing with Stripe (a fake on loopback) on $name', (kind) => {
  let t: TestApp;
  let fake: FakeStripeServer;
  let payments: PaymentsProvider;
  const clock = createTestClock(new Date());

  beforeAll(async () => {
    fake = await startFakeStripeServer();
    payments = createStripePayments({
      secretKey: 'sk_test_voyance',
      webhookSecret: WEBHOOK_SECRET,
      publishableKey: 'pk_test_voyance',
      apiBase: fake.apiBase,
    });
    t = await createTestApp(await kind.create(), {
      clock,
      adapters: { payments },
      config: {
        isProduction: false,
        jwtSecret: 'test-secret-test-secret-test-secret-!!',
        trustProxy: false,
        publicUrl: 'http://localhost:5000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
    await fake.close();
  });

  const me = async (auth: Auth) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).json();
  const consent = (auth: Auth, newPlan: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/record-cgu-acceptance',
      headers: auth,
      payload: {
        action: 'subscription',
        version: '2025-05-26',
        metadata: {
          previousPlan: 'gratuit',
          newPlan,
          timestamp: new Date().toISOString(),
          withdrawalWaiver: true,
          ...extra,
        },
      },
    });
  const subscribe = (auth: Auth, tier: string) =>
    t.app.inject({ method: 'GET', url: `/api/subscribe/${tier}`, headers: auth });
  const sessionIdOf = (redirectUrl: string) => /cs_test_\w+/.exec(redirectUrl)![0];

  function deliver(event: object, options: { timestamp?: number; signature?: string | null } = {}) {
    const signed = fake.sign(event, {
      secret: WEBHOOK_SECRET,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.signature !== null)
      headers['stripe-signature'] = options.signature ?? signed.header;
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers,
      payload: signed.payload,
    });
  }
  async function deliverAll(events: object[]) {
    for (const event of events) expect((await deliver(event)).statusCode).toBe(200);
  }
  /** Consent, checkout, payment, webhooks: a plan bought as a customer would. */
  async function buy(auth: Auth, tier: string, action = 'subscription') {
    expect((await consent(auth, tier, {}).then((r) => r)).statusCode).toBe(200);
    if (action === 'plan_change') await consentAs(auth, tier, 'plan_change');
    const res = await subscribe(auth, tier);
    expect(res.statusCode, res.body).toBe(200);
    const sessionId = sessionIdOf(res.json().redirectUrl);
    const events = (await fake.completeCheckout(sessionId)) as StripeEventLike[];
    await deliverAll(events);
    return { sessionId, events };
  }
  const consentAs = (auth: Auth, newPlan: string, action: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/record-cgu-acceptance',
      headers: auth,
      payload: { action, metadata: { newPlan, withdrawalWaiver: true } },
    });
  const ledgerMatches = async (userId: number) => {
    const balance = createBalanceRepository({ db: t.database.db });
    expect(await balance.ledgerSum(userId)).toBe(await balance.remaining(t.database.db, userId));
  };
  const subscriptionOf = async (auth: Auth) => (await me(auth)).stripeCustomerId as string;

  describe('buying a plan', () => {
    it('needs a session, a plan of the catalogue and the recorded consent', async () => {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/subscribe/guidance' })).statusCode,
      ).toBe(401);
      const customer = await createCustomer(t);
      const unknown = await subscribe(customer.auth, 'platine');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe("Le forfait « platine » n'est pas valide");
      expect((await subscribe(customer.auth, 'gratuit')).statusCode).toBe(400);
      const noConsent = await subscribe(customer.auth, 'guidance');
      expect(noConsent.statusCode).toBe(400);
      expect(noConsent.json().message).toBe('Acceptation des CGU requise');
      const noWaiver = await consent(customer.auth, 'guidance', { withdrawalWaiver: false });
      expect(noWaiver.statusCode).toBe(400);
      expect(noWaiver.json().message).toMatch(/droit de rétractation de 14 jours/);
      const badPlan = await consent(customer.auth, 'platine');
      expect(badPlan.json().message).toBe("Le forfait « platine » n'est pas valide");
      // Names of Object.prototype are not plans (issue 36).
      for (const name of ['__proto__', 'constructor', 'toString']) {
        const proto = await consent(customer.auth, name);
        expect(proto.statusCode, name).toBe(400);
        expect(proto.json().message).toBe(`Le forfait « ${name} » n'est pas valide`);
        expect((await subscribe(customer.auth, name)).statusCode, name).toBe(400);
      }
    });

    it.each([
      ['decouverte', 'voyance_decouverte_monthly_eur'],
      ['basic', 'voyance_decouverte_monthly_eur'],
      ['guidance', 'voyance_guidance_monthly_eur'],
      ['essentiel', 'voyance_guidance_monthly_eur'],
      ['privilege', 'voyance_privilege_monthly_eur'],
      ['vip', 'voyance_vip_monthly_eur'],
      ['premium', 'voyance_vip_monthly_eur'],
    ])(
      '%s opens a checkout of the right price, in French, tied to the user',
      async (asked, lookupKey) => {
        const customer = await createCustomer(t);
        const tier =
          asked === 'basic'
            ? 'decouverte'
            : asked === 'premium'
              ? 'vip'
              : asked === 'essentiel'
                ? 'guidance'
                : asked;
        await consent(customer.auth, tier);
        const res = await subscribe(customer.auth, asked);
        expect(res.statusCode).toBe(200);
        expect(res.json().redirectUrl).toMatch(
          /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/,
        );
        const request = fake.requests
          .filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')
          .at(-1)!;
        const prices = fake.requests.filter((r) => r.path === '/v1/prices' && r.method === 'GET');
        expect(prices.length).toBeGreaterThan(0);
        expect(request.params).toMatchObject({
          mode: 'subscription',
          locale: 'fr',
          client_reference_id: String(customer.userId),
          success_url:
            'http://localhost:5000/chat?payment_success=true&session_id={CHECKOUT_SESSION_ID}',
          cancel_url: 'http://localhost:5000/subscription?canceled=true',
        });
        const price = await fake.core.retrievePrice(
          (request.params.line_items as Array<{ price: string }>)[0]!.price,
        );
        expect(price.lookup_key).toBe(lookupKey);
        // The first month of decouverte at 7 € is a real discount at the provider (D6).
        if (tier === 'decouverte')
          expect(request.params.discounts).toEqual([
            { coupon: 'voyance_decouverte_intro_1200_off' },
          ]);
        else expect(request.params.discounts).toBeUndefined();
      },
    );

    it('a paid checkout gives the plan and its allowance, with a ledger row', async () => {
      const customer = await createCustomer(t, { messagesRemaining: 2 });
      await buy(customer.auth, 'guidance');
      const user = await me(customer.auth);
      expect(user).toMatchObject({
        subscriptionTier: 'guidance',
        messagesRemaining: 30,
        accountStatus: 'active',
      });
      expect(user.stripeCustomerId).toMatch(/^cus_/);
      const ledger = await t.database.db
        .select()
        .from(messageLedger)
        .where(eq(messageLedger.userId, customer.userId));
      expect(ledger.map((r) => r.reason)).toContain('plan_allowance');
      await ledgerMatches(customer.userId);
    });

    it('a replay, or five deliveries of one event at once, change nothing more', async () => {
      const customer = await createCustomer(t, { messagesRemaining: 0 });
      const { events } = await buy(customer.auth, 'privilege');
      const spend = await t.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: customer.auth,
      });
      await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${spend.json().id}/messages`,
        headers: customer.auth,
        payload: { content: 'Bonjour' },
      });
      expect((await me(customer.auth)).messagesRemaining).toBe(59);
      for (const event of events) {
        const results = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
        expect(results.every((r) => r.statusCode === 200)).toBe(true);
      }
      expect((await me(customer.auth)).messagesRemaining).toBe(59);
      const handled = await t.database.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, events[0]!.id));
      expect(handled).toHaveLength(1);
      await ledgerMatches(customer.userId);
    });

    it('a subscription is applied to the owner of its customer, never to the user its metadata names (issue 36)', async () => {
      const victim = await createCustomer(t, { messagesRemaining: 0 });
      // Made outside the app on the same Stripe account: another customer, the victim's id as metadata.
      const stranger = await fake.core.createCustomer({ email: 'autre@exemple.fr' });
      const { id } = await payments.startSubscriptionCheckout({
        userId: victim.userId,
        customerId: stranger.id,
        tier: 'vip',
        introOffer: false,
        successUrl: 'http://localhost:5000/chat',
        cancelUrl: 'http://localhost:5000/',
        metadata: {},
        idempotencyKey: `outside-${victim.userId}`,
      });
      const events = (await fake.completeCheckout(id)) as StripeEventLike[];
      await deliverAll(events);
      expect(await me(victim.auth)).toMatchObject({
        subscriptionTier: 'gratuit',
        messagesRemaining: 0,
      });
      const confirm = await t.app.inject({
        method: 'POST',
        url: '/api/billing/confirm',
        headers: victim.auth,
        payload: { subscriptionId: (await fake.core.retrieveCheckoutSession(id)).subscription },
      });
      expect(confirm.statusCode).toBe(404);
      expect((await me(victim.auth)).subscriptionTier).toBe('gratuit');
    });

    it('a setup checkout and events this product does not use are acknowledged and ignored (issue 38)', async () => {
      const setup = {
        id: `cs_test_setup_${Date.now()}`,
        object: 'checkout.session',
        mode: 'setup',
        status: 'complete',
        payment_status: 'no_payment_required',
        customer: null,
        subscription: null,
        customer_details: null,
        customer_email: null,
        amount_total: null,
        client_reference_id: null,
        metadata: {},
      };
      await fake.store.put(setup);
      const created = Math.floor(Date.now() / 1000);
      const events = [
        {
          id: `evt_setup_${setup.id}`,
          type: 'checkout.session.completed',
          created,
          data: { object: { id: setup.id, object: 'checkout.session', mode: 'setup' } },
        },
        {
          id: `evt_tax_${setup.id}`,
          type: 'customer.tax_id.created',
          created,
          data: { object: { id: 'txi_1', object: 'tax_id' } },
        },
      ];
      for (const event of [...events, ...events]) {
        const res = await deliver(event);
        expect(res.statusCode, `${event.type} ${res.body}`).toBe(200);
      }
    });

    it('events out of order end in the same state', async () => {
      const customer = await createCustomer(t, { messagesRemaining: 0 });
      await consent(customer.auth, 'vip');
      const res = await subscribe(customer.auth, 'vip');
      const events = (await fake.completeCheckout(
        sessionIdOf(res.json().redirectUrl),
      )) as StripeEventLike[];
      await deliverAll([...events].reverse());
      expect(await me(customer.auth)).toMatchObject({
        subscriptionTier: 'vip',
        messagesRemaining: 100,
      });
    });

    it('a bad, missing or stale signature answers 400 and changes nothing', async () => {
      const customer = await createCustomer(t, { messagesRemaining: 0 });
      await consent(customer.auth, 'guidance');
      const res = await subscribe(customer.auth, 'guidance');
      const events = (await fake.completeCheckout(
        sessionIdOf(res.json().redirectUrl),
      )) as StripeEventLike[];
      const bad = await deliver(events[0]!, { signature: 't=1,v1=deadbeef' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        message: 'Signature du webhook invalide.',
        code: 'billing.webhook_signature',
      });
      expect((await deliver(events[0]!, { signature: null })).statusCode).toBe(400);
      const stale = Math.floor(Date.now() / 1000) - 6 * 60;
      expect((await deliver(events[0]!, { timestamp: stale })).statusCode).toBe(400);
      // Dated ahead: a signature made now for later use is refused too (issue 36).
      const ahead = Math.floor(Date.now() / 1000) + 6 * 60;
      expect((await deliver(events[0]!, { timestamp: ahead })).statusCode).toBe(400);
      expect((await me(customer.auth)).subscriptionTier).toBe('gratuit');
    });
  });

  describe('a plan over time', () => {
    it('a renewal sets the allowance, never adds it (D9), once per invoice', async () => {
      const customer = await createCustomer(t, { messagesRemaining: 0 });
      await buy(customer.auth, 'guidance');
      const id = (
        await t.app.inject({ method: 'POST', url: '/api/conversations', headers: customer.auth })
      ).json().id;
      for (let i = 0; i < 5; i++) {
        await t.app.inject({
          method: 'POST',
          url: `/api/conversations/${id}/messages`,
          headers: customer.auth,
          payload: { content: `Question ${i}` },
        });
      }
      expect((await me(customer.auth)).messagesRemaining).toBe(25);
      const subscriptionId = (
        await fake.core.listSubscriptions({ customer: await subscriptionOf(customer.auth) })
      )[0]!.id;
      const renewal = (await fake.renew(subscriptionId)) as StripeEventLike[];
      await deliverAll(renewal);
      await deliverAll(renewal);
      expect((await me(customer.auth)).messagesRemaining).toBe(30);
      await ledgerMatches(customer.userId);
    });

    it('cancelling keeps the plan until the end date; a second time says so; no plan, a clear 4xx', async () => {
      const free = await createCustomer(t);
      const none = await t.app.inject({
        method: 'POST',
        url: '/api/subscription/cancel',
        headers: free.auth,
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe("Vous n'avez pas d'abonnement payant à résilier.");

      const customer = await createCustomer(t, { messagesRemaining: 0 });
      await buy(customer.auth, 'decouverte');
      const first = await t.app.inject({
        method: 'POST',
        url: '/api/subscription/cancel',
        headers: customer.auth,
      });
      expect(first.statusCode).toBe(200);
      const endDate = new Date(first.json().endDate);
      expect(endDate.getTime()).toBeGreaterThan(Date.now() + 20 * 86_400_000);
      expect(await me(customer.auth)).toMatchObject({
        subscriptionTier: 'decouverte',
        accountStatus: 'pending_cancel',
        messagesRemaining: 10,
        subscriptionEndDate: endDate.toISOString(),
      });
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/subscription/cancel',
        headers: customer.auth,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toContain('déjà programmé');
      // The law asks for a confirmation on a durable medium.
      const mails = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, 'Confirmation de votre résiliation — Voyance IA'));
      expect(mails.length).toBeGreaterThan(0);

      // The period ends: back to the free tier, the paid messages do not carry over.
      const subscriptionId = (
        await fake.core.listSubscriptions({ customer: await subscriptionOf(customer.auth) })
      )[0]!.id;
      await deliverAll((await fake.endPeriod(subscriptionId)) as StripeEventLike[]);
      expect(await me(customer.auth)).toMatchObject({
        subscriptionTier: 'gratuit',
        accountStatus: 'active',
        messagesRemaining: 0,
        subscriptionEndDate: null,
      });
      await ledgerMatches(customer.userId);
    });

    it('a failed renewal keeps access and sends a French mail with a way to fix the card', async () => {
      const customer = await createCustomer(t, { messagesRemaining: 0 });
      await buy(customer.auth, 'guidance');
      const subscriptionId = (
        await fake.core.listSubscriptions({ customer: await subscriptionOf(customer.auth) })
      )[0]!.id;
      await deliverAll((await fake.failRenewal(subscriptionId)) as StripeEventLike[]);
      expect((await me(customer.auth)).subscriptionTier).toBe('guidance');
      const [mail] = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, 'Votre paiement n’a pas abouti — Voyance IA'));
      expect(mail?.text).toContain('Régler ou changer ma carte');
      // The provider gives up: back to the free tier.
      await deliverAll((await fake.giveUp(subscriptionId)) as StripeEventLike[]);
      expect((await me(customer.auth)).subscriptionTier).toBe('gratuit');
    });

    it('a plan change replaces the balance and cancels the old subscription at once', async () => {
      const customer = await createCustomer(t, { messagesRemaining: 0 });
      await buy(customer.auth, 'guidance');
      const oldId = (
        await fake.core.listSubscriptions({ customer: await subscriptionOf(customer.auth) })
      )[0]!.id;
      const id = (
        await t.app.inject({ method: 'POST', url: '/api/conversations', headers: customer.auth })
      ).json().id;
      for (let i = 0; i < 18; i++) {
        await t.app.inject({
          method: 'POST',
          url: `/api/conversations/${id}/messages`,
          headers: customer.auth,
          payload: { content: `Question ${i}` },
        });
      }
      expect((await me(customer.auth)).messagesRemaining).toBe(12);
      // The spec's example: 12 left → decouverte → 10.
      expect((await consentAs(customer.auth, 'decouverte', 'plan_change')).statusCode).toBe(200);
      const res = await subscribe(customer.auth, 'decouverte');
      expect(res.json().redirectUrl).toMatch(/cs_test_/);
      const request = fake.requests
        .filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')
        .at(-1)!;
      expect(request.params.success_url).toContain('/subscription?success=true');
      // No welcome offer for a second plan.
      expect(request.params.discounts).toBeUndefined();
      await deliverAll(
        (await fake.completeCheckout(sessionIdOf(res.json().redirectUrl))) as StripeEventLike[],
      );
      expect(await me(customer.auth)).toMatchObject({
        subscriptionTier: 'decouverte',
        messagesRemaining: 10,
      });
      const old = await fake.core.retrieveSubscription(oldId);
      expect(old.status).toBe('canceled');
      // The old subscription's end arrives as an event: it changes nothing.
      await deliverAll(
        fake.events.filter(
          (e) =>
            e.type === 'customer.subscription.deleted' &&
            (e.data.object as { id: string }).id === oldId,
        ) as StripeEventLike[],
      );
      expect(await me(customer.auth)).toMatchObject({
        subscriptionTier: 'decouverte',
        messagesRemaining: 10,
      });
      await ledgerMatches(customer.userId);
    });

    it('a return is confirmed with the provider even before the webhook', async () => {
      const customer = await createCustomer(t, { messagesRemaining: 0 });
      const stranger = await createCustomer(t);
      await consent(customer.auth, 'vip');
      const res = await subscribe(customer.auth, 'vip');
      const sessionId = sessionIdOf(res.json().redirectUrl);
      const pending = await t.app.inject({
        method: 'POST',
        url: '/api/billing/confirm',
        headers: customer.auth,
        payload: { sessionId },
      });
      expect(pending.json()).toMatchObject({ status: 'pending', kind: 'plan', tier: null });
      await fake.completeCheckout(sessionId);
      const notYours = await t.app.inject({
        method: 'POST',
        url: '/api/billing/confirm',
        headers: stranger.auth,
        payload: { sessionId },
      });
      expect(notYours.statusCode).toBe(404);
      const paid = await t.app.inject({
        method: 'POST',
        url: '/api/billing/confirm',
        headers: customer.auth,
        payload: { sessionId },
      });
      expect(paid.json()).toMatchObject({
        status: 'paid',
        kind: 'plan',
        tier: 'vip',
        transactionId: sessionId,
        messagesRemaining: 100,
      });
      // The webhook arriving afterwards changes nothing more.
      await deliverAll(
        fake.events.filter((e) => JSON.stringify(e).includes(sessionId)) as StripeEventLike[],
      );
      expect((await me(customer.auth)).messagesRemaining).toBe(100);
    });

    it('buying a plan again within the hour opens a new checkout, not a 502 (issue 36)', async () => {
      const customer = await createCustomer(t, { messagesRemaining: 0 });
      await buy(customer.auth, 'guidance');
      // A downgrade, then back to the first plan, each with its own consent.
      await consentAs(customer.auth, 'decouverte', 'plan_change');
      const down = await subscribe(customer.auth, 'decouverte');
      expect(down.statusCode, down.body).toBe(200);
      await deliverAll(
        (await fake.completeCheckout(sessionIdOf(down.json().redirectUrl))) as StripeEventLike[],
      );
      await consentAs(customer.auth, 'guidance', 'plan_change');
      const back = await subscribe(customer.auth, 'guidance');
      expect(back.statusCode, back.body).toBe(200);
      const keys = fake.requests
        .filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')
        .slice(-3)
        .map((r) => r.headers['idempotency-key']);
      expect(new Set(keys).size).toBe(3);
      // Every key carries this installation's prefix.
      for (const key of keys) expect(key).toMatch(/^[0-9a-f]{12}-checkout-hosted-[0-9a-f]{32}$/);
    });

    it('the 7 € first month is offered by one checkout at a time (issue 36)', async () => {
      const customer = await createCustomer(t, { messagesRemaining: 0 });
      // Two tabs, each with its consent, each opening the welcome offer.
      await consent(customer.auth, 'decouverte');
      const first = sessionIdOf((await subscribe(customer.auth, 'decouverte')).json().redirectUrl);
      await consent(customer.auth, 'decouverte');
      const second = sessionIdOf((await subscribe(customer.auth, 'decouverte')).json().redirectUrl);
      expect(second).not.toBe(first);
      expect((await fake.core.retrieveCheckoutSession(first)).status).toBe('expired');
      await deliverAll((await fake.completeCheckout(second)) as StripeEventLike[]);
      expect((await me(customer.auth)).subscriptionTier).toBe('decouverte');
      // A checkout paid at the welcome price, whose webhook is late: the next one is at full price.
      const late = await createCustomer(t, { messagesRemaining: 0 });
      await consent(late.auth, 'decouverte');
      const paid = sessionIdOf((await subscribe(late.auth, 'decouverte')).json().redirectUrl);
      await fake.completeCheckout(paid);
      await consent(late.auth, 'decouverte');
      const res = await subscribe(late.auth, 'decouverte');
      expect(res.statusCode, res.body).toBe(200);
      const request = fake.requests
        .filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')
        .at(-1)!;
      expect(request.params.discounts).toBeUndefined();
    });

    it('« Gérer » opens the provider’s portal for a customer of the provider only', async () => {
      const free = await createCustomer(t);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/billing/portal', headers: free.auth }))
          .statusCode,
      ).toBe(400);
      const customer = await createCustomer(t, { messagesRemaining: 0 });
      await buy(customer.auth, 'guidance');
      const portal = await t.app.inject({
        method: 'POST',
        url: '/api/billing/portal',
        headers: customer.auth,
      });
      expect(portal.statusCode).toBe(200);
      expect(portal.json().url).toMatch(/^https:\/\//);
      const summary = await t.app.inject({
        method: 'GET',
        url: '/api/subscription',
        headers: customer.auth,
      });
      expect(summary.json()).toMatchObject({
        tier: 'guidance',
        canManage: true,
        messagesRemaining: 30,
        endsAt: null,
        introOfferAvailable: false,
      });
      expect(summary.json().renewsAt).toEqual(expect.any(String));
      expect(summary.json().movements[0]).toMatchObject({
        reason: 'plan_allowance',
        delta: 30,
        balanceAfter: 30,
      });
    });
  });

  describe('paperwork (D23)', () => {
    it('every purchase — plan, renewal, plan change — is confirmed once by a French mail', async () => {
      const customer = await createCustomer(t, { messagesRemaining: 0 });
      const email = (await me(customer.auth)).email as string;
      const mails = async () =>
        (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)))
          .filter((m) => m.subject.startsWith('Confirmation d'))
          .map((m) => ({ subject: m.subject, text: m.text }));
      const { events } = await buy(customer.auth, 'decouverte');
      await deliverAll(events);
      const sub = (
        await fake.core.listSubscriptions({ customer: await subscriptionOf(customer.auth) })
      )[0]!;
      await deliverAll((await fake.renew(sub.id)) as StripeEventLike[]);
      await buy(customer.auth, 'guidance', 'plan_change');
      const sent = await mails();
      expect(sent.map((m) => m.subject)).toEqual([
        'Confirmation de votre abonnement — Voyance IA',
        'Confirmation du renouvellement de votre forfait — Voyance IA',
        'Confirmation de votre changement de forfait — Voyance IA',
      ]);
      expect(sent[0]!.text).toMatch(/forfait Découverte \(10 messages par mois/);
      expect(sent[0]!.text).toMatch(/Prix payé\s:\s7,00\s€ TTC/);
      expect(sent[1]!.text).toMatch(/Prix payé\s:\s19,00\s€ TTC/);
      expect(sent[2]!.text).toMatch(/forfait Guidance/);
      expect(sent[2]!.text).toMatch(/Prix payé\s:\s39,00\s€ TTC/);
      for (const mail of sent) {
        expect(mail.text).toMatch(/Période couverte\s:\sdu \d+ \S+ \d{4} au \d+ \S+ \d{4}/);
        expect(mail.text).toContain('droit de rétractation de 14 jours');
        expect(mail.text).toContain('L221-28');
        expect(mail.text).toContain('version du 26 mai 2025');
      }
    });
  });

  describe('the customer portal', () => {
    const subscriptionIdOf = async (auth: Auth) =>
      (await fake.core.listSubscriptions({ customer: await subscriptionOf(auth) }))[0]!;
    const mailsTo = async (email: string, subject: string) =>
      (
        await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject))
      ).filter((m) => m.to === email);

    it('a plan switched there (or in the Dashboard) gives the new plan’s allowance, the loss named, once', async () => {
      const customer = await createCustomer(t, { messagesRemaining: 0 });
      await buy(customer.auth, 'decouverte');
      const sub = await subscriptionIdOf(customer.auth);
      const [vip] = (await fake.core.listPrices({ lookup_keys: ['voyance_vip_monthly_eur'] })).data;
      const { events } = await fake.core.updateSubscription(sub.id, {
        items: [{ id: sub.items.data[0]!.id, price: vip!.id }],
        proration_behavior: 'none',
      });
      await deliverAll(events);
      await deliverAll(events);
      // Before: vip's tier with decouverte's 10 messages.
      expect(await me(customer.auth)).toMatchObject({
        subscriptionTier: 'vip',
        messagesRemaining: 100,
      });
      const movements = (
        await t.app.inject({ method: 'GET', url: '/api/subscription', headers: customer.auth })
      ).json().movements;
      expect(movements.slice(0, 2)).toMatchObject([
        { reason: 'plan_allowance', delta: 100, balanceAfter: 100 },
        { reason: 'plan_forfeit', delta: -10, balanceAfter: 0 },
      ]);
      await ledgerMatches(customer.userId);
    });

    it('a cancellation made there is confirmed by mail, as one made here, once', async () => {
      const customer = await createCustomer(t, { messagesRemaining: 0 });
      await buy(customer.auth, 'guidance');
      const sub = await subscriptionIdOf(customer.auth);
      const { events } = await fake.core.updateSubscription(sub.id, { cancel_at_period_end: true });
      await deliverAll(events);
      await deliverAll(events);
      expect(await me(customer.auth)).toMatchObject({
        subscriptionTier: 'guidance',
        accountStatus: 'pending_cancel',
      });
      const subject = 'Confirmation de votre résiliation — Voyance IA';
      const mails = await mailsTo((await me(customer.auth)).email, subject);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('forfait Guidance');
      expect(mails[0]!.text).toContain('support durable');

      // The same from the app: one mail, no second one when the webhook follows.
      const other = await createCustomer(t, { messagesRemaining: 0 });
      await buy(other.auth, 'guidance');
      const cancel = await t.app.inject({
        method: 'POST',
        url: '/api/subscription/cancel',
        headers: other.auth,
      });
      expect(cancel.statusCode).toBe(200);
      const otherSub = await subscriptionIdOf(other.auth);
      await deliverAll(
        fake.events.filter(
          (e) =>
            e.type === 'customer.subscription.updated' &&
            (e.data.object as { id: string }).id === otherSub.id,
        ) as StripeEventLike[],
      );
      expect(await mailsTo((await me(other.auth)).email, subject)).toHaveLength(1);
    });
  });

  describe('money moving back, and renewals not paid', () => {
    const subscriptionOfUser = async (auth: Auth) =>
      (await fake.core.listSubscriptions({ customer: await subscriptionOf(auth) }))[0]!;
    const invoicePi = async (invoiceId: string) =>
      (await fake.core.retrieveInvoice(invoiceId)).payments!.data[0]!.payment.payment_intent;

    it('a refunded plan takes back its allowance while its period runs; an older month’s refund takes nothing', async () => {
      const customer = await createCustomer(t, { messagesRemaining: 0 });
      await buy(customer.auth, 'guidance');
      const sub = await subscriptionOfUser(customer.auth);
      const firstInvoice = sub.latest_invoice!;
      await deliverAll((await fake.renew(sub.id)) as StripeEventLike[]);
      expect((await me(customer.auth)).messagesRemaining).toBe(30);
      // Last month's payment refunded: its messages expired at the renewal already (D9).
      await deliverAll((await fake.refund(await invoicePi(firstInvoice))) as StripeEventLike[]);
      expect((await me(customer.auth)).messagesRemaining).toBe(30);
      // This month's, refunded in full: its 30 messages go.
      const renewalInvoice = (await fake.core.retrieveSubscription(sub.id)).latest_invoice!;
      await deliverAll((await fake.refund(await invoicePi(renewalInvoice))) as StripeEventLike[]);
      expect((await me(customer.auth)).messagesRemaining).toBe(0);
      await ledgerMatches(customer.userId);
    });

    it('a dispute is recorded for the operator, and its outcome', async () => {
      const customer = await createCustomer(t, { messagesRemaining: 0 });
      await buy(customer.auth, 'decouverte');
      const sub = await subscriptionOfUser(customer.auth);
      const pi = await invoicePi(sub.latest_invoice!);
      const opened = (await fake.openDispute(pi, 'fraudulent')) as StripeEventLike[];
      await deliverAll(opened);
      await deliverAll(opened);
      const [dispute] = await t.app.modules.services.billing.disputes({ userId: customer.userId });
      expect(dispute).toMatchObject({
        userId: customer.userId,
        paymentId: sub.latest_invoice,
        amountCents: 700,
        reason: 'fraudulent',
        status: 'needs_response',
        closedAt: null,
      });
      await deliverAll((await fake.closeDispute(dispute!.id, 'lost')) as StripeEventLike[]);
      const [closed] = await t.app.modules.services.billing.disputes({ userId: customer.userId });
      expect(closed).toMatchObject({ status: 'lost', closedAt: expect.any(Date) });
    });

    it('a renewal waiting for the cardholder’s authentication mails the invoice link and shows in /api/auth/me until paid', async () => {
      const customer = await createCustomer(t, { messagesRemaining: 0 });
      await buy(customer.auth, 'guidance');
      const sub = await subscriptionOfUser(customer.auth);
      const events = (await fake.requireAction(sub.id)) as StripeEventLike[];
      expect(events.map((e) => e.type)).toContain('invoice.payment_action_required');
      await deliverAll(events);
      await deliverAll(events);
      const invoice = await fake.core.retrieveInvoice(
        (await fake.core.retrieveSubscription(sub.id)).latest_invoice!,
      );
      expect((await me(customer.auth)).paymentIssue).toEqual({
        kind: 'action_required',
        url: invoice.hosted_invoice_url,
      });
      const summary = (
        await t.app.inject({ method: 'GET', url: '/api/subscription', headers: customer.auth })
      ).json();
      expect(summary.paymentIssue.kind).toBe('action_required');
      const email = (await me(customer.auth)).email as string;
      const mails = (
        await t.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.subject, 'Votre banque demande une confirmation — Voyance IA'))
      ).filter((m) => m.to === email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(invoice.hosted_invoice_url);
      expect(mails[0]!.text).toContain('Guidance');
      // Authenticated: paid, the banner goes and the allowance is set.
      await deliverAll((await fake.recover(sub.id)) as StripeEventLike[]);
      expect(await me(customer.auth)).toMatchObject({ paymentIssue: null, messagesRemaining: 30 });
    });

    it('a declined renewal shows in /api/auth/me with the page to fix the card', async () => {
      const customer = await createCustomer(t, { messagesRemaining: 0 });
      await buy(customer.auth, 'decouverte');
      const sub = await subscriptionOfUser(customer.auth);
      await deliverAll((await fake.failRenewal(sub.id)) as StripeEventLike[]);
      expect((await me(customer.auth)).paymentIssue).toMatchObject({
        kind: 'payment_failed',
        url: expect.stringMatching(/^https:\/\/invoice\.stripe\.com\//),
      });
      await deliverAll((await fake.giveUp(sub.id)) as StripeEventLike[]);
      expect(await me(customer.auth)).toMatchObject({
        paymentIssue: null,
        subscriptionTier: 'gratuit',
      });
    });
  });

  describe('the special offer (D10)', () => {
    const guestId = () =>
      `guest_${Date.now()}_${Math.random().toString(36).slice(2, 14).padEnd(12, 'q')}`;
    async function startOffer(sessionId: string) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/special-offer',
        remoteAddress: nextIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `sessionId=${sessionId}&withdrawalWaiver=on`,
      });
      expect(res.statusCode).toBe(303);
      return sessionIdOf(res.headers.location as string);
    }
    const finish = (checkoutId?: string, remoteAddress = nextIp()) =>
      t.app.inject({
        method: 'GET',
        url: `/api/special-offer/return${checkoutId ? `?session_id=${checkoutId}` : ''}`,
        remoteAddress,
      });
    const checkoutPosts = () =>
      fake.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST').length;
    /** A guest who chatted on a shared computer, then logged into their account from it. */
    async function victimOnSharedComputer() {
      const victim = await createCustomer(t, { messagesRemaining: 1 });
      const email = (await me(victim.auth)).email as string;
      const guest = guestId();
      await t.app.inject({
        method: 'POST',
        url: '/api/guest/chat',
        remoteAddress: nextIp(),
        payload: { content: 'Vais-je changer de travail ?', sessionId: guest },
      });
      return { victim, email, guest };
    }
    const logInFrom = async (email: string, guest: string) => {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: nextIp(),
        payload: { username: email, password: 'secret123', guestSessionId: guest },
      });
      expect(login.statusCode, login.body).toBe(200);
    };
    /**
     * What an attacker's script does with a guest id read on a shared computer:
     * start the offer from it, pay with the victim's address, follow the return
     * page, and exchange any code it gives with that guest id.
     */
    async function attack(guest: string, victimEmail: string, checkoutId?: string) {
      let started: string | null = null;
      if (!checkoutId) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/special-offer',
          remoteAddress: nextIp(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `sessionId=${guest}&withdrawalWaiver=on`,
        });
        started = res.headers.location as string;
        checkoutId = /cs_test_\w+/.exec(started)?.[0];
      }
      if (!checkoutId) return { started, back: null, handedIn: false };
      await deliverAll(
        (await fake.completeCheckout(checkoutId, { email: victimEmail })) as StripeEventLike[],
      );
      const back = new URL((await finish(checkoutId)).headers.location as string, 'http://x');
      const code = back.searchParams.get('ac');
      const handoff = code
        ? await t.app.inject({
            method: 'POST',
            url: '/api/auth/handoff',
            payload: { code, guestSessionId: guest },
          })
        : null;
      return { started, back, handedIn: handoff?.statusCode === 200 };
    }

    it('an attacker cannot start the offer from a guest session an account claimed (issue 36)', async () => {
      const { victim, email, guest } = await victimOnSharedComputer();
      await logInFrom(email, guest);
      const before = checkoutPosts();

      const result = await attack(guest, email);

      expect(result.handedIn).toBe(false);
      expect(result.started).toBe('/?error=guest_session_claimed');
      expect(checkoutPosts()).toBe(before);
      expect((await me(victim.auth)).messagesRemaining).toBe(1);
    });

    it('a payment with an address whose owner claimed the guest session later hands nobody in (issue 36)', async () => {
      const { victim, email, guest } = await victimOnSharedComputer();
      // The offer is opened while the session is still a guest's; the owner logs in meanwhile.
      const checkoutId = await startOffer(guest);
      await logInFrom(email, guest);

      const result = await attack(guest, email, checkoutId);

      expect(result.handedIn).toBe(false);
      expect(result.back?.pathname).toBe('/');
      expect(result.back?.searchParams.get('account_created')).toBe('false');
      expect(result.back?.searchParams.get('ac')).toBeNull();
      // The owner was credited and told, as for any purchase with their address.
      expect((await me(victim.auth)).messagesRemaining).toBe(11);
      await ledgerMatches(victim.userId);
    });

    it('the return page hands a new account over once per checkout, and is rate-limited', async () => {
      const guest = guestId();
      const checkoutId = await startOffer(guest);
      const email = `une.fois.${Date.now()}@exemple.fr`;
      await deliverAll((await fake.completeCheckout(checkoutId, { email })) as StripeEventLike[]);

      const first = new URL((await finish(checkoutId)).headers.location as string, 'http://x');
      expect(first.pathname).toBe('/chat');
      expect(first.searchParams.get('ac')).toEqual(expect.any(String));
      const again = new URL((await finish(checkoutId)).headers.location as string, 'http://x');
      expect(again.pathname).toBe('/');
      expect(again.searchParams.get('ac')).toBeNull();
      expect(again.searchParams.get('account_created')).toBe('true');
      // The first code still works; no second one was made.
      const session = await t.app.inject({
        method: 'POST',
        url: '/api/auth/handoff',
        payload: { code: first.searchParams.get('ac'), guestSessionId: guest },
      });
      expect(session.statusCode).toBe(200);

      const ip = nextIp();
      const hits = [];
      for (let i = 0; i < 21; i++) hits.push((await finish(checkoutId, ip)).statusCode);
      expect(hits.slice(0, 20).every((status) => status === 303)).toBe(true);
      expect(hits[20]).toBe(429);
    });

    it('submitting the offer again after paying opens a new checkout (issue 38)', async () => {
      const owner = await createCustomer(t, { messagesRemaining: 0 });
      const ownerEmail = (await me(owner.auth)).email as string;
      const guest = guestId();
      const first = await startOffer(guest);
      // A double submit finds the same checkout.
      expect(await startOffer(guest)).toBe(first);
      await deliverAll(
        (await fake.completeCheckout(first, { email: ownerEmail })) as StripeEventLike[],
      );
      await finish(first);

      const second = await startOffer(guest);
      expect(second).not.toBe(first);
      expect((await fake.core.retrieveCheckoutSession(second)).status).toBe('open');
    });

    it('a new address gets a verified account without a password, the guest conversation, 10 messages, and is logged in here only', async () => {
      const guest = guestId();
      await t.app.inject({
        method: 'POST',
        url: '/api/guest/chat',
        remoteAddress: nextIp(),
        payload: { content: 'Mon amour va-t-il revenir ?', sessionId: guest },
      });
      const checkoutId = await startOffer(guest);
      const request = fake.requests
        .filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')
        .at(-1)!;
      expect(request.params).toMatchObject({ mode: 'payment', client_reference_id: guest });
      const email = `offre.${Date.now()}@exemple.fr`;
      await deliverAll((await fake.completeCheckout(checkoutId, { email })) as StripeEventLike[]);

      const back = await finish(checkoutId);
      expect(back.statusCode).toBe(303);
      const target = new URL(back.headers.location as string, 'http://localhost');
      expect(target.pathname).toBe('/chat');
      expect(target.searchParams.get('special_offer_success')).toBe('true');
      const code = target.searchParams.get('ac')!;
      // The code works only with this browser's guest session.
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/auth/handoff',
        payload: { code },
      });
      expect(elsewhere.statusCode).toBe(400);
      const session = await t.app.inject({
        method: 'POST',
        url: '/api/auth/handoff',
        payload: { code, guestSessionId: guest },
      });
      expect(session.statusCode).toBe(200);
      expect(session.json().user).toMatchObject({
        email,
        messagesRemaining: 10,
        hasPassword: false,
        isAutoCreatedAccount: true,
        isVerified: true,
        subscriptionTier: 'gratuit',
      });
      const auth = { authorization: `Bearer ${session.json().accessToken}` };
      // The thanks popup asks the server what was bought, never the address.
      const confirm = await t.app.inject({
        method: 'POST',
        url: '/api/billing/confirm',
        headers: auth,
        payload: { sessionId: checkoutId },
      });
      expect(confirm.json()).toMatchObject({
        status: 'paid',
        kind: 'special_offer',
        messagesRemaining: 10,
      });
      const conversations = (
        await t.app.inject({ method: 'GET', url: '/api/conversations', headers: auth })
      ).json();
      expect(conversations[0].title).toBe('Mon amour va-t-il revenir ?');
      // The buyer chooses a password, as the banner offers.
      const set = await t.app.inject({
        method: 'PUT',
        url: '/api/set-password-direct',
        headers: auth,
        payload: { newPassword: 'Nouveau1mdp' },
      });
      expect(set.statusCode).toBe(200);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: nextIp(),
        payload: { username: email, password: 'Nouveau1mdp' },
      });
      expect(login.statusCode).toBe(200);
      await ledgerMatches(session.json().user.id);
    });

    it('an address that has an account is credited, but the payer is not logged into it', async () => {
      const owner = await createCustomer(t, { messagesRemaining: 2 });
      const ownerEmail = (await me(owner.auth)).email as string;
      const checkoutId = await startOffer(guestId());
      await fake.completeCheckout(checkoutId, { email: ownerEmail.toUpperCase() });
      const back = await finish(checkoutId);
      const target = new URL(back.headers.location as string, 'http://localhost');
      expect(target.pathname).toBe('/');
      expect(target.searchParams.get('account_created')).toBe('false');
      expect(target.searchParams.get('email')).toBe(`${ownerEmail[0]}•••@exemple.fr`);
      expect(target.searchParams.get('ac')).toBeNull();
      expect((await me(owner.auth)).messagesRemaining).toBe(12);
      // A second visit of the return page credits nothing more.
      await finish(checkoutId);
      expect((await me(owner.auth)).messagesRemaining).toBe(12);
      const mails = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, ownerEmail));
      expect(mails.map((m) => m.subject)).toContain(
        'Des messages ont été ajoutés à votre compte — Voyance IA',
      );
      const confirmation = mails.filter(
        (m) => m.subject === 'Confirmation de votre achat — Voyance IA',
      );
      expect(confirmation).toHaveLength(1);
      expect(confirmation[0]!.text).toMatch(/l’offre spéciale, 10 messages/);
      expect(confirmation[0]!.text).toMatch(/14,00\s€ TTC/);
      expect(confirmation[0]!.text).toContain('L221-28');
      await ledgerMatches(owner.userId);
    });

    it('an old address still held by a live « ce n’était pas moi » link is taken: the offer credits its account, creates none, hands nobody in (issue 36)', async () => {
      const owner = await createCustomer(t, { messagesRemaining: 1 });
      const oldEmail = (await me(owner.auth)).email as string;
      // A stolen session (and the password) moves the account to the thief's address.
      const moved = await t.app.inject({
        method: 'PUT',
        url: '/api/user/email',
        headers: owner.auth,
        payload: { email: `voleur.${Date.now()}@exemple.fr`, currentPassword: 'secret123' },
      });
      expect(moved.statusCode, moved.body).toBe(200);

      // The thief buys the offer with the old address, to hold it before the owner's revert.
      const guest = guestId();
      const result = await attack(guest, oldEmail);

      expect(result.handedIn).toBe(false);
      expect(result.back?.pathname).toBe('/');
      expect(result.back?.searchParams.get('account_created')).toBe('false');
      expect(result.back?.searchParams.get('ac')).toBeNull();
      expect(await t.database.db.select().from(users).where(eq(users.email, oldEmail))).toEqual([]);
      // The account the address is held for got the messages, as an account with it would.
      expect((await me(owner.auth)).messagesRemaining).toBe(11);
      await ledgerMatches(owner.userId);
      // And the owner's « ce n'était pas moi » still wins.
      const notice = await outboxMail(t.database, oldEmail, 'adresse e-mail a été modifiée');
      const link = linkInText(notice.text, 'http://localhost:5000/adresse-email/retablir?token=');
      const revert = await t.app.inject({
        method: 'POST',
        url: '/api/user/email/revert',
        payload: { token: decodeURIComponent(new URL(link).searchParams.get('token')!) },
      });
      expect(revert.statusCode, revert.body).toBe(200);
      const [restored] = await t.database.db.select().from(users).where(eq(users.id, owner.userId));
      expect(restored!.email).toBe(oldEmail);
    });

    it('a refunded special offer takes its messages back, never below zero, the refund named; a forged event takes nothing', async () => {
      const owner = await createCustomer(t, { messagesRemaining: 2 });
      const ownerEmail = (await me(owner.auth)).email as string;
      const checkoutId = await startOffer(guestId());
      await deliverAll(
        (await fake.completeCheckout(checkoutId, { email: ownerEmail })) as StripeEventLike[],
      );
      expect((await me(owner.auth)).messagesRemaining).toBe(12);
      const pi = (await fake.core.retrieveCheckoutSession(checkoutId)).payment_intent!;

      // A hostile sender: a well-formed event saying « refunded », signed with another secret…
      const forged = {
        id: 'evt_forged_refund',
        object: 'event',
        type: 'charge.refunded',
        created: fake.core.now(),
        data: {
          object: {
            id: 'ch_forged',
            object: 'charge',
            payment_intent: pi,
            amount: 1400,
            amount_refunded: 1400,
            refunded: true,
          },
        },
      };
      const badSignature = fake.sign(forged, { secret: 'whsec_not_ours' }).header;
      expect((await deliver(forged, { signature: badSignature })).statusCode).toBe(400);
      // …or correctly signed but about a charge the provider has not refunded: the provider is asked.
      expect((await deliver(forged)).statusCode).toBe(200);
      expect((await me(owner.auth)).messagesRemaining).toBe(12);

      // Half refunded in the Dashboard: half of the 10 messages go back.
      const half = (await fake.refund(pi, 700)) as StripeEventLike[];
      await deliverAll(half);
      await deliverAll(half);
      expect((await me(owner.auth)).messagesRemaining).toBe(7);
      // The rest, from the back office (the admin's refund goes through billing).
      const refund = await t.app.modules.services.billing.refundPayment(checkoutId);
      expect(refund).toMatchObject({ refundedCents: 1400, amountCents: 1400 });
      expect((await me(owner.auth)).messagesRemaining).toBe(2);
      // Stripe's event for that refund arrives afterwards: nothing more.
      await deliverAll(fake.events.filter((e) => e.type === 'charge.refunded').slice(-1));
      expect((await me(owner.auth)).messagesRemaining).toBe(2);
      await expect(t.app.modules.services.billing.refundPayment(checkoutId)).rejects.toMatchObject({
        statusCode: 409,
      });
      const movements = (
        await t.app.inject({ method: 'GET', url: '/api/subscription', headers: owner.auth })
      ).json().movements;
      expect(movements.slice(0, 2)).toMatchObject([
        { reason: 'payment_refunded', delta: -5, balanceAfter: 2 },
        { reason: 'payment_refunded', delta: -5, balanceAfter: 7 },
      ]);
      await ledgerMatches(owner.userId);

      // Never below zero: a buyer who spent most of the offer.
      const spender = await createCustomer(t, { messagesRemaining: 0 });
      const spenderEmail = (await me(spender.auth)).email as string;
      const second = await startOffer(guestId());
      await deliverAll(
        (await fake.completeCheckout(second, { email: spenderEmail })) as StripeEventLike[],
      );
      const conversation = (
        await t.app.inject({ method: 'POST', url: '/api/conversations', headers: spender.auth })
      ).json().id;
      for (let i = 0; i < 8; i++) {
        await t.app.inject({
          method: 'POST',
          url: `/api/conversations/${conversation}/messages`,
          headers: spender.auth,
          payload: { content: `Question ${i}` },
        });
      }
      expect((await me(spender.auth)).messagesRemaining).toBe(2);
      const secondPi = (await fake.core.retrieveCheckoutSession(second)).payment_intent!;
      await deliverAll((await fake.refund(secondPi)) as StripeEventLike[]);
      expect((await me(spender.auth)).messagesRemaining).toBe(0);
      await ledgerMatches(spender.userId);
    });

    it('lands on / with the errors of spec §8', async () => {
      expect((await finish()).headers.location).toBe('/?error=missing_session');
      expect((await finish('cs_test_inconnu')).headers.location).toBe('/?error=missing_session');
      const unpaid = await startOffer(guestId());
      expect((await finish(unpaid)).headers.location).toBe('/?error=payment_incomplete');
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/special-offer',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'sessionId=nimporte',
      });
      expect(bad.headers.location).toBe('/?error=missing_guest_session');
      // A hand-made form without the express request (L221-28) opens no checkout.
      const checkouts = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
      const noWaiver = await t.app.inject({
        method: 'POST',
        url: '/api/special-offer',
        remoteAddress: nextIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `sessionId=${guestId()}&withdrawalWaiver=off`,
      });
      expect(noWaiver.headers.location).toBe('/?error=withdrawal_waiver_required');
      expect(fake.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(
        checkouts,
      );
    });
  });
});
