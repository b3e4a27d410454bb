import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { createCustomer, createTestApp, type TestApp } from '../../test/test-app.js';
import { messages } from '../conversations/conversations.tables.js';
import { EXPORT_PAGE_ROWS } from './account-export.read.js';

type Auth = { authorization: string };

describe.each(testDatabaseKinds())('GET /api/user/export on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(await kind.create());
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  const exportOf = (auth: Auth, format?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/user/export${format ? `?format=${format}` : ''}`,
      headers: auth,
    });

  async function consultation(auth: Auth, question: string) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: auth,
    });
    const id = created.json().id as number;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: auth,
      payload: { content: question },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return id;
  }

  it('gives the person their account, consents, consultations and movements, and nobody else’s', async () => {
    const me = await createCustomer(t, { messagesRemaining: 3 });
    const other = await createCustomer(t, { messagesRemaining: 3 });
    const mine = await consultation(me.auth, 'Vais-je déménager à Lyon cette année ?');
    await consultation(other.auth, 'Question secrète de quelqu’un d’autre');

    const res = await exportOf(me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="voyance-ia-mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const data = res.json();
    expect(data.account).toMatchObject({ id: me.userId, firstName: 'Camille' });
    expect(data.account).not.toHaveProperty('password');
    expect(data.consents).toEqual([expect.objectContaining({ action: 'registration' })]);
    expect(data.conversations).toEqual([
      expect.objectContaining({
        id: mine,
        messages: [
          expect.objectContaining({
            author: 'vous',
            content: 'Vais-je déménager à Lyon cette année ?',
          }),
          expect.objectContaining({ author: 'conseillere_ia', status: 'complete' }),
        ],
      }),
    ]);
    expect(data.messageMovements.map((m: { reason: string }) => m.reason)).toEqual([
      'adjustment',
      'message',
    ]);
    expect(data.payments).toEqual([]);
    expect(data.sessions).toEqual([expect.objectContaining({ current: true })]);
    expect(res.body).not.toContain('Question secrète');
    const otherEmail = (
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: other.auth })
    ).json().email as string;
    expect(res.body).not.toContain(otherEmail);
  });

  it('renders the consultations as text a person can read', async () => {
    const me = await createCustomer(t, { messagesRemaining: 3 });
    await consultation(me.auth, 'Est-ce que mon frère va m’appeler ?');
    const res = await exportOf(me.auth, 'text');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/voyance-ia-consultations-.*\.txt"$/);
    expect(res.body).toContain('Vos consultations — Voyance IA');
    expect(res.body).toMatch(/\] Vous :\nEst-ce que mon frère va m’appeler \?\n/);
    expect(res.body).toMatch(/\] Céleste \(IA\) :\n\S/);
    expect(res.body).toContain('intelligence artificielle');
  });

  it('is written as it is read, a page of rows at a time, whatever the history’s length', async () => {
    const me = await createCustomer(t, { messagesRemaining: 3 });
    const long = await consultation(me.auth, 'Première question');
    const count = EXPORT_PAGE_ROWS * 2 + 7;
    // A history longer than two pages, as a customer of years (or a flood of care messages) has.
    await t.database.db.insert(messages).values(
      Array.from({ length: count }, (_, i) => ({
        conversationId: long,
        content: `Message numéro ${i}`,
        isUser: i % 2 === 0,
      })),
    );
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: me.auth,
    });
    const last = await consultation(me.auth, 'Dernière question');

    const res = await exportOf(me.auth);
    expect(res.statusCode).toBe(200);
    // Streamed: no length known in advance, the body was never held whole.
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const data = res.json();
    expect(data.conversations.map((c: { id: number }) => c.id)).toEqual([
      long,
      empty.json().id,
      last,
    ]);
    const contents = data.conversations[0].messages.map((m: { content: string }) => m.content);
    expect(contents).toHaveLength(count + 2);
    expect(contents.slice(2)).toEqual(
      Array.from({ length: count }, (_, i) => `Message numéro ${i}`),
    );
    expect(data.conversations[1].messages).toEqual([]);
    expect(data.conversations[2].messages[0].content).toBe('Dernière question');
    expect(data.account.id).toBe(me.userId);

    const text = await exportOf(me.auth, 'text');
    expect(text.headers['content-length']).toBeUndefined();
    expect(text.body.match(/Message numéro \d+/g)).toHaveLength(count);
    expect(text.body).toContain('Dernière question');
  });

  it('is limited to a few downloads an hour, with a French message', async () => {
    const me = await createCustomer(t);
    for (let i = 0; i < 5; i += 1) expect((await exportOf(me.auth)).statusCode).toBe(200);
    const refused = await exportOf(me.auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Vous avez déjà téléchargé vos données plusieurs fois\. Réessayez dans une heure\./,
    );
  });
});
