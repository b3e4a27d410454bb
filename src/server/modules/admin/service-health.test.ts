import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../../adapters/mailer/smtp.transport.js';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { createJobs } from '../../lib/jobs.js';
import { startFakeSmtpServer } from '../../test/fake-smtp-server.js';
import { startStripeTestKit } from '../../test/stripe-test-kit.js';
import {
  createCustomer,
  createTestApp,
  createTestClock,
  nextIp,
  shapeCustomer,
  type TestApp,
} from '../../test/test-app.js';

const PUBLIC_URL = 'http://localhost:5000';
const OPERATOR_EMAIL = 'exploitation.sante@exemple.fr';
const PASSWORD = 'secret123';
type Auth = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT';
type Kit = Awaited<ReturnType<typeof startStripeTestKit>>;
type StripeEventLike = { id: string; type: string; data: { object: Record<string, unknown> } };

/** What the Stripe SDK never retries: a revoked key, as after a rotation gone wrong. */
const REVOKED_KEY = {
  status: 401,
  error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****ance' },
};

/**
 * The back office's « Service » screen and partial refunds (issue 40),
 * through HTTP with the Stripe adapter against the fake Stripe server and a
 * real SMTP server on loopback: a payment event that failed is listed with
 * its error and replayed once, a mail given up on is sent again, each
 * periodic run is recorded, a refund may be partial and never more than is
 * left; support may do none of the money, and every action has its audit row.
 */
describe.each(testDatabaseKinds())('the service health screen on $name', (kind) => {
  let kit: Kit;
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
  const clock = createTestClock(new Date());
  let supportEmail: string;

  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    kit = await startStripeTestKit(await kind.create(), {
      clock,
      adapters: {
        mailer: createSmtpTransport({ url: smtp.url, from: 'Voyance IA <bonjour@voyance-ia.fr>' }),
      },
      config: { publicUrl: PUBLIC_URL, adminEmails: [OPERATOR_EMAIL] },
    });
    t = kit.t;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: {
        firstName: 'Dominique',
        email: OPERATOR_EMAIL,
        password: PASSWORD,
        acceptCgu: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await shapeCustomer(t.database.db, res.json().user.id, { messagesRemaining: 0 });
    const support = await createCustomer(t);
    supportEmail = (
      await call('GET', `/api/admin/users/${support.userId}`, await operator())
    ).json().email;
    const given = await call('PUT', `/api/admin/users/${support.userId}/role`, await operator(), {
      role: 'support',
      reason: 'Renfort du support',
    });
    expect(given.statusCode, given.body).toBe(200);
  });
  afterAll(async () => {
    await kit.close();
    await t.database.close();
    await smtp.close();
  });

  /** A fresh session: the test clock moves by hours, past an access token's life. */
  async function login(email: string): Promise<Auth> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { username: email, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${res.json().accessToken as string}` };
  }
  const operator = () => login(OPERATOR_EMAIL);
  const support = () => login(supportEmail);

  const call = (method: Method, url: string, auth: Auth | undefined, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...auth, origin: PUBLIC_URL },
      remoteAddress: '10.8.8.8',
      ...(payload ? { payload } : {}),
    });
  const health = async () => (await call('GET', '/api/admin/health', await operator())).json();
  const audit = async () =>
    (await call('GET', '/api/admin/audit', await operator())).json().entries;
  const balanceOf = async (auth: Auth) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).json()
      .messagesRemaining as number;
  const refundsOf = async (userId: number) =>
    (
      (await t.database.db.execute(
        sql`select delta from message_ledger where user_id = ${userId} and reason = 'payment_refunded' order by id`,
      )) as unknown as { rows: { delta: number }[] }
    ).rows.map((r) => Number(r.delta));
  const metric = async (name: string) => {
    const body = (await t.app.inject({ url: '/metrics' })).body;
    return Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(body)?.[1]);
  };

  /** A customer who bought Découverte (7 €, 10 messages) at « Stripe »; its PaymentIntent. */
  async function buyer() {
    const customer = await createCustomer(t, { messagesRemaining: 0 });
    const subscriptionId = await kit.buy(customer, 'decouverte');
    const invoice = (await kit.fake.core.retrieveSubscription(subscriptionId)).latest_invoice!;
    const pi = (await kit.fake.core.retrieveInvoice(invoice)).payments!.data[0]!.payment
      .payment_intent!;
    expect(await balanceOf(customer.auth)).toBe(10);
    return { ...customer, pi };
  }

  it('lists a payment event whose effect failed, with its error and attempts, and replays it once', async () => {
    const customer = await buyer();
    // Half refunded in Stripe's Dashboard; its event fails twice (our key was revoked meanwhile).
    const [refunded] = (await kit.fake.refund(customer.pi, 350)) as StripeEventLike[];
    for (let attempt = 0; attempt < 2; attempt++) {
      kit.fake.failNext(REVOKED_KEY);
      expect((await kit.deliver(refunded!)).statusCode).toBe(500);
    }
    expect(await balanceOf(customer.auth)).toBe(10);
    const listed = (await health()).webhookFailures.find(
      (f: { eventId: string }) => f.eventId === refunded!.id,
    );
    expect(listed).toMatchObject({
      type: 'charge.refunded',
      attempts: 2,
      resolvedAt: null,
      resolvedBy: null,
    });
    expect(listed.error).toContain('Invalid API Key provided');
    expect(await metric('payment_webhook_failures_open')).toBe(1);

    const url = `/api/admin/webhook-events/${refunded!.id}/replay`;
    const bySupport = await call('POST', url, await support(), { reason: 'Le client attend' });
    expect(bySupport.statusCode).toBe(403);
    expect(bySupport.json().message).toBe('Votre rôle ne permet pas cette action.');
    const byCustomer = await call('POST', url, customer.auth, { reason: 'Je rejoue' });
    expect(byCustomer.statusCode).toBe(403);
    expect((await call('POST', url, undefined, { reason: 'Je rejoue' })).statusCode).toBe(401);
    const noReason = await call('POST', url, await operator(), { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Indiquez la raison (au moins 5 caractères).');
    expect(await balanceOf(customer.auth)).toBe(10);

    const auditBefore = (await audit()).length;
    const replayed = await call('POST', url, await operator(), {
      reason: 'Clé Stripe remplacée, remboursement à appliquer',
    });
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.json().message).toBe('L’événement a été rejoué : son effet est appliqué.');
    // Half the payment refunded: half of its 10 messages taken back, once.
    expect(await balanceOf(customer.auth)).toBe(5);
    expect(await refundsOf(customer.userId)).toEqual([-5]);
    const entries = await audit();
    expect(entries).toHaveLength(auditBefore + 1);
    expect(entries[0]).toMatchObject({
      actorEmail: OPERATOR_EMAIL,
      actorRole: 'operator',
      action: 'webhook.replay',
      targetUserId: customer.userId,
      reason: 'Clé Stripe remplacée, remboursement à appliquer',
      details: { eventId: refunded!.id, type: 'charge.refunded' },
      ipAddress: '10.8.8.8',
    });
    expect(
      (await health()).webhookFailures.find((f: { eventId: string }) => f.eventId === refunded!.id),
    ).toMatchObject({ resolvedAt: expect.any(String), resolvedBy: 'replay', attempts: 2 });
    expect(await metric('payment_webhook_failures_open')).toBe(0);

    // A second replay is refused and changes nothing; so does Stripe's own retry, later.
    const again = await call('POST', url, await operator(), { reason: 'Double clic' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Cet événement a déjà été traité : le rejouer ne changerait rien.',
    );
    expect((await kit.deliver(refunded!)).statusCode).toBe(200);
    expect(await balanceOf(customer.auth)).toBe(5);
    expect(await refundsOf(customer.userId)).toEqual([-5]);
    expect(await audit()).toHaveLength(auditBefore + 1);

    const unknown = await call(
      'POST',
      '/api/admin/webhook-events/evt_inconnu/replay',
      await operator(),
      {
        reason: 'Essai',
      },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('settles a failure that the provider’s own retry handled: nothing left to replay', async () => {
    const customer = await buyer();
    const [refunded] = (await kit.fake.refund(customer.pi)) as StripeEventLike[];
    kit.fake.failNext(REVOKED_KEY);
    expect((await kit.deliver(refunded!)).statusCode).toBe(500);
    expect((await kit.deliver(refunded!)).statusCode).toBe(200);
    expect(await balanceOf(customer.auth)).toBe(0);
    expect(
      (await health()).webhookFailures.find((f: { eventId: string }) => f.eventId === refunded!.id),
    ).toMatchObject({ resolvedBy: 'delivery', attempts: 1 });
    const replay = await call(
      'POST',
      `/api/admin/webhook-events/${refunded!.id}/replay`,
      await operator(),
      { reason: 'Par précaution' },
    );
    expect(replay.statusCode).toBe(409);
    expect(await refundsOf(customer.userId)).toEqual([-10]);
  });

  it('refunds part of a payment, never more than is left, and says so in French', async () => {
    const customer = await buyer();
    const page = (
      await call('GET', `/api/admin/users/${customer.userId}`, await operator())
    ).json();
    const payment = page.payments[0];
    expect(payment).toMatchObject({ amountCents: 700, refundedCents: 0 });
    const url = `/api/admin/users/${customer.userId}/payments/${payment.id}/refund`;
    const refund = async (body: object, auth?: Auth) =>
      call('POST', url, auth ?? (await operator()), body);

    const bySupport = await refund(
      { reason: 'Geste commercial', amountCents: 100 },
      await support(),
    );
    expect(bySupport.statusCode).toBe(403);
    for (const amountCents of [0, -100, 1.5, '350']) {
      const refused = await refund({ reason: 'Geste commercial', amountCents });
      expect(refused.statusCode, String(amountCents)).toBe(400);
      expect(refused.json().message, String(amountCents)).toContain('Le montant à rembourser');
    }
    const tooMuch = await refund({ reason: 'Geste commercial', amountCents: 701 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(
      'Le montant à rembourser doit être supérieur à zéro et ne pas dépasser ce qui reste du paiement : 7,00\u00a0€ au plus.',
    );
    expect(kit.fake.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(0);

    const half = await refund({ reason: 'Une semaine sans service', amountCents: 350 });
    expect(half.statusCode, half.body).toBe(200);
    expect(half.json().message).toBe(
      '3,50\u00a0€ remboursés : il reste 3,50\u00a0€ remboursables sur ce paiement.',
    );
    // The refund at « Stripe » carries the amount, in cents.
    const sent = kit.fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(sent.at(-1)!.params).toMatchObject({ payment_intent: customer.pi, amount: '350' });
    expect(await balanceOf(customer.auth)).toBe(5);
    expect((await audit())[0]).toMatchObject({
      action: 'payment.refund',
      targetUserId: customer.userId,
      reason: 'Une semaine sans service',
      details: { paymentId: payment.id, amountCents: 350, refundedCents: 350, paymentCents: 700 },
    });
    const after = (
      await call('GET', `/api/admin/users/${customer.userId}`, await operator())
    ).json();
    expect(after.payments[0]).toMatchObject({ refundedCents: 350, refundedAt: expect.any(String) });

    // What is left is decided by the server from the payment and the refunds before.
    const over = await refund({ reason: 'Le reste et un peu plus', amountCents: 351 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('3,50\u00a0€ au plus');
    const rest = await refund({ reason: 'Le reste', amountCents: 350 });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().message).toBe('Le paiement a été remboursé.');
    expect(await balanceOf(customer.auth)).toBe(0);
    const done = await refund({ reason: 'Encore' });
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe('Ce paiement a déjà été remboursé en totalité.');
    // Stripe's events for both refunds arrive afterwards: nothing more is taken.
    await kit.deliverAll(kit.fake.events.filter((e) => e.type === 'charge.refunded').slice(-2));
    expect(await refundsOf(customer.userId)).toEqual([-5, -5]);
  });

  it('records each periodic job’s run in the database, for every instance to show', async () => {
    const jobs = createJobs({
      database: t.database,
      log: pino({ level: 'silent' }),
      runs: t.app.modules.jobRuns,
    });
    expect(await jobs.runOnce('purge', () => t.app.modules.purgeExpiredData())).toBe(true);
    expect(
      await jobs.runOnce('retry-mails', async () => void (await t.app.modules.outbox.retryDue())),
    ).toBe(true);
    await jobs.runOnce('recover-exchanges', async () => {
      throw new Error('Base de données injoignable (essai)');
    });

    // Another instance on the same database shows what this one ran.
    const other = await createTestApp(t.database, {
      clock,
      config: { publicUrl: PUBLIC_URL, adminEmails: [OPERATOR_EMAIL] },
    });
    try {
      const token = (
        await other.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: nextIp(),
          payload: { username: OPERATOR_EMAIL, password: PASSWORD },
        })
      ).json().accessToken as string;
      const seen = (
        await other.app.inject({
          method: 'GET',
          url: '/api/admin/health',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
      const byName = Object.fromEntries(
        seen.jobs.map((j: { name: string }) => [j.name, j]),
      ) as Record<string, { label: string; everySeconds: number; late: boolean; lastRun: object }>;
      expect(Object.keys(byName).sort()).toEqual(['purge', 'recover-exchanges', 'retry-mails']);
      expect(byName.purge).toMatchObject({
        label: 'Purge des données expirées',
        everySeconds: 21_600,
        late: false,
        lastRun: { outcome: 'succeeded', finishedAt: expect.any(String), error: null },
      });
      expect(byName['retry-mails']).toMatchObject({ lastRun: { outcome: 'succeeded' } });
      expect(byName['recover-exchanges']).toMatchObject({
        lastRun: { outcome: 'failed', error: 'Base de données injoignable (essai)' },
      });
    } finally {
      await other.close();
    }
  });

  it('sends a mail the outbox gave up on again, for support too, with an audit row', async () => {
    // Two mails refused five times each (the first attempt and the four retries): a
    // purchase confirmation, and a verification mail, whose single-use link is not kept.
    const unverified = await createCustomer(t, { isVerified: false });
    const linkTo = (
      await call('GET', `/api/admin/users/${unverified.userId}`, await operator())
    ).json().email as string;
    const customer = await createCustomer(t, { messagesRemaining: 0 });
    smtp.refuse(10);
    const resent = await call(
      'POST',
      `/api/admin/users/${unverified.userId}/verification-mail`,
      await support(),
      { reason: 'Mail jamais reçu' },
    );
    expect(resent.statusCode, resent.body).toBe(200);
    await kit.buy(customer, 'decouverte');
    const email = (
      await call('GET', `/api/admin/users/${customer.userId}`, await operator())
    ).json().email as string;
    for (const wait of [1, 5, 30, 120]) {
      clock.advance(wait * 60_000 + 1_000);
      await t.app.modules.outbox.retryDue();
    }
    const listed = (await health()).failedMails;
    const failed = listed.find((m: { to: string }) => m.to === email);
    expect(failed).toMatchObject({
      subject: 'Confirmation de votre abonnement — Voyance IA',
      attempts: 5,
      canRetry: true,
    });
    expect(failed.lastError).toMatch(/451|indisponible/i);
    expect(Object.keys(failed).sort()).toEqual(
      ['attempts', 'canRetry', 'createdAt', 'id', 'lastError', 'subject', 'to'].sort(),
    );
    const withLink = listed.find((m: { to: string }) => m.to === linkTo);
    expect(withLink).toMatchObject({
      subject: 'Confirmez votre adresse e-mail — Voyance IA',
      canRetry: false,
    });
    const gone = await call('POST', `/api/admin/mails/${withLink.id}/retry`, await operator(), {
      reason: 'Mail jamais reçu',
    });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toContain('Renvoyez plutôt le lien depuis la fiche du client.');
    expect(await metric('email_outbox_failed')).toBeGreaterThanOrEqual(2);
    const url = `/api/admin/mails/${failed.id}/retry`;

    const byCustomer = await call('POST', url, await login(email), { reason: 'Je renvoie' });
    expect(byCustomer.statusCode).toBe(403);
    expect((await call('POST', url, undefined, { reason: 'Je renvoie' })).statusCode).toBe(401);
    // Refused once more: said so, written down, and still failed.
    smtp.refuse(1);
    const refused = await call('POST', url, await operator(), { reason: 'Serveur rétabli ?' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(
      'Le serveur d’e-mail a de nouveau refusé l’envoi : l’e-mail reste en échec.',
    );
    expect((await audit())[0]).toMatchObject({
      action: 'mail.retry',
      details: { mailId: failed.id, sent: false },
    });
    expect((await health()).failedMails.some((m: { id: number }) => m.id === failed.id)).toBe(true);

    const retried = await call('POST', url, await support(), { reason: 'Serveur rétabli' });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().message).toBe('L’e-mail a été renvoyé.');
    expect((await smtp.lastTo(email, failed.subject)).text).toContain('L221-28');
    expect((await audit())[0]).toMatchObject({
      actorRole: 'support',
      action: 'mail.retry',
      targetUserId: customer.userId,
      targetEmail: email,
      reason: 'Serveur rétabli',
      details: { mailId: failed.id, subject: failed.subject, sent: true },
    });
    expect((await health()).failedMails.some((m: { id: number }) => m.id === failed.id)).toBe(
      false,
    );
    const twice = await call('POST', url, await operator(), { reason: 'Double clic' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Cet e-mail n’est pas en échec : il n’y a rien à renvoyer.');
    const unknown = await call('POST', '/api/admin/mails/999999/retry', await operator(), {
      reason: 'Essai',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
