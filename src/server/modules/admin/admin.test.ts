import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSimulatedPayments } from '../../adapters/payments/simulated.payments.js';
import { createDbObjectStore } from '../../adapters/payments/simulated.store.js';
import { testDatabaseKinds } from '../../db/test-databases.js';
import {
  createCustomer,
  createTestApp,
  nextIp,
  shapeCustomer,
  type TestApp,
} from '../../test/test-app.js';

const PUBLIC_URL = 'http://localhost:5000';
const OPERATOR_EMAIL = 'chef.exploitation@exemple.fr';
type Auth = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT';
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The last month to tomorrow (UTC): what the tests write falls in it. */
const PERIOD = `from=${day(-30)}&to=${day(1)}`;

/**
 * The back office (issue 40) through HTTP: who may enter, what each role may
 * do, the audit row of every change, and that no answer ever carries the
 * text of a consultation.
 */
describe.each(testDatabaseKinds())('the back office on $name', (kind) => {
  let t: TestApp;
  let operator: { userId: number; auth: Auth };
  let support: { userId: number; auth: Auth };

  beforeAll(async () => {
    const database = await kind.create();
    const payments = createSimulatedPayments({
      store: createDbObjectStore(database.db),
      publicUrl: PUBLIC_URL,
    });
    t = await createTestApp(database, {
      config: { publicUrl: PUBLIC_URL, adminEmails: [OPERATOR_EMAIL] },
      adapters: { payments },
    });
    operator = await register(OPERATOR_EMAIL);
    support = await createCustomer(t);
    const given = await call('PUT', `/api/admin/users/${support.userId}/role`, operator.auth, {
      role: 'support',
      reason: 'Nouvelle recrue du support',
    });
    expect(given.statusCode, given.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  async function register(email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: { firstName: 'Dominique', email, password: 'secret123', acceptCgu: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { user, accessToken } = res.json() as { user: { id: number }; accessToken: string };
    await shapeCustomer(t.database.db, user.id, { messagesRemaining: 0 });
    return { userId: user.id, auth: { authorization: `Bearer ${accessToken}` } };
  }

  const call = (method: Method, url: string, auth: Auth | undefined, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...auth, origin: PUBLIC_URL },
      remoteAddress: '10.9.9.9',
      ...(payload ? { payload } : {}),
    });

  const latestAudit = async (auth: Auth = operator.auth) =>
    (await call('GET', '/api/admin/audit', auth)).json().entries[0];

  async function subscribed(tier = 'decouverte') {
    const customer = await createCustomer(t, { messagesRemaining: 0 });
    await t.app.inject({
      method: 'POST',
      url: '/api/record-cgu-acceptance',
      headers: customer.auth,
      payload: { action: 'subscription', metadata: { newPlan: tier, withdrawalWaiver: true } },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/subscribe/${tier}`,
      headers: customer.auth,
    });
    const sessionId = /cs_test_\w+/.exec(res.json().redirectUrl as string)![0];
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/simulated-payments/checkout/${sessionId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    return customer;
  }

  /** Every route, with what it needs; `operatorOnly` ones refuse support. */
  const routes = (id: number, paymentId = 'in_inconnu') => [
    { method: 'GET' as const, url: '/api/admin/me' },
    { method: 'GET' as const, url: '/api/admin/users?q=exemple' },
    { method: 'GET' as const, url: `/api/admin/users/${id}` },
    { method: 'GET' as const, url: `/api/admin/users/${id}/audit` },
    { method: 'GET' as const, url: '/api/admin/audit' },
    { method: 'GET' as const, url: `/api/admin/figures?${PERIOD}`, operatorOnly: true },
    { method: 'GET' as const, url: '/api/admin/health', operatorOnly: true },
    { method: 'GET' as const, url: `/api/admin/figures.csv?${PERIOD}`, operatorOnly: true },
    { method: 'GET' as const, url: `/api/admin/care?${PERIOD}`, operatorOnly: true },
    { method: 'GET' as const, url: `/api/admin/care.csv?${PERIOD}`, operatorOnly: true },
    {
      method: 'POST' as const,
      url: `/api/admin/users/${id}/messages`,
      body: { delta: 1, reason: 'Geste commercial' },
    },
    {
      method: 'POST' as const,
      url: `/api/admin/users/${id}/login-link`,
      body: { reason: 'Demande du client' },
    },
    {
      method: 'POST' as const,
      url: `/api/admin/users/${id}/sessions/end-all`,
      body: { reason: 'Téléphone perdu' },
    },
    {
      method: 'POST' as const,
      url: `/api/admin/users/${id}/suspend`,
      body: { reason: 'Fraude suspectée' },
      operatorOnly: true,
    },
    {
      method: 'POST' as const,
      url: `/api/admin/users/${id}/restore`,
      body: { reason: 'Fraude écartée' },
      operatorOnly: true,
    },
    {
      method: 'POST' as const,
      url: `/api/admin/users/${id}/payments/${paymentId}/refund`,
      body: { reason: 'Débit en double' },
      operatorOnly: true,
    },
    {
      method: 'POST' as const,
      url: `/api/admin/users/${id}/subscription/cancel`,
      body: { when: 'now', reason: 'Demande RGPD' },
      operatorOnly: true,
    },
    {
      method: 'PUT' as const,
      url: `/api/admin/users/${id}/role`,
      body: { role: 'support', reason: 'Renfort' },
      operatorOnly: true,
    },
    {
      method: 'POST' as const,
      url: `/api/admin/users/${id}/delete`,
      body: { reason: 'Demande RGPD' },
      operatorOnly: true,
    },
  ];

  it('answers 401 without a session and a French 403 to a customer, on every route', async () => {
    const customer = await createCustomer(t);
    for (const route of routes(customer.userId)) {
      const anonymous = await call(route.method, route.url, undefined, route.body);
      expect(anonymous.statusCode, route.url).toBe(401);
      const refused = await call(route.method, route.url, customer.auth, route.body);
      expect(refused.statusCode, route.url).toBe(403);
      expect(refused.json().message).toBe('Cet espace est réservé à l’équipe du service.');
    }
    // Nothing changed for the customer.
    const page = await call('GET', `/api/admin/users/${customer.userId}`, operator.auth);
    expect(page.json()).toMatchObject({ messagesRemaining: 3, suspension: null, role: null });
  });

  it('lets support find and help, and refuses it money, suspensions, deletions and roles', async () => {
    const customer = await createCustomer(t);
    for (const route of routes(customer.userId)) {
      const res = await call(route.method, route.url, support.auth, route.body);
      if (route.operatorOnly) {
        expect(res.statusCode, route.url).toBe(403);
        expect(res.json().message).toBe('Votre rôle ne permet pas cette action.');
      } else {
        expect(res.statusCode, `${route.url} ${res.body}`).toBe(200);
      }
    }
    // Support grants within its bound only.
    const big = await call('POST', `/api/admin/users/${customer.userId}/messages`, support.auth, {
      delta: 50,
      reason: 'Trop généreux',
    });
    expect(big.statusCode).toBe(403);
    expect(big.json().message).toContain('au plus 10 messages');
  });

  it('lets an operator reach every route', async () => {
    const customer = await subscribed();
    const before = await call('GET', `/api/admin/users/${customer.userId}`, operator.auth);
    for (const route of routes(customer.userId, before.json().payments[0].id)) {
      const res = await call(route.method, route.url, operator.auth, route.body);
      expect(res.statusCode, `${route.url} ${res.body}`).toBe(200);
    }
    expect(
      (await call('GET', `/api/admin/users/${customer.userId}`, operator.auth)).statusCode,
    ).toBe(404);
  });

  it('gives and takes messages with a ledger row `adjustment` and an audit row, never below zero', async () => {
    const customer = await createCustomer(t, { messagesRemaining: 2 });
    const given = await call(
      'POST',
      `/api/admin/users/${customer.userId}/messages`,
      operator.auth,
      {
        delta: 5,
        reason: 'Réponses perdues lundi',
      },
    );
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().message).toBe('Messages donnés : le solde est de 7.');
    const page = (await call('GET', `/api/admin/users/${customer.userId}`, operator.auth)).json();
    expect(page.messagesRemaining).toBe(7);
    expect(page.ledger[0]).toMatchObject({ reason: 'adjustment', delta: 5, balanceAfter: 7 });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: customer.auth });
    expect(me.json().messagesRemaining).toBe(7);
    expect(await latestAudit()).toMatchObject({
      actorId: operator.userId,
      actorEmail: OPERATOR_EMAIL,
      actorRole: 'operator',
      action: 'messages.adjust',
      targetUserId: customer.userId,
      reason: 'Réponses perdues lundi',
      details: { delta: 5, balanceAfter: 7 },
      ipAddress: '10.9.9.9',
    });

    const tooMuch = await call(
      'POST',
      `/api/admin/users/${customer.userId}/messages`,
      operator.auth,
      {
        delta: -8,
        reason: 'Reprise d’un geste en trop',
      },
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(
      'Le solde ne peut pas devenir négatif : il reste 7 messages.',
    );
    const taken = await call(
      'POST',
      `/api/admin/users/${customer.userId}/messages`,
      operator.auth,
      {
        delta: -7,
        reason: 'Reprise d’un geste en trop',
      },
    );
    expect(taken.json().message).toBe('Messages repris : le solde est de 0.');

    const noReason = await call(
      'POST',
      `/api/admin/users/${customer.userId}/messages`,
      operator.auth,
      {
        delta: 1,
        reason: ' ',
      },
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Indiquez la raison');
  });

  it('searches by part of an e-mail, a name or an id', async () => {
    const customer = await createCustomer(t, { messagesRemaining: 4 });
    const page = (await call('GET', `/api/admin/users/${customer.userId}`, operator.auth)).json();
    const part = page.email.slice(7, 20);
    for (const q of [part, String(customer.userId)]) {
      const res = await call('GET', `/api/admin/users?q=${encodeURIComponent(q)}`, operator.auth);
      const found = res.json().users.find((u: { id: number }) => u.id === customer.userId);
      expect(found, q).toEqual({
        id: customer.userId,
        email: page.email,
        firstName: 'Camille',
        plan: 'gratuit',
        messagesRemaining: 4,
        isVerified: true,
        suspended: false,
        createdAt: page.createdAt,
      });
    }
    const wildcard = await call('GET', '/api/admin/users?q=%25', operator.auth);
    expect(wildcard.json().users).toEqual([]);
  });

  it('never returns the text of a consultation, in any answer', async () => {
    const word = `zorglub${Date.now().toString(36)}`;
    const customer = await createCustomer(t, { messagesRemaining: 3 });
    const conversation = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: customer.auth,
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.json().id}/messages`,
      headers: customer.auth,
      payload: { content: `Mon secret est ${word}, que me réserve l’avenir ?` },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // A message the care layer answers: its counts are on the care screen, its words are not.
    const care = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.json().id}/messages`,
      headers: customer.auth,
      payload: { content: `je veux me suicider, ${word}` },
    });
    expect(care.statusCode, care.body).toBe(200);
    // The word is in the database: the test can fail.
    const stored = await t.database.db.execute(
      sql`select count(*)::int as n from messages where content like ${`%${word}%`}`,
    );
    expect(
      Number((stored as unknown as { rows: { n: number }[] }).rows?.[0]?.n ?? 0),
    ).toBeGreaterThan(0);

    const answers: string[] = [];
    for (const route of routes(customer.userId).filter((r) => r.url.indexOf('/delete') < 0)) {
      answers.push((await call(route.method, route.url, operator.auth, route.body)).body);
    }
    answers.push((await call('GET', `/api/admin/users?q=${word}`, operator.auth)).body);
    answers.push((await call('GET', `/api/admin/users/${customer.userId}`, operator.auth)).body);
    for (const body of answers) expect(body).not.toContain(word);
    const page = (await call('GET', `/api/admin/users/${customer.userId}`, operator.auth)).json();
    expect(page.conversationCount).toBe(1);
  });

  it('counts the care layer’s answers day by day on the care screen, operators only', async () => {
    const care = async () => (await call('GET', `/api/admin/care?${PERIOD}`, operator.auth)).json();
    const before = await care();
    const today = new Date().toISOString().slice(0, 10);
    expect(before.days.map((d: { day: string }) => d.day)).toContain(today);
    const customer = await createCustomer(t, { messagesRemaining: 3 });
    // Each in a conversation of its own: after the first, the second would be a follow-up.
    for (const content of [
      'je veux me suicider',
      "J'ai 15 ans et mes parents ne me comprennent pas, est-ce que ça va s'arranger ?",
    ]) {
      const conversation = await t.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: customer.auth,
      });
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversation.json().id}/messages`,
        headers: customer.auth,
        payload: { content },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    // The counts are written beside the answer, not in its transaction: read until they land.
    await vi.waitFor(
      async () => {
        const after = await care();
        expect(after.totals.detection - before.totals.detection).toBeGreaterThanOrEqual(2);
      },
      { timeout: 5_000, interval: 100 },
    );
    const after = await care();
    expect(after.totals.careMode - before.totals.careMode).toBeGreaterThanOrEqual(1);
    expect(after.totals.minor - before.totals.minor).toBeGreaterThanOrEqual(1);
    const todayAfter = after.days.find((d: { day: string }) => d.day === today);
    const todayBefore = before.days.find((d: { day: string }) => d.day === today);
    expect(todayAfter.detection - todayBefore.detection).toBe(
      after.totals.detection - before.totals.detection,
    );
    // Counts only: the keys of every day are a date and four numbers.
    for (const d of after.days) {
      expect(Object.keys(d).sort()).toEqual(
        ['careMode', 'day', 'detection', 'minor', 'secondOpinion'].sort(),
      );
    }
    const csv = await call('GET', `/api/admin/care.csv?${PERIOD}`, operator.auth);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(`Total;${after.totals.detection};`);
    const bySupport = await call('GET', `/api/admin/care?${PERIOD}`, support.auth);
    expect(bySupport.statusCode).toBe(403);
    expect(bySupport.json().message).toBe('Votre rôle ne permet pas cette action.');
    const invalid = await call(
      'GET',
      '/api/admin/care?from=2026-02-31&to=2026-03-02',
      operator.auth,
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('Cette date n’existe pas.');
  });

  it('closes the back office at the next request once the role is taken away', async () => {
    const helper = await createCustomer(t);
    await call('PUT', `/api/admin/users/${helper.userId}/role`, operator.auth, {
      role: 'support',
      reason: 'Renfort pour les soldes',
    });
    expect((await call('GET', '/api/admin/me', helper.auth)).json()).toMatchObject({
      role: 'support',
    });
    const taken = await call('PUT', `/api/admin/users/${helper.userId}/role`, operator.auth, {
      role: null,
      reason: 'Fin de mission',
    });
    expect(taken.statusCode).toBe(200);
    expect(await latestAudit()).toMatchObject({
      action: 'role.revoke',
      targetUserId: helper.userId,
      reason: 'Fin de mission',
    });
    expect((await call('GET', '/api/admin/me', helper.auth)).statusCode).toBe(403);
    // ADMIN_EMAILS is the configuration's: no one takes it away here, not even oneself.
    const self = await call('PUT', `/api/admin/users/${operator.userId}/role`, operator.auth, {
      role: null,
      reason: 'Essai',
    });
    expect(self.statusCode).toBe(403);
  });

  it('suspends an account: its sessions end, it cannot log in and is told so; restored, it can', async () => {
    const email = `suspendu.${Date.now()}@exemple.fr`;
    const customer = await register(email);
    const suspended = await call(
      'POST',
      `/api/admin/users/${customer.userId}/suspend`,
      operator.auth,
      {
        reason: 'Paiements contestés en série',
      },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await latestAudit()).toMatchObject({ action: 'account.suspend' });
    const sending = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: customer.auth,
    });
    expect(sending.statusCode).toBe(401);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: nextIp(),
        payload: { username: email, password: 'secret123' },
      });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Ce compte est suspendu. Écrivez-nous si vous pensez qu’il s’agit d’une erreur.',
    );
    const page = (await call('GET', `/api/admin/users/${customer.userId}`, operator.auth)).json();
    expect(page.suspension.reason).toBe('Paiements contestés en série');
    await call('POST', `/api/admin/users/${customer.userId}/restore`, operator.auth, {
      reason: 'Litige réglé',
    });
    expect((await login()).statusCode).toBe(200);
  });

  it('cancels a plan at period end or at once, through billing, with an audit row each', async () => {
    const later = await subscribed();
    const atEnd = await call(
      'POST',
      `/api/admin/users/${later.userId}/subscription/cancel`,
      operator.auth,
      { when: 'period_end', reason: 'Le client déménage' },
    );
    expect(atEnd.statusCode, atEnd.body).toBe(200);
    const pending = (await call('GET', `/api/admin/users/${later.userId}`, operator.auth)).json();
    expect(pending).toMatchObject({ plan: 'decouverte', accountStatus: 'pending_cancel' });
    expect(await latestAudit()).toMatchObject({ action: 'subscription.cancel_at_period_end' });

    const now = await subscribed();
    const ended = await call(
      'POST',
      `/api/admin/users/${now.userId}/subscription/cancel`,
      operator.auth,
      {
        when: 'now',
        reason: 'Demande RGPD',
      },
    );
    expect(ended.statusCode, ended.body).toBe(200);
    const page = (await call('GET', `/api/admin/users/${now.userId}`, operator.auth)).json();
    expect(page.plan).toBe('gratuit');
    expect(page.payments).toHaveLength(1);
    expect(page.payments[0]).toMatchObject({ amountCents: 700, providerUrl: null });
    expect(await latestAudit()).toMatchObject({ action: 'subscription.cancel_now' });
  });

  it('refunds a payment at the provider, once, operators only, with an audit row', async () => {
    const customer = await subscribed();
    const page = (await call('GET', `/api/admin/users/${customer.userId}`, operator.auth)).json();
    const payment = page.payments[0];
    expect(payment).toMatchObject({ amountCents: 700, refundedAt: null });
    const url = `/api/admin/users/${customer.userId}/payments/${payment.id}/refund`;
    const bySupport = await call('POST', url, support.auth, { reason: 'Client mécontent' });
    expect(bySupport.statusCode).toBe(403);

    const refunded = await call('POST', url, operator.auth, { reason: 'Client mécontent' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().message).toBe('Le paiement a été remboursé.');
    const after = (await call('GET', `/api/admin/users/${customer.userId}`, operator.auth)).json();
    expect(after.payments[0].refundedAt).toEqual(expect.any(String));
    // The one refund path takes back what the payment gave, as a Dashboard refund's event would.
    const taken = (await t.database.db.execute(
      sql`select delta from message_ledger where user_id = ${customer.userId} and reason = 'payment_refunded'`,
    )) as unknown as { rows: { delta: number }[] };
    expect(taken.rows).toHaveLength(1);
    expect(Number(taken.rows[0]!.delta)).toBeLessThan(0);
    expect(await latestAudit()).toMatchObject({
      action: 'payment.refund',
      actorRole: 'operator',
      targetUserId: customer.userId,
      reason: 'Client mécontent',
      details: { paymentId: payment.id, amountCents: 700, refundedCents: 700 },
    });

    const again = await call('POST', url, operator.auth, { reason: 'Double clic' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ce paiement a déjà été remboursé en totalité.');
    // Another customer's payment is not found through this one.
    const other = await createCustomer(t);
    const elsewhere = await call(
      'POST',
      `/api/admin/users/${other.userId}/payments/${payment.id}/refund`,
      operator.auth,
      { reason: 'Erreur de fiche' },
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('serializes two partial refunds of one payment fired at once: no 502', async () => {
    const customer = await subscribed();
    const page = (await call('GET', `/api/admin/users/${customer.userId}`, operator.auth)).json();
    const payment = page.payments[0] as { id: string; amountCents: number };
    const url = `/api/admin/users/${customer.userId}/payments/${payment.id}/refund`;
    // 500 + 500 of 700: together they ask more than the payment, each alone is fine.
    const [first, second] = await Promise.all([
      call('POST', url, operator.auth, { reason: 'Geste A', amountCents: 500 }),
      call('POST', url, operator.auth, { reason: 'Geste B', amountCents: 500 }),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes, `${first.body} ${second.body}`).not.toContain(502);
    // One refund went through; the other was told, in French, why it did not.
    expect(codes[0]).toBe(200);
    const refused = [first, second].find((res) => res.statusCode !== 200)!;
    expect([400, 409]).toContain(refused.statusCode);
    expect(refused.json().message).toMatch(
      /Un autre remboursement de ce paiement est en cours|ne pas dépasser ce qui reste du paiement : 2,00/,
    );
    const after = (await call('GET', `/api/admin/users/${customer.userId}`, operator.auth)).json();
    expect(after.payments[0].refundedCents).toBe(500);
    // The claim is released: what is left can be refunded now.
    const rest = await call('POST', url, operator.auth, { reason: 'Le reste' });
    expect(rest.statusCode, rest.body).toBe(200);
    const done = (await call('GET', `/api/admin/users/${customer.userId}`, operator.auth)).json();
    expect(done.payments[0].refundedCents).toBe(700);
  });

  it('lists the customer’s disputes as billing recorded them', async () => {
    const customer = await subscribed();
    const page = (await call('GET', `/api/admin/users/${customer.userId}`, operator.auth)).json();
    expect(page.disputes).toEqual([]);
    // Billing writes this row on `charge.dispute.created`; the back office only reads it.
    await t.database.db.execute(
      sql`insert into payment_disputes (id, payment_id, user_id, charge_id, amount_cents, reason, status) values ('dp_admin_1', ${page.payments[0].id}, ${customer.userId}, 'ch_admin_1', 700, 'fraudulent', 'needs_response')`,
    );
    const after = (await call('GET', `/api/admin/users/${customer.userId}`, operator.auth)).json();
    expect(after.disputes).toEqual([
      expect.objectContaining({
        id: 'dp_admin_1',
        paymentId: page.payments[0].id,
        amountCents: 700,
        reason: 'fraudulent',
        status: 'needs_response',
        closedAt: null,
      }),
    ]);
  });

  it('resends mails, ends sessions and deletes, each with its audit row', async () => {
    const customer = await createCustomer(t, { isVerified: false });
    const mail = await call(
      'POST',
      `/api/admin/users/${customer.userId}/verification-mail`,
      support.auth,
      { reason: 'Mail jamais reçu' },
    );
    expect(mail.statusCode, mail.body).toBe(200);
    expect(await latestAudit()).toMatchObject({
      action: 'mail.verification',
      actorRole: 'support',
    });
    const page = (await call('GET', `/api/admin/users/${customer.userId}`, support.auth)).json();
    expect(page.mails[0]).toMatchObject({ subject: expect.any(String), status: 'stored' });
    expect(Object.keys(page.mails[0]).sort()).toEqual([
      'canRetry',
      'createdAt',
      'id',
      'status',
      'subject',
    ]);
    expect(page.sessions).toHaveLength(1);

    await call('POST', `/api/admin/users/${customer.userId}/sessions/end-all`, support.auth, {
      reason: 'Téléphone volé',
    });
    expect(await latestAudit()).toMatchObject({ action: 'sessions.end_all' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: customer.auth });
    expect(me.statusCode).toBe(401);

    const deleted = await call(
      'POST',
      `/api/admin/users/${customer.userId}/delete`,
      operator.auth,
      {
        reason: 'Demande écrite du client',
      },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await latestAudit()).toMatchObject({
      action: 'account.delete',
      targetUserId: customer.userId,
      targetEmail: page.email,
    });
    // The audit of a deleted customer stays.
    const history = await call('GET', `/api/admin/users/${customer.userId}/audit`, operator.auth);
    expect(history.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'account.delete',
      'sessions.end_all',
      'mail.verification',
    ]);
  });

  it('counts a period as the payments and the ledger say, and exports it as CSV', async () => {
    const figures = async () =>
      (await call('GET', `/api/admin/figures?${PERIOD}`, operator.auth)).json();
    const before = await figures();
    const customer = await subscribed('guidance');
    const conversation = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: customer.auth,
    });
    await call('POST', `/api/admin/users/${customer.userId}/messages`, operator.auth, {
      delta: 2,
      reason: 'Pour écrire tout de suite',
    });
    for (const content of ['Première question ?', 'Deuxième question ?']) {
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversation.json().id}/messages`,
        headers: customer.auth,
        payload: { content },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const page = (await call('GET', `/api/admin/users/${customer.userId}`, operator.auth)).json();
    await call(
      'POST',
      `/api/admin/users/${customer.userId}/payments/${page.payments[0].id}/refund`,
      operator.auth,
      {
        reason: 'Erreur de forfait',
      },
    );
    const after = await figures();
    const guidance = (f: {
      byPlan: { plan: string; revenueCents: number; newSubscriptions: number }[];
    }) => f.byPlan.find((p) => p.plan === 'guidance') ?? { revenueCents: 0, newSubscriptions: 0 };
    expect(after.revenueCents - before.revenueCents).toBe(3900);
    expect(guidance(after).revenueCents - guidance(before).revenueCents).toBe(3900);
    expect(after.newSubscriptions - before.newSubscriptions).toBe(1);
    expect(after.refunds.count - before.refunds.count).toBe(1);
    expect(after.refunds.amountCents - before.refunds.amountCents).toBe(3900);
    expect(after.messagesSent - before.messagesSent).toBe(2);
    expect(after.signups - before.signups).toBe(1);
    expect(after.mrr.totalCents - before.mrr.totalCents).toBe(3900);

    // The whole period equals what the tables say, summed here by hand.
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] })
        .rows[0]!;
    const start = `${day(-30)}T00:00:00Z`;
    const end = `${day(2)}T00:00:00Z`;
    const money = await rows(
      sql`select coalesce(sum(amount_cents), 0)::int as total, count(*) filter (where kind = 'subscription')::int as subs from payments where paid_at >= ${start}::timestamptz and paid_at < ${end}::timestamptz`,
    );
    const ledger = await rows(
      sql`select count(*) filter (where reason = 'message')::int as sent, count(*) filter (where reason = 'refund')::int as refunded from message_ledger where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz`,
    );
    expect(after.revenueCents).toBe(Number(money.total));
    expect(after.newSubscriptions).toBe(Number(money.subs));
    expect(after.messagesSent).toBe(Number(ledger.sent));
    expect(after.repliesRefunded).toBe(Number(ledger.refunded));

    const csv = await call('GET', `/api/admin/figures.csv?${PERIOD}`, operator.auth);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment; filename="chiffres-');
    expect(csv.body).toContain(
      `Chiffre d’affaires (€);total;${(after.revenueCents / 100).toFixed(2).replace('.', ',')}`,
    );
    expect(csv.body).toContain(`Messages envoyés;total;${after.messagesSent}`);

    const backwards = await call(
      'GET',
      `/api/admin/figures?from=${day(1)}&to=${day(-1)}`,
      operator.auth,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('La fin de la période précède son début.');
  });

  it('reads a seeded past month: MRR at both ends and each day, churn, funnel, disputes', async () => {
    const db = t.database.db;
    const a = await createCustomer(t);
    const b = await createCustomer(t);
    const c = await createCustomer(t);
    const d = await createCustomer(t);
    const pay = (id: string, userId: number, kind: string, tier: string, at: string) =>
      db.execute(
        sql`insert into payments (id, user_id, kind, tier, amount_cents, paid_at) values (${id}, ${userId}, ${kind}, ${tier}, 100, ${at}::timestamptz)`,
      );
    const seed = `s${Date.now().toString(36)}`;
    // a: running before March, renewed in it. b: not renewed (lapsed). c: ended on the 5th.
    // d: a new subscription on the 10th.
    await pay(`${seed}a1`, a.userId, 'subscription', 'guidance', '2025-02-20T10:00:00Z');
    await pay(`${seed}a2`, a.userId, 'renewal', 'guidance', '2025-03-20T10:00:00Z');
    await pay(`${seed}b1`, b.userId, 'subscription', 'decouverte', '2025-02-10T10:00:00Z');
    await pay(`${seed}c1`, c.userId, 'subscription', 'privilege', '2025-02-25T10:00:00Z');
    await pay(`${seed}d1`, d.userId, 'subscription', 'vip', '2025-03-10T10:00:00Z');
    await db.execute(
      sql`insert into message_ledger (user_id, delta, balance_after, reason, reference, created_at) values (${c.userId}, 0, 0, 'subscription_ended', ${`${seed}c`}, '2025-03-05T12:00:00Z')`,
    );
    // The funnel's cohort: c and d registered in March, d verified; two visitors wrote, one
    // used the three free messages.
    await db.execute(
      sql`update users set created_at = '2025-03-02T09:00:00Z', is_verified = (id = ${d.userId}) where id in (${c.userId}, ${d.userId})`,
    );
    await db.execute(
      sql`insert into guest_sessions (id, ip_address, messages_remaining, created_at) values (${`${seed}g1`}, '10.1.1.1', 0, '2025-03-03T10:00:00Z'), (${`${seed}g2`}, '10.1.1.2', 2, '2025-03-04T10:00:00Z')`,
    );
    await db.execute(
      sql`insert into payment_disputes (id, payment_id, user_id, charge_id, amount_cents, reason, status, opened_at) values (${`${seed}dp`}, ${`${seed}d1`}, ${d.userId}, 'ch_x', 9900, 'fraudulent', 'lost', '2025-03-15T10:00:00Z')`,
    );

    const res = await call(
      'GET',
      '/api/admin/figures?from=2025-03-01&to=2025-03-31',
      operator.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    const f = res.json();
    expect(f.mrr.atStartCents).toBe(3900 + 1900 + 6900);
    expect(f.mrr.totalCents).toBe(3900 + 9900);
    expect(f.mrr.byPlan).toEqual([
      { plan: 'vip', accounts: 1, mrrCents: 9900 },
      { plan: 'guidance', accounts: 1, mrrCents: 3900 },
    ]);
    expect(f.mrr.days).toHaveLength(31);
    const mrrOn = (day: string) => f.mrr.days.find((x: { day: string }) => x.day === day).mrrCents;
    expect(mrrOn('2025-03-04')).toBe(3900 + 1900 + 6900);
    expect(mrrOn('2025-03-05')).toBe(3900 + 1900);
    expect(mrrOn('2025-03-10')).toBe(3900 + 1900 + 9900);
    // b's February payment covers it 32 days, to the 14th.
    expect(mrrOn('2025-03-14')).toBe(3900 + 9900);
    expect(f.churn).toEqual({ activeAtStart: 3, cancelled: 1, lapsed: 1, rate: 2 / 3 });
    expect(f.newSubscriptions).toBe(1);
    expect(f.funnel).toEqual({
      guestSessions: 2,
      guestsUsedFree: 1,
      registrations: 2,
      verified: 1,
      firstPurchase: 2,
    });
    expect(f.disputes).toEqual({ count: 1, amountCents: 9900, lost: 1 });

    const csv = await call(
      'GET',
      '/api/admin/figures.csv?from=2025-03-01&to=2025-03-31',
      operator.auth,
    );
    expect(csv.body).toContain('Attrition (%);taux;66,7');
    expect(csv.body).toContain('MRR en fin de journée (€);2025-03-05;58,00');
    expect(csv.body).toContain('Parcours;premier achat;2');
  });

  it('shows the service at work from the /metrics figures: counts and labels only', async () => {
    const health = async () => (await call('GET', '/api/admin/health', operator.auth)).json();
    const before = await health();
    const customer = await createCustomer(t, { messagesRemaining: 2 });
    const conversation = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: customer.auth,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.json().id}/messages`,
      headers: customer.auth,
      payload: { content: 'Vais-je trouver un travail ?' },
    });
    const after = await health();
    expect(after.messagesSent - before.messagesSent).toBe(1);
    expect(after.firstToken.count - before.firstToken.count).toBe(1);
    expect(after.firstToken.p50Seconds).toEqual(expect.any(Number));
    expect(after.mails).toEqual({ pending: expect.any(Number), failed: expect.any(Number) });
    expect(JSON.stringify(after)).not.toContain('travail');
    const bySupport = await call('GET', '/api/admin/health', support.auth);
    expect(bySupport.statusCode).toBe(403);
  });

  it('keeps the audit log append-only', async () => {
    await expect(
      t.database.db.execute(sql`update admin_audit set reason = 'effacé'`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from admin_audit`)).rejects.toThrow();
    const entries = (await call('GET', '/api/admin/audit', operator.auth)).json().entries;
    expect(entries.length).toBeGreaterThan(3);
    expect(entries.every((e: { reason: string }) => e.reason !== 'effacé')).toBe(true);
    // Newest first.
    const ids = entries.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
