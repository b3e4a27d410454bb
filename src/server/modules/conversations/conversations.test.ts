import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { createCustomer, createTestApp, type TestApp } from '../../test/test-app.js';
import { messages } from './conversations.tables.js';

describe.each(testDatabaseKinds())('conversations API on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(await kind.create());
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  const create = async (auth: Record<string, string>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/conversations', headers: auth });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; title: string };
  };

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/conversations'],
      ['POST', '/api/conversations'],
      ['GET', '/api/conversations/1'],
      ['DELETE', '/api/conversations/1'],
      ['POST', '/api/conversations/1/messages'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('accepts a JSON content type with an empty body (spec §7)', async () => {
    const me = await createCustomer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { ...me.auth, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(201);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { ...me.auth, 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1}}',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('creates conversations and lists them newest first', async () => {
    const me = await createCustomer(t);
    const first = await create(me.auth);
    const second = await create(me.auth);
    expect(first.title).toBe('Nouvelle consultation');
    const res = await t.app.inject({ method: 'GET', url: '/api/conversations', headers: me.auth });
    expect(res.json().map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
  });

  it("hides another user's conversation behind a 404 on read, send and delete", async () => {
    const owner = await createCustomer(t);
    const intruder = await createCustomer(t);
    const { id } = await create(owner.auth);
    const attempts = [
      t.app.inject({ method: 'GET', url: `/api/conversations/${id}`, headers: intruder.auth }),
      t.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/messages`,
        headers: intruder.auth,
        payload: { content: 'Bonjour' },
      }),
      t.app.inject({ method: 'DELETE', url: `/api/conversations/${id}`, headers: intruder.auth }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'Conversation introuvable.',
        code: 'conversations.not_found',
      });
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/conversations',
      headers: intruder.auth,
    });
    expect(list.json()).toEqual([]);
    // Nothing was charged nor deleted.
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${id}`,
      headers: owner.auth,
    });
    expect(still.statusCode).toBe(200);
  });

  it('answers a non-numeric or absurd id with a French 400, never a 500', async () => {
    const me = await createCustomer(t);
    for (const id of ['abc', '1.5', '-3', '0', '99999999999']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/conversations/${id}`,
        headers: me.auth,
      });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toBe('Identifiant de conversation invalide.');
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/conversations/424242',
      headers: me.auth,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('pages messages from the newest, each page in time order', async () => {
    const me = await createCustomer(t);
    const { id } = await create(me.auth);
    const base = Date.UTC(2026, 0, 1, 9);
    await t.database.db.insert(messages).values(
      Array.from({ length: 45 }, (_, i) => ({
        conversationId: id,
        content: `message ${i + 1}`,
        isUser: i % 2 === 0,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const page = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/conversations/${id}${query}`,
          headers: me.auth,
        })
      ).json();

    const latest = await page('');
    expect(latest.pagination).toEqual({ total: 45, offset: 0, limit: 20 });
    expect(latest.messages.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 20 }, (_, i) => `message ${i + 26}`),
    );
    const earlier = await page('?limit=20&offset=20');
    expect(earlier.messages[0].content).toBe('message 6');
    expect(earlier.messages.at(-1).content).toBe('message 25');
    const oldest = await page('?limit=20&offset=40');
    expect(oldest.messages.map((m: { content: string }) => m.content)).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'message 4',
      'message 5',
    ]);
    expect(latest.messages[0]).toMatchObject({
      conversationId: id,
      isUser: false,
      status: 'complete',
    });
    const all = [...oldest.messages, ...earlier.messages, ...latest.messages].map(
      (m: { id: number }) => m.id,
    );
    expect(new Set(all).size).toBe(45);

    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${id}?limit=0`,
      headers: me.auth,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes a conversation and its messages', async () => {
    const me = await createCustomer(t);
    const { id } = await create(me.auth);
    await t.database.db.insert(messages).values({ conversationId: id, content: 'x', isUser: true });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${id}`,
      headers: me.auth,
    });
    expect(res.statusCode).toBe(204);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${id}`,
      headers: me.auth,
    });
    expect(gone.statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${id}`,
      headers: me.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  describe('history search and rename (issue 14)', () => {
    const search = async (auth: Record<string, string>, query: string) =>
      t.app.inject({ method: 'GET', url: `/api/conversations/search?${query}`, headers: auth });

    interface Hit {
      conversationId: number;
      conversationTitle: string;
      excerpt: string;
      highlights: Array<[number, number]>;
      createdAt: string;
    }
    const marked = (hit: Hit) => hit.highlights.map(([s, e]) => hit.excerpt.slice(s, e));

    it('finds French words across consultations, ignoring accents and endings, marked in the text', async () => {
      const me = await createCustomer(t);
      const other = await createCustomer(t);
      const work = await create(me.auth);
      const love = await create(me.auth);
      const theirs = await create(other.auth);
      await t.database.db.insert(messages).values([
        { conversationId: work.id, content: 'Ma carrière me pèse depuis des mois.', isUser: true },
        {
          conversationId: love.id,
          content: 'Après notre séparation, je doute de tout.',
          isUser: true,
          createdAt: new Date(Date.UTC(2026, 2, 3, 10)),
        },
        {
          conversationId: love.id,
          content: 'Les séparations laissent une trace, mais elles ouvrent aussi un chemin.',
          isUser: false,
          createdAt: new Date(Date.UTC(2026, 2, 3, 10, 1)),
        },
        { conversationId: theirs.id, content: 'Une separation, encore.', isUser: true },
      ]);

      // No accent typed, a plural in the text: both found, in this person's history only.
      const res = await search(me.auth, 'q=separation');
      expect(res.statusCode).toBe(200);
      const { hits, truncated } = res.json() as { hits: Hit[]; truncated: boolean };
      expect(truncated).toBe(false);
      expect(hits.map((h) => h.conversationId)).toEqual([love.id, love.id]);
      expect(hits.map(marked)).toEqual([['séparations'], ['séparation']]);

      // Accents typed where the text has them, a word still being typed.
      const typing = (await search(me.auth, 'q=carri%C3%A8')).json() as { hits: Hit[] };
      expect(typing.hits).toHaveLength(1);
      expect(marked(typing.hits[0]!)).toEqual(['carrière']);
      expect(typing.hits[0]!.conversationTitle).toBe('Nouvelle consultation');

      // A day alone lists what was written that day; words and a day narrow each other.
      const day = 'since=2026-03-03T00:00:00.000Z&before=2026-03-04T00:00:00.000Z';
      const onDay = (await search(me.auth, day)).json() as { hits: Hit[] };
      expect(onDay.hits).toHaveLength(2);
      expect(onDay.hits[0]!.highlights).toEqual([]);
      const both = (await search(me.auth, `q=carriere&${day}`)).json() as { hits: Hit[] };
      expect(both.hits).toEqual([]);

      // Query syntax is only words; nothing searchable finds nothing.
      const syntax = (await search(me.auth, `q=${encodeURIComponent("!(')|&")}`)).json();
      expect(syntax).toEqual({ hits: [], truncated: false });
    });

    it('refuses an empty search and one too long, in French', async () => {
      const me = await createCustomer(t);
      const empty = await search(me.auth, 'q=');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Indiquez des mots ou une date à rechercher.');
      const long = await search(me.auth, `q=${'a'.repeat(201)}`);
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('La recherche ne peut pas dépasser 200 caractères.');
      const badDate = await search(me.auth, 'since=hier');
      expect(badDate.statusCode).toBe(400);
      expect((await search({}, 'q=amour')).statusCode).toBe(401);
    });

    it('renames a consultation of its owner only', async () => {
      const me = await createCustomer(t);
      const other = await createCustomer(t);
      const { id } = await create(me.auth);
      const rename = (auth: Record<string, string>, title: unknown) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/conversations/${id}`,
          headers: auth,
          payload: { title },
        });
      const res = await rename(me.auth, '  Mon travail  ');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, title: 'Mon travail' });
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/conversations',
        headers: me.auth,
      });
      expect(list.json()[0].title).toBe('Mon travail');

      const theirs = await rename(other.auth, 'Volé');
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().message).toBe('Conversation introuvable.');
      const blank = await rename(me.auth, '   ');
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('Le nom ne peut pas être vide.');
      const long = await rename(me.auth, 'x'.repeat(81));
      expect(long.json().message).toBe('Le nom ne peut pas dépasser 80 caractères.');
    });
  });
});
