import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsProvider } from '../../adapters/payments/payments.js';
import { createSimulatedPayments } from '../../adapters/payments/simulated.payments.js';
import { createDbObjectStore } from '../../adapters/payments/simulated.store.js';
import { createStripePayments } from '../../adapters/payments/stripe.payments.js';
import type { Subscription } from '../../adapters/payments/stripe-core/objects.js';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { startFakeStripeServer, type FakeStripeServer } from '../../test/fake-stripe-server.js';
import { outboxMail } from '../../test/outbox-mail.js';
import { createCustomer, createTestApp, type TestApp } from '../../test/test-app.js';
import { createBalanceRepository } from '../balance/balance.repository.js';
import { emailOutbox } from '../emails/emails.tables.js';
import { users } from '../users/users.tables.js';
import { payments as paymentsTable } from './billing.tables.js';

const WEBHOOK_SECRET = 'whsec_test_plan_changes';
const PUBLIC_URL = 'http://localhost:5000';
const config = {
  isProduction: false,
  jwtSecret: 'test-secret-test-secret-test-secret-!!',
  trustProxy: false as const,
  publicUrl: PUBLIC_URL,
};
type Auth = { authorization: string };

/** What each provider does differently: how a plan is paid, and how the period ends. */
interface Driver {
  t: () => TestApp;
  /** The consent and the checkout paid, its events handled: the plan in force. */
  buy(auth: Auth, tier: string): Promise<void>;
  /** The provider's subscription as it stands (its item's price, its metadata). */
  subscription(auth: Auth): Promise<Subscription>;
  /** The period ends and the card is charged: the renewal's events handled twice (a replay). */
  renew(auth: Auth): Promise<void>;
}

/** The API of D20 through HTTP, the same assertions whichever provider answers. */
function planChangeSuite(d: Driver) {
  const api = (auth: Auth, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    d.t().app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const me = async (auth: Auth) => (await api(auth, 'GET', '/api/auth/me')).json();
  const consent = (auth: Auth, tier: string) =>
    api(auth, 'POST', '/api/record-cgu-acceptance', {
      action: 'plan_change',
      metadata: { newPlan: tier, withdrawalWaiver: true },
    });
  const schedule = (auth: Auth, tier: string) =>
    api(auth, 'POST', '/api/subscription/plan-change', { tier });
  const emailOf = async (userId: number) =>
    (await d.t().database.db.select().from(users).where(eq(users.id, userId)))[0]!.email;
  const mailsTo = async (email: string, subject: string) =>
    (
      await d
        .t()
        .database.db.select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, `%${subject}%`)))
    ).length;
  const ledgerMatches = async (userId: number) => {
    const balance = createBalanceRepository({ db: d.t().database.db });
    expect(await balance.ledgerSum(userId)).toBe(
      await balance.remaining(d.t().database.db, userId),
    );
  };

  it('previews both ways: a downgrade is offered at the renewal first, the loss of the immediate way counted', async () => {
    const customer = await createCustomer(d.t(), { messagesRemaining: 0 });
    await d.buy(customer.auth, 'privilege');
    const preview = await api(customer.auth, 'GET', '/api/subscription/plan-change/decouverte');
    expect(preview.statusCode, preview.body).toBe(200);
    const renewsAt = (await api(customer.auth, 'GET', '/api/subscription')).json().renewsAt;
    expect(preview.json()).toEqual({
      from: 'privilege',
      to: 'decouverte',
      messagesRemaining: 60,
      losesMessages: true,
      recommended: 'end_of_period',
      immediate: { priceCents: 1900, messagesLost: 60, messagesAfter: 10 },
      endOfPeriod: { startsAt: renewsAt, priceCents: 1900, messagesKept: 60 },
    });
    // An upgrade with nothing to lose is offered at once.
    const up = (await api(customer.auth, 'GET', '/api/subscription/plan-change/vip')).json();
    expect(up).toMatchObject({ losesMessages: false, recommended: 'immediate' });
    expect(up.immediate).toEqual({ priceCents: 9900, messagesLost: 60, messagesAfter: 100 });
    const same = await api(customer.auth, 'GET', '/api/subscription/plan-change/privilege');
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('Vous avez déjà ce forfait.');
  });

  it('schedules a downgrade for the renewal: the plan and messages stay, nothing is charged, a mail confirms once', async () => {
    const customer = await createCustomer(d.t(), { messagesRemaining: 0 });
    const free = await createCustomer(d.t());
    expect((await schedule(free.auth, 'decouverte')).json().message).toMatch(
      /pas de forfait payant/,
    );
    await d.buy(customer.auth, 'privilege');
    const invalid = await schedule(customer.auth, 'gratuit');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Choisissez un forfait payant.');
    const noConsent = await schedule(customer.auth, 'decouverte');
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().message).toBe('Acceptation des CGU requise');

    await consent(customer.auth, 'decouverte');
    // A hostile client adds a date, a price and messages of its own: the server decides all three.
    const res = await api(customer.auth, 'POST', '/api/subscription/plan-change', {
      tier: 'decouverte',
      startsAt: '2020-01-01T00:00:00.000Z',
      priceCents: 1,
      messagesRemaining: 500,
    });
    expect(res.statusCode, res.body).toBe(200);
    const renewsAt = (await api(customer.auth, 'GET', '/api/subscription')).json().renewsAt;
    expect(res.json()).toEqual({
      id: expect.stringMatching(/^pc_[a-f0-9]{24}$/),
      tier: 'decouverte',
      startsAt: renewsAt,
    });
    expect(await me(customer.auth)).toMatchObject({
      subscriptionTier: 'privilege',
      messagesRemaining: 60,
      scheduledPlan: { id: res.json().id, tier: 'decouverte', startsAt: renewsAt },
    });
    const summary = (await api(customer.auth, 'GET', '/api/subscription')).json();
    expect(summary.scheduledPlan).toEqual(res.json());
    expect(summary.movements[0]).toMatchObject({ reason: 'plan_allowance', balanceAfter: 60 });
    // At the provider: the next price on the item, the plan in force in the metadata.
    const sub = await d.subscription(customer.auth);
    expect(sub.items.data[0]!.price.lookup_key).toBe('voyance_decouverte_monthly_eur');
    expect(sub.metadata).toMatchObject({
      planChangeId: res.json().id,
      planInForce: 'privilege',
      planChangeAt: String(Date.parse(renewsAt) / 1000),
    });
    const email = await emailOf(customer.userId);
    const mail = await outboxMail(d.t().database, email, 'changement de forfait est programmé');
    expect(mail.text).toContain('Découverte');
    expect(mail.text).toContain('Privilège');
    expect(mail.text).toContain('19,00');
    expect(mail.text).toContain('Rien n’est prélevé aujourd’hui');
    expect(await mailsTo(email, 'programmé')).toBe(1);
    await ledgerMatches(customer.userId);
  });

  it('undoes it until the renewal; another user’s id, an unknown one or a second undo answer 404', async () => {
    const customer = await createCustomer(d.t(), { messagesRemaining: 0 });
    const other = await createCustomer(d.t(), { messagesRemaining: 0 });
    await d.buy(customer.auth, 'guidance');
    await d.buy(other.auth, 'guidance');
    await consent(customer.auth, 'decouverte');
    const { id } = (await schedule(customer.auth, 'decouverte')).json();

    const stranger = await api(other.auth, 'DELETE', `/api/subscription/plan-change/${id}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(
      'Ce changement de forfait n’existe pas ou a déjà eu lieu.',
    );
    expect(
      (await api(other.auth, 'DELETE', '/api/subscription/plan-change/nimporte')).statusCode,
    ).toBe(404);
    expect((await me(customer.auth)).scheduledPlan).toMatchObject({ id });

    const undo = await api(customer.auth, 'DELETE', `/api/subscription/plan-change/${id}`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await me(customer.auth)).toMatchObject({
      subscriptionTier: 'guidance',
      messagesRemaining: 30,
      scheduledPlan: null,
    });
    const sub = await d.subscription(customer.auth);
    expect(sub.items.data[0]!.price.lookup_key).toBe('voyance_guidance_monthly_eur');
    expect(sub.metadata.planChangeId).toBeUndefined();
    expect(
      (await api(customer.auth, 'DELETE', `/api/subscription/plan-change/${id}`)).statusCode,
    ).toBe(404);
    const mail = await outboxMail(
      d.t().database,
      await emailOf(customer.userId),
      'Changement de forfait annulé',
    );
    expect(mail.text).toContain('Vous gardez votre forfait Guidance');

    // The renewal then renews the plan in force, at its price.
    await d.renew(customer.auth);
    expect(await me(customer.auth)).toMatchObject({
      subscriptionTier: 'guidance',
      messagesRemaining: 30,
    });
  });

  it('applies the plan at the renewal: its price charged, its allowance set once, no loss written before', async () => {
    const customer = await createCustomer(d.t(), { messagesRemaining: 0 });
    await d.buy(customer.auth, 'vip');
    await consent(customer.auth, 'guidance');
    expect((await schedule(customer.auth, 'guidance')).statusCode).toBe(200);
    await d.renew(customer.auth);
    expect(await me(customer.auth)).toMatchObject({
      subscriptionTier: 'guidance',
      messagesRemaining: 30,
      scheduledPlan: null,
    });
    const renewal = (
      await d
        .t()
        .database.db.select()
        .from(paymentsTable)
        .where(eq(paymentsTable.userId, customer.userId))
    ).filter((p) => p.kind === 'renewal');
    expect(renewal).toMatchObject([{ tier: 'guidance', amountCents: 3900 }]);
    const movements = (await api(customer.auth, 'GET', '/api/subscription')).json().movements;
    expect(movements[0]).toMatchObject({ reason: 'renewal', delta: -70, balanceAfter: 30 });
    expect(movements.filter((m: { reason: string }) => m.reason === 'plan_forfeit')).toEqual([]);
    expect(await mailsTo(await emailOf(customer.userId), 'annulé')).toBe(0);
    await ledgerMatches(customer.userId);
  });

  it('resumes a cancellation in one call, and a cancellation gives up a scheduled change first', async () => {
    const customer = await createCustomer(d.t(), { messagesRemaining: 0 });
    const nothing = await api(customer.auth, 'POST', '/api/subscription/resume');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('Aucune résiliation n’est programmée pour votre forfait.');
    await d.buy(customer.auth, 'privilege');
    await consent(customer.auth, 'guidance');
    await schedule(customer.auth, 'guidance');
    expect((await api(customer.auth, 'POST', '/api/subscription/cancel')).statusCode).toBe(200);
    expect(await me(customer.auth)).toMatchObject({
      accountStatus: 'pending_cancel',
      scheduledPlan: null,
    });
    expect((await d.subscription(customer.auth)).items.data[0]!.price.lookup_key).toBe(
      'voyance_privilege_monthly_eur',
    );
    const whileCancelling = await schedule(customer.auth, 'guidance');
    expect(whileCancelling.statusCode).toBe(409);
    expect(whileCancelling.json().message).toMatch(/reprenez d’abord votre abonnement/);

    const resumed = await api(customer.auth, 'POST', '/api/subscription/resume');
    expect(resumed.statusCode, resumed.body).toBe(200);
    const summary = (await api(customer.auth, 'GET', '/api/subscription')).json();
    expect(resumed.json()).toEqual({ renewsAt: summary.renewsAt });
    expect(summary).toMatchObject({ accountStatus: 'active', endsAt: null, tier: 'privilege' });
    expect((await d.subscription(customer.auth)).cancel_at_period_end).toBe(false);
    expect((await api(customer.auth, 'POST', '/api/subscription/resume')).statusCode).toBe(409);
    await ledgerMatches(customer.userId);
  });
}

describe.each(testDatabaseKinds())(
  'plan changes (D20) with Stripe (a fake on loopback) on $name',
  (kind) => {
    let t: TestApp;
    let fake: FakeStripeServer;

    beforeAll(async () => {
      fake = await startFakeStripeServer();
      const payments: PaymentsProvider = createStripePayments({
        secretKey: 'sk_test_voyance',
        webhookSecret: WEBHOOK_SECRET,
        publishableKey: 'pk_test_voyance',
        apiBase: fake.apiBase,
      });
      t = await createTestApp(await kind.create(), { config, adapters: { payments } });
    });
    afterAll(async () => {
      await t.close();
      await t.database.close();
      await fake.close();
    });

    /** Signed as Stripe signs it, through the webhook route. */
    async function deliverAll(events: object[]) {
      for (const event of events) {
        const signed = fake.sign(event, { secret: WEBHOOK_SECRET });
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/stripe/webhook',
          headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
          payload: signed.payload,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    const customerIdOf = async (auth: Auth) =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).json()
        .stripeCustomerId as string;
    const subscription = async (auth: Auth) =>
      (await fake.core.listSubscriptions({ customer: await customerIdOf(auth) }))[0]!;

    async function buyPlan(auth: Auth, tier: string) {
      await t.app.inject({
        method: 'POST',
        url: '/api/record-cgu-acceptance',
        headers: auth,
        payload: { action: 'subscription', metadata: { newPlan: tier, withdrawalWaiver: true } },
      });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/subscribe/${tier}`,
        headers: auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      await deliverAll(await fake.completeCheckout(/cs_test_\w+/.exec(res.json().redirectUrl)![0]));
    }

    planChangeSuite({
      t: () => t,
      buy: buyPlan,
      subscription,
      async renew(auth) {
        const events = await fake.renew((await subscription(auth)).id);
        expect(events.map((e) => e.type)).toEqual([
          'customer.subscription.updated',
          'invoice.paid',
        ]);
        await deliverAll(events);
        await deliverAll(events);
      },
    });

    it('the events of the change itself, delivered later and twice, apply nothing early and mail once', async () => {
      const customer = await createCustomer(t, { messagesRemaining: 0 });
      await t.app.inject({
        method: 'POST',
        url: '/api/record-cgu-acceptance',
        headers: customer.auth,
        payload: { action: 'subscription', metadata: { newPlan: 'vip', withdrawalWaiver: true } },
      });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/subscribe/vip',
        headers: customer.auth,
      });
      await deliverAll(await fake.completeCheckout(/cs_test_\w+/.exec(res.json().redirectUrl)![0]));
      await t.app.inject({
        method: 'POST',
        url: '/api/record-cgu-acceptance',
        headers: customer.auth,
        payload: {
          action: 'plan_change',
          metadata: { newPlan: 'decouverte', withdrawalWaiver: true },
        },
      });
      const before = fake.events.length;
      fake.requests.length = 0;
      const scheduled = await t.app.inject({
        method: 'POST',
        url: '/api/subscription/plan-change',
        headers: customer.auth,
        payload: { tier: 'decouverte' },
      });
      expect(scheduled.statusCode).toBe(200);
      const caused = fake.events.slice(before);
      expect(caused.map((e) => e.type)).toEqual(['customer.subscription.updated']);
      // The wire call as Stripe receives it: the next price on the item, no proration, the metadata.
      const update = fake.requests.find(
        (r) => r.method === 'POST' && /^\/v1\/subscriptions\/sub_/.test(r.path),
      );
      expect(update?.params).toMatchObject({
        proration_behavior: 'none',
        items: [{ price: expect.stringMatching(/^price_/) }],
        metadata: { planInForce: 'vip', planChangeAt: expect.stringMatching(/^\d+$/) },
      });
      await deliverAll(caused);
      await deliverAll(caused);
      const me = (
        await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: customer.auth })
      ).json();
      expect(me).toMatchObject({
        subscriptionTier: 'vip',
        messagesRemaining: 100,
        scheduledPlan: { tier: 'decouverte' },
      });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.userId));
      const mails = await t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, row!.email), like(emailOutbox.subject, '%programmé%')));
      expect(mails).toHaveLength(1);
    });

    it('a renewal not paid is settled first: nothing to wait for, and no change scheduled (409)', async () => {
      const customer = await createCustomer(t, { messagesRemaining: 0 });
      await buyPlan(customer.auth, 'privilege');
      await deliverAll(await fake.failRenewal((await subscription(customer.auth)).id));
      const preview = await t.app.inject({
        method: 'GET',
        url: '/api/subscription/plan-change/decouverte',
        headers: customer.auth,
      });
      expect(preview.json()).toMatchObject({ endOfPeriod: null, recommended: 'immediate' });
      await t.app.inject({
        method: 'POST',
        url: '/api/record-cgu-acceptance',
        headers: customer.auth,
        payload: {
          action: 'plan_change',
          metadata: { newPlan: 'decouverte', withdrawalWaiver: true },
        },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/subscription/plan-change',
        headers: customer.auth,
        payload: { tier: 'decouverte' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/mettez à jour votre carte/);
    });
  },
);

describe.each(testDatabaseKinds())(
  'plan changes (D20) with the simulated provider on $name',
  (kind) => {
    let t: TestApp;
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL };
    let simulated: ReturnType<typeof createSimulatedPayments>;

    beforeAll(async () => {
      const database = await kind.create();
      simulated = createSimulatedPayments({
        store: createDbObjectStore(database.db),
        publicUrl: PUBLIC_URL,
      });
      t = await createTestApp(database, { config, adapters: { payments: simulated } });
    });
    afterAll(async () => {
      await t.close();
      await t.database.close();
    });

    const customerIdOf = async (auth: Auth) =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).json()
        .stripeCustomerId as string;

    planChangeSuite({
      t: () => t,
      async buy(auth, tier) {
        await t.app.inject({
          method: 'POST',
          url: '/api/record-cgu-acceptance',
          headers: auth,
          payload: { action: 'subscription', metadata: { newPlan: tier, withdrawalWaiver: true } },
        });
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/subscribe/${tier}`,
          headers: auth,
        });
        const sessionId = /cs_test_\w+/.exec(res.json().redirectUrl)![0];
        const paid = await t.app.inject({
          method: 'POST',
          url: `/api/simulated-payments/checkout/${sessionId}/pay`,
          headers: form,
          payload: '',
        });
        expect(paid.statusCode).toBe(303);
      },
      async subscription(auth) {
        const [sub] = await simulated.listSubscriptions(await customerIdOf(auth));
        // The simulated provider's own object, as its store keeps it (Stripe's wire shape).
        const store = createDbObjectStore(t.database.db);
        return (await store.get<Subscription>('subscription', sub!.id))!;
      },
      async renew(auth) {
        // The developer's « Simuler le renouvellement » in the simulated portal, as in the browser.
        const portal = await t.app.inject({
          method: 'POST',
          url: '/api/billing/portal',
          headers: auth,
        });
        const [, customerId, session] = /portail\/(cus_\w+)\?session=(bps_\w+)/.exec(
          portal.json().url,
        )!;
        const [sub] = await simulated.listSubscriptions(customerId!);
        const act = await t.app.inject({
          method: 'POST',
          url: `/api/simulated-payments/portal/${customerId}/renew`,
          headers: form,
          payload: `session=${session}&subscriptionId=${sub!.id}`,
        });
        expect(act.statusCode, act.body).toBe(303);
      },
    });
  },
);
