import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrevoNewsletter } from '../../adapters/newsletter/brevo.newsletter.js';
import { createPgliteDatabase, type Database } from '../../db/client.js';
import { createTestApp, nextIp } from '../../test/test-app.js';

/** Brevo's REST API as far as the adapter uses it, on loopback. */
async function startFakeBrevo() {
  const requests: Array<{
    method?: string;
    url?: string;
    headers: IncomingHttpHeaders;
    body: unknown;
  }> = [];
  let status = 201;
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    requests.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: JSON.parse(body || '{}'),
    });
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(
      status === 201
        ? JSON.stringify({ id: 42 })
        : JSON.stringify({ code: 'unauthorized', message: 'Key not found' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`,
    requests,
    answer: (s: number) => (status = s),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('newsletter', () => {
  let brevo: Awaited<ReturnType<typeof startFakeBrevo>>;
  let database: Database;
  beforeAll(async () => {
    brevo = await startFakeBrevo();
    database = createPgliteDatabase();
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

  it('POST /api/brevo/subscribe answers in French, and a failure is a 502 that loses nothing else', async () => {
    const t = await createTestApp(database, {
      newsletter: createBrevoNewsletter({ apiKey: 'xkeysib-test', listId: 7, apiBase: brevo.base }),
    });
    const subscribe = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/brevo/subscribe',
        remoteAddress: nextIp(),
        payload,
      });
    const ok = await subscribe({ email: 'NINA@exemple.fr', firstName: 'Nina' });
    expect(ok.json()).toEqual({
      success: true,
      message: 'Votre inscription à la newsletter est confirmée.',
    });
    expect(brevo.requests.at(-1)?.body).toMatchObject({ email: 'nina@exemple.fr' });

    const missing = await subscribe({ email: 'nina@exemple.fr' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Le prénom doit contenir au moins 2 caractères');

    brevo.answer(500);
    const failed = await subscribe({ email: 'nina@exemple.fr', firstName: 'Nina' });
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
