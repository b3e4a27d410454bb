import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrevoNewsletter } from '../../adapters/newsletter/brevo.newsletter.js';
import { startFakeBrevo } from '../../test/fake-brevo-server.js';
import { type Database } from '../../db/client.js';
import { eq } from 'drizzle-orm';
import { createCustomer, createTestApp, nextIp } from '../../test/test-app.js';
import { emailOutbox } from '../emails/emails.tables.js';
import { users } from '../users/users.tables.js';
import { createTestPglite } from '../../db/test-databases.js';

describe('newsletter', () => {
  let brevo: Awaited<ReturnType<typeof startFakeBrevo>>;
  let database: Database;
  beforeAll(async () => {
    brevo = await startFakeBrevo();
    database = createTestPglite();
    await database.migrate();
  });
  afterAll(async () => {
    await brevo.close();
    await database.close();
  });

  it('the Brevo adapter adds the contact to the list with its first name', async () => {
    const adapter = createBrevoNewsletter({
      apiKey: 'xkeysib-test',
      listId: 7,
      apiBase: brevo.base,
    });
    await adapter.subscribe({ email: 'lea@exemple.fr', firstName: 'Léa' });
    expect(brevo.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/v3/contacts',
      headers: { 'api-key': 'xkeysib-test', 'content-type': 'application/json' },
      body: {
        email: 'lea@exemple.fr',
        attributes: { PRENOM: 'Léa', FIRSTNAME: 'Léa' },
        listIds: [7],
        updateEnabled: true,
      },
    });
    brevo.answer(401);
    await expect(adapter.subscribe({ email: 'lea@exemple.fr', firstName: 'Léa' })).rejects.toThrow(
      /401/,
    );
    brevo.answer(201);
  });

  it('the Brevo adapter removes a contact by its address, and a missing one is no failure', async () => {
    const adapter = createBrevoNewsletter({
      apiKey: 'xkeysib-test',
      listId: 7,
      apiBase: brevo.base,
    });
    await adapter.unsubscribe('léa+test@exemple.fr');
    expect(brevo.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      url: `/v3/contacts/${encodeURIComponent('léa+test@exemple.fr')}?identifierType=email_id`,
      headers: { 'api-key': 'xkeysib-test' },
    });
    brevo.answer(404);
    await adapter.unsubscribe('inconnue@exemple.fr');
    brevo.answer(500);
    await expect(adapter.unsubscribe('lea@exemple.fr')).rejects.toThrow(/500/);
    brevo.answer(null);
  });

  it('subscribes nobody until the mailbox confirms (double opt-in), in French', async () => {
    const t = await createTestApp(database, {
      adapters: {
        newsletter: createBrevoNewsletter({
          apiKey: 'xkeysib-test',
          listId: 7,
          apiBase: brevo.base,
        }),
      },
    });
    const before = brevo.requests.length;
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/brevo/subscribe',
      remoteAddress: nextIp(),
      payload: { email: 'NINA@exemple.fr', firstName: 'Nina' },
    });
    expect(ok.json()).toEqual({
      success: true,
      message:
        'Un e-mail de confirmation vient de vous être envoyé : cliquez sur son lien pour confirmer votre inscription.',
    });
    // Nothing reached Brevo: a stranger's address is not subscribed by whoever typed it.
    expect(brevo.requests.length).toBe(before);
    const lastMailTo = async (to: string) =>
      (await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to))).at(-1);
    await expect.poll(() => lastMailTo('nina@exemple.fr')).toBeDefined();
    const mail = (await lastMailTo('nina@exemple.fr'))!;
    expect(mail.subject).toBe('Confirmez votre inscription à la newsletter — Voyance IA');
    const link = /http:\/\/localhost:5000(\/api\/brevo\/confirm\?token=[^\s"]+)/.exec(
      mail.text,
    )![1]!;

    const forged = await t.app.inject({
      method: 'GET',
      url: `${link.slice(0, -4)}abcd`,
    });
    expect(forged.headers.location).toBe('/brevo-test?newsletter=invalid');
    expect(brevo.requests.length).toBe(before);

    const confirmed = await t.app.inject({ method: 'GET', url: link });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/brevo-test?newsletter=confirmed');
    expect(brevo.requests.at(-1)?.body).toMatchObject({
      email: 'nina@exemple.fr',
      attributes: { PRENOM: 'Nina' },
    });

    brevo.answer(500);
    const failed = await t.app.inject({ method: 'GET', url: link });
    expect(failed.headers.location).toBe('/brevo-test?newsletter=failed');
    brevo.answer(201);
    await t.close();
  });

  it('subscribes a logged-in customer’s own verified address at once; a Brevo failure is a French 502', async () => {
    const t = await createTestApp(database, {
      adapters: {
        newsletter: createBrevoNewsletter({
          apiKey: 'xkeysib-test',
          listId: 7,
          apiBase: brevo.base,
        }),
      },
    });
    const me = await createCustomer(t, { isVerified: true });
    const [user] = await database.db.select().from(users).where(eq(users.id, me.userId));
    const subscribe = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/brevo/subscribe',
        remoteAddress: nextIp(),
        headers: me.auth,
        payload,
      });
    const ok = await subscribe({ email: user!.email, firstName: 'Camille' });
    expect(ok.json()).toEqual({
      success: true,
      message: 'Votre inscription à la newsletter est confirmée.',
    });
    expect(brevo.requests.at(-1)?.body).toMatchObject({ email: user!.email });

    const missing = await subscribe({ email: user!.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Le prénom doit contenir au moins 2 caractères');

    brevo.answer(500);
    const failed = await subscribe({ email: user!.email, firstName: 'Camille' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(
      "L'inscription à la newsletter a échoué. Réessayez plus tard.",
    );
    brevo.answer(201);
    await t.close();
  });

  it('without Brevo the call succeeds as a logged no-op', async () => {
    const t = await createTestApp(database);
    const before = brevo.requests.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brevo/subscribe',
      remoteAddress: nextIp(),
      payload: { email: 'hugo@exemple.fr', firstName: 'Hugo' },
    });
    expect(res.json().success).toBe(true);
    expect(brevo.requests.length).toBe(before);
    await t.close();
  });
});
