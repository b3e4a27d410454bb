import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrevoNewsletter } from '../../adapters/newsletter/brevo.newsletter.js';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { startFakeBrevo, type FakeBrevo } from '../../test/fake-brevo-server.js';
import { outboxMail } from '../../test/outbox-mail.js';
import { startStripeTestKit } from '../../test/stripe-test-kit.js';
import { cookieFrom, nextIp, shapeCustomer, uniqueEmail } from '../../test/test-app.js';
import { refreshTokens } from '../auth/auth.tables.js';
import { messageLedger } from '../balance/balance.tables.js';
import { billingAccounts, payments } from '../billing/billing.tables.js';
import { cguAcceptances } from '../consent/consent.tables.js';
import { conversations, messages } from '../conversations/conversations.tables.js';
import { emailOutbox } from '../emails/emails.tables.js';
import { guestMessages, guestSessions } from '../guest/guest.tables.js';
import { users } from '../users/users.tables.js';

type Auth = { authorization: string };
type Kit = Awaited<ReturnType<typeof startStripeTestKit>>;

describe.each(testDatabaseKinds())('DELETE /api/user on $name', (kind) => {
  let kit: Kit;
  let brevo: FakeBrevo;
  beforeAll(async () => {
    brevo = await startFakeBrevo();
    kit = await startStripeTestKit(await kind.create(), {
      adapters: {
        newsletter: createBrevoNewsletter({
          apiKey: 'xkeysib-test',
          listId: 7,
          apiBase: brevo.base,
        }),
      },
    });
  });
  afterAll(async () => {
    await kit.close();
    await kit.t.database.close();
    await brevo.close();
  });

  const inject = (options: InjectOptions) => kit.t.app.inject(options);
  const db = () => kit.t.database.db;
  const me = (auth: Auth) => inject({ method: 'GET', url: '/api/auth/me', headers: auth });
  const deleteAccount = (auth: Auth, currentPassword = 'secret123') =>
    inject({ method: 'DELETE', url: '/api/user', headers: auth, payload: { currentPassword } });
  const login = (email: string, password = 'secret123') =>
    inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { username: email, password },
    });

  /**
   * A customer with everything an account gathers: a guest exchange taken over
   * at sign-up, a verified address, a consultation with replies, a session cookie.
   */
  async function fullAccount() {
    const ip = nextIp();
    const guestSessionId = `guest_${Date.now()}_${randomBytes(8).toString('hex')}`;
    const guest = await inject({
      method: 'POST',
      url: '/api/guest/chat',
      remoteAddress: ip,
      payload: {
        content: 'Vais-je trouver un travail ?',
        sessionId: guestSessionId,
        withOffer: false,
      },
    });
    expect(guest.statusCode, guest.body).toBe(200);
    const email = uniqueEmail('depart');
    const res = await inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: ip,
      payload: {
        firstName: 'Maëlle',
        email,
        password: 'secret123',
        acceptCgu: true,
        guestSessionId,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const userId = res.json().user.id as number;
    const auth = { authorization: `Bearer ${res.json().accessToken}` };
    const refresh = cookieFrom(res.headers, 'refresh_token')!.value;
    await shapeCustomer(db(), userId, { messagesRemaining: 3 });
    return { userId, email, auth, refresh, guestSessionId };
  }

  async function converse(auth: Auth) {
    const created = await inject({ method: 'POST', url: '/api/conversations', headers: auth });
    const id = created.json().id as number;
    const sent = await inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: auth,
      payload: { content: 'Mon couple a-t-il un avenir ?' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return id;
  }

  it('ends the subscription at once at the provider, then removes the account and keeps the records detached', async () => {
    const customer = await fullAccount();
    const subscriptionId = await kit.buy(customer, 'guidance');
    await converse(customer.auth);
    const conversationIds = (
      await db()
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.userId, customer.userId))
    ).map((c) => c.id);
    expect(conversationIds.length).toBe(2); // the guest exchange, and the new one
    const paymentIds = (
      await db()
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.userId, customer.userId))
    ).map((p) => p.id);
    expect(paymentIds.length).toBe(1);
    const consentIds = (
      await db()
        .select({ id: cguAcceptances.id })
        .from(cguAcceptances)
        .where(eq(cguAcceptances.userId, customer.userId))
    ).map((c) => c.id);
    expect(consentIds.length).toBeGreaterThanOrEqual(2); // registration, subscription

    // As a browser sends it: the refresh cookie's path (/api/auth) keeps it off this call.
    const res = await deleteAccount(customer.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Votre compte a été supprimé.' });
    // It is cleared all the same, where it lives.
    const cleared = cookieFrom(res.headers, 'refresh_token');
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes).toContain('Path=/api/auth');

    // At the provider: cancelled now, not at the period's end.
    expect((await kit.fake.core.retrieveSubscription(subscriptionId)).status).toBe('canceled');
    expect(brevo.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      url: `/v3/contacts/${encodeURIComponent(customer.email)}?identifierType=email_id`,
    });

    // Here: the account and everything of it, gone.
    expect(await db().select().from(users).where(eq(users.id, customer.userId))).toEqual([]);
    expect(
      await db().select().from(conversations).where(inArray(conversations.id, conversationIds)),
    ).toEqual([]);
    expect(
      await db().select().from(messages).where(inArray(messages.conversationId, conversationIds)),
    ).toEqual([]);
    expect(
      await db().select().from(refreshTokens).where(eq(refreshTokens.userId, customer.userId)),
    ).toEqual([]);
    expect(
      await db().select().from(messageLedger).where(eq(messageLedger.userId, customer.userId)),
    ).toEqual([]);
    expect(
      await db().select().from(billingAccounts).where(eq(billingAccounts.userId, customer.userId)),
    ).toEqual([]);
    expect(
      await db().select().from(guestSessions).where(eq(guestSessions.id, customer.guestSessionId)),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(guestMessages)
        .where(eq(guestMessages.sessionId, customer.guestSessionId)),
    ).toEqual([]);

    // Kept for the accountants (D12), detached from any person or content.
    const keptPayments = await db().select().from(payments).where(inArray(payments.id, paymentIds));
    expect(keptPayments).toEqual([expect.objectContaining({ userId: null, tier: 'guidance' })]);
    const keptConsents = await db()
      .select()
      .from(cguAcceptances)
      .where(inArray(cguAcceptances.id, consentIds));
    expect(keptConsents).toHaveLength(consentIds.length);
    expect(keptConsents.every((c) => c.userId === null)).toBe(true);

    // Tokens die at once; the address is free again; the confirmation is sent.
    expect((await me(customer.auth)).statusCode).toBe(401);
    const refreshed = await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      remoteAddress: nextIp(),
      cookies: { refresh_token: customer.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await login(customer.email)).statusCode).toBe(401);
    const mail = await outboxMail(kit.t.database, customer.email, 'Votre compte a été supprimé');
    expect(mail.text).toContain('aucun nouveau prélèvement');
    const again = await inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: {
        firstName: 'Maëlle',
        email: customer.email,
        password: 'secret123',
        acceptCgu: true,
      },
    });
    expect(again.statusCode).toBe(201);

    // Stripe's later events about the ended subscription find nobody and change nothing.
    await kit.deliverAll(kit.fake.events.filter((e) => e.type === 'customer.subscription.deleted'));
  });

  it('leaves the account whole, with a French error, when the provider fails', async () => {
    const customer = await fullAccount();
    const subscriptionId = await kit.buy(customer, 'decouverte');
    const conversationId = await converse(customer.auth);
    kit.fake.failNext({
      status: 500,
      error: { type: 'api_error', message: 'Stripe est en panne' },
    });
    kit.fake.failNext({
      status: 500,
      error: { type: 'api_error', message: 'Stripe est en panne' },
    });
    kit.fake.failNext({
      status: 500,
      error: { type: 'api_error', message: 'Stripe est en panne' },
    });

    const res = await deleteAccount(customer.auth);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Impossible de supprimer votre compte. Réessayez plus tard.');
    expect((await me(customer.auth)).json()).toMatchObject({ subscriptionTier: 'decouverte' });
    expect(
      await db().select().from(conversations).where(eq(conversations.id, conversationId)),
    ).toHaveLength(1);
    expect((await kit.fake.core.retrieveSubscription(subscriptionId)).status).toBe('active');

    // Asking again, once the provider answers, finishes the job.
    expect((await deleteAccount(customer.auth)).statusCode).toBe(200);
    expect((await kit.fake.core.retrieveSubscription(subscriptionId)).status).toBe('canceled');
  });

  it('leaves the account whole when the newsletter contact cannot be removed', async () => {
    const customer = await fullAccount();
    brevo.answer(503);
    try {
      const res = await deleteAccount(customer.auth);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Impossible de supprimer votre compte. Réessayez plus tard.');
      expect((await me(customer.auth)).statusCode).toBe(200);
    } finally {
      brevo.answer(null);
    }
  });

  it('takes the mails sent to the addresses the account has left', async () => {
    const leaving = await fullAccount();
    const next = uniqueEmail('ailleurs');
    const moved = await inject({
      method: 'PUT',
      url: '/api/user/email',
      headers: leaving.auth,
      payload: { email: next, currentPassword: 'secret123' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await outboxMail(kit.t.database, leaving.email, 'adresse e-mail a été modifiée');
    expect((await deleteAccount(leaving.auth)).statusCode).toBe(200);
    // Only the confirmation of the deletion, to the address the account had last.
    await outboxMail(kit.t.database, next, 'Votre compte a été supprimé');
    const left = await db()
      .select({ to: emailOutbox.to, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(inArray(emailOutbox.to, [leaving.email, next]));
    expect(left).toEqual([{ to: next, subject: expect.stringContaining('supprimé') }]);
  });

  it('deletes a free account that never paid, and another customer’s data stays', async () => {
    const leaving = await fullAccount();
    const staying = await fullAccount();
    const kept = await converse(staying.auth);
    expect((await deleteAccount(leaving.auth)).statusCode).toBe(200);
    expect((await me(staying.auth)).statusCode).toBe(200);
    expect(await db().select().from(conversations).where(eq(conversations.id, kept))).toHaveLength(
      1,
    );
    expect(
      await db().select().from(guestSessions).where(eq(guestSessions.id, staying.guestSessionId)),
    ).toHaveLength(1);
  });
});
