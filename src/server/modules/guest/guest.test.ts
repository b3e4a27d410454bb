import { eq, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { createTestApp, nextIp, uniqueEmail, type TestApp } from '../../test/test-app.js';
import { stopped, watchedModel } from '../../test/watched-model.js';
import { guestSessions } from './guest.tables.js';
import { GUEST_SEND_LIMIT } from './guest.service.js';

/** Below the per-address send limit, so that the cap, not the limit, is what refuses. */
const GUEST_SESSIONS_PER_IP_PER_DAY = 3;
import { HELP_LINE_SENTENCE } from '#shared/care/index.js';

let sessionCounter = 0;
const newSessionId = () =>
  `guest_${Date.now()}_${(++sessionCounter).toString(36).padStart(4, '0')}abcdefghijkl`;

describe.each(testDatabaseKinds())('guest chat on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(await kind.create(), {
      config: { guestSessionsPerIpPerDay: GUEST_SESSIONS_PER_IP_PER_DAY },
    });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  const send = (sessionId: string, content: unknown, ip = '10.1.1.1', to: TestApp = t) =>
    to.app.inject({
      method: 'POST',
      url: '/api/guest/chat',
      remoteAddress: ip,
      payload: { content, sessionId, withOffer: false },
    });
  const read = (sessionId: string) =>
    t.app.inject({ method: 'GET', url: `/api/guest/chat?sessionId=${sessionId}` });

  it('gives 3 free replies, then refuses with a 402, never below 0', async () => {
    const ip = nextIp();
    const id = newSessionId();
    const counts = [];
    for (const text of ['Bonjour', 'Et mon travail ?', 'Et ma famille ?']) {
      const res = await send(id, text, ip);
      expect(res.statusCode).toBe(200);
      expect(res.json().aiMessage.content.length).toBeGreaterThan(50);
      counts.push(res.json().messagesRemaining);
    }
    expect(counts).toEqual([2, 1, 0]);
    const refused = await send(id, 'Encore une question', ip);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      message: `Vos 3 messages gratuits sont épuisés. Créez un compte ou choisissez une formule pour poursuivre votre consultation. ${HELP_LINE_SENTENCE}`,
      code: 'guest.quota_exhausted',
    });
    const [row] = await t.database.db.select().from(guestSessions).where(eq(guestSessions.id, id));
    expect(row?.messagesRemaining).toBe(0);
  });

  it('stores the messages and returns them with the count', async () => {
    const id = newSessionId();
    expect((await read(id)).json()).toEqual({ messages: [], messagesRemaining: 3 });
    const sent = await send(id, 'Est-ce que mon couple va durer ?', nextIp());
    const res = await read(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().messagesRemaining).toBe(2);
    expect(res.json().messages.map((m: { isUser: boolean }) => m.isUser)).toEqual([true, false]);
    expect(res.json().messages[0].content).toBe('Est-ce que mon couple va durer ?');
    expect(res.json().messages[1]).toEqual(sent.json().aiMessage);
    // The first reply says in words that the advisor is an AI.
    expect(sent.json().aiMessage.content).toMatch(/intelligence artificielle/);
  });

  it('parallel sends cannot overspend', async () => {
    const id = newSessionId();
    const ip = nextIp();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(id, `Question ${i}`, ip)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(5);
    expect((await read(id)).json().messages).toHaveLength(6);
  });

  it('caps new guest sessions per IP and per day', async () => {
    const ip = nextIp();
    for (let i = 0; i < GUEST_SESSIONS_PER_IP_PER_DAY; i++) {
      expect((await send(newSessionId(), 'Bonjour', ip)).statusCode).toBe(200);
    }
    const res = await send(newSessionId(), 'Bonjour', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('guest.too_many_sessions');
    expect(res.json().message).toMatch(/Créez un compte/);
    // Another address can still start.
    expect((await send(newSessionId(), 'Bonjour', nextIp())).statusCode).toBe(200);
  });

  it('counts an IPv6 visitor by their /64, which they could rotate within (D10)', async () => {
    const block = `2001:db8:${(Date.now() % 65536).toString(16)}:${(++sessionCounter % 65536).toString(16)}`;
    for (let i = 0; i < GUEST_SESSIONS_PER_IP_PER_DAY; i++) {
      expect((await send(newSessionId(), 'Bonjour', `${block}::${i + 1}`)).statusCode).toBe(200);
    }
    expect((await send(newSessionId(), 'Bonjour', `${block}:abcd::9`)).statusCode).toBe(429);
    // The next /64 is someone else.
    expect((await send(newSessionId(), 'Bonjour', '2001:db8:ffff:1::1')).statusCode).toBe(200);
  });

  it('parallel first messages from one address cannot open more sessions than the cap', async () => {
    const ip = nextIp();
    const results = await Promise.all(
      Array.from({ length: GUEST_SESSIONS_PER_IP_PER_DAY + 5 }, () =>
        send(newSessionId(), 'Bonjour', ip),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(GUEST_SESSIONS_PER_IP_PER_DAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  /** An app of its own whose model keeps every reply it is asked for. */
  async function watchedApp() {
    const { llm, requests } = watchedModel();
    const app = await createTestApp(t.database, {
      config: { guestSessionsPerIpPerDay: GUEST_SESSIONS_PER_IP_PER_DAY },
      adapters: { llm },
    });
    const sendTo = (sessionId: string, content: string, ip: string) =>
      send(sessionId, content, ip, app);
    return { app, requests, sendTo };
  }

  it('gives the model the conversation so far, oldest first', async () => {
    const { app, requests, sendTo } = await watchedApp();
    const ip = nextIp();
    const id = newSessionId();
    const first = await sendTo(id, 'Bonjour', ip);
    expect(first.statusCode).toBe(200);

    expect((await sendTo(id, 'Et mon travail ?', ip)).statusCode).toBe(200);

    expect(requests.map((request) => request.history)).toEqual([
      [{ role: 'user', content: 'Bonjour' }],
      [
        { role: 'user', content: 'Bonjour' },
        { role: 'assistant', content: first.json().aiMessage.content },
        { role: 'user', content: 'Et mon travail ?' },
      ],
    ]);
    await app.close();
  });

  it('does not ask the model for a first message the per-address cap refuses', async () => {
    const { app, requests, sendTo } = await watchedApp();
    const ip = nextIp();
    for (let i = 0; i < GUEST_SESSIONS_PER_IP_PER_DAY; i++) {
      expect((await sendTo(newSessionId(), 'Bonjour', ip)).statusCode).toBe(200);
    }

    const refused = await sendTo(newSessionId(), 'Bonjour', ip);

    expect(refused.statusCode).toBe(429);
    expect(requests).toHaveLength(GUEST_SESSIONS_PER_IP_PER_DAY);
    await app.close();
  });

  // On PostgreSQL only: the race is made certain by holding the session's row
  // lock on a second connection, which PGlite (one connection) cannot have.
  it.skipIf(kind.name !== 'postgres')(
    'stops the model asked for each send its free count refused after all (issue 12)',
    async () => {
      // The model is asked while the message is stored: a send that the read saw
      // free but the count refused must not leave its request running.
      const { app, requests, sendTo } = await watchedApp();
      const ip = nextIp();
      const id = newSessionId();
      expect((await sendTo(id, 'Bonjour', ip)).statusCode).toBe(200);
      requests.length = 0;

      let sends!: Promise<Array<{ statusCode: number }>>;
      await t.database.db.transaction(async (tx) => {
        // Every send reads « 2 left », asks the model, then waits here to spend one.
        await tx.execute(
          sql`select 1 from ${guestSessions} where ${guestSessions.id} = ${id} for update`,
        );
        sends = Promise.all(Array.from({ length: 5 }, (_, i) => sendTo(id, `Question ${i}`, ip)));
        while (requests.length < 5) await sleep(5);
      });
      const results = await sends;

      expect(results.filter((r) => r.statusCode === 402)).toHaveLength(3);
      expect(stopped(requests)).toHaveLength(3);
      expect((await read(id)).json().messagesRemaining).toBe(0);
      await app.close();
    },
  );

  it('rate-limits guest sends per IP', async () => {
    const ip = nextIp();
    const statuses = [];
    // Fresh sessions would hit the daily cap first: reuse a few sessions' refusals instead.
    const id = newSessionId();
    for (let i = 0; i < GUEST_SEND_LIMIT.max + 1; i++)
      statuses.push((await send(id, `Q${i}`, ip)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });

  it('rejects a malformed session id and empty content in French', async () => {
    const bad = await send('pas-une-session', 'Bonjour', nextIp());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Session invité non initialisée');
    const empty = await send(newSessionId(), '   ', nextIp());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Le message ne peut pas être vide.');
    const readBad = await read('guest_x');
    expect(readBad.statusCode).toBe(400);
    // Four random characters could be guessed: at least twelve are required.
    const short = await send(`guest_${Date.now()}_abcd`, 'Bonjour', nextIp());
    expect(short.statusCode).toBe(400);
  });

  it('refuses a NUL character in French instead of failing', async () => {
    const res = await send(newSessionId(), 'Bonjour\u0000Céleste', nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Le texte contient un caractère invalide.');
  });

  it('answers a crisis message with 3114 and 112 without counting it', async () => {
    const id = newSessionId();
    const res = await send(id, "j'ai envie d'en finir avec la vie", nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().aiMessage.content).toContain('3114');
    expect(res.json().messagesRemaining).toBe(3);
  });

  it('moves the guest conversation into an account registered from the same browser', async () => {
    const id = newSessionId();
    const ip = nextIp();
    await send(id, 'Mon travail va-t-il changer ?', ip);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: ip,
      payload: {
        firstName: 'Inès',
        email: uniqueEmail('invite'),
        password: 'secret123',
        acceptCgu: true,
        guestSessionId: id,
      },
    });
    expect(register.statusCode).toBe(201);
    const auth = { authorization: `Bearer ${register.json().accessToken}` };
    const list = await t.app.inject({ method: 'GET', url: '/api/conversations', headers: auth });
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0]).toMatchObject({
      title: 'Mon travail va-t-il changer ?',
      summary: 'Travail',
    });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${list.json()[0].id}`,
      headers: auth,
    });
    expect(page.json().messages.map((m: { content: string }) => m.content)[0]).toBe(
      'Mon travail va-t-il changer ?',
    );
    expect(page.json().messages).toHaveLength(2);
    // The guest session is spent: it cannot be used, nor claimed, again.
    expect((await send(id, 'Encore ?', ip)).statusCode).toBe(402);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: {
        firstName: 'Autre',
        email: uniqueEmail('autre'),
        password: 'secret123',
        acceptCgu: true,
        guestSessionId: id,
      },
    });
    const otherAuth = { authorization: `Bearer ${second.json().accessToken}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: otherAuth })).json(),
    ).toEqual([]);
    // Whoever still holds the id no longer reads the conversation: it is the account's now.
    expect((await read(id)).json()).toEqual({ messages: [], messagesRemaining: 0 });
  });

  it('keeps the guest exchange at login too, as the consultation to open (D19)', async () => {
    const email = uniqueEmail('retour');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: { firstName: 'Lou', email, password: 'secret123', acceptCgu: true },
    });
    expect(registered.statusCode).toBe(201);
    const id = newSessionId();
    const ip = nextIp();
    await send(id, 'Vais-je revoir mon amie ?', ip);
    const login = (guestSessionId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { username: email, password: 'secret123', guestSessionId },
      });
    const res = await login(id);
    expect(res.statusCode, res.body).toBe(200);
    const conversationId = res.json().conversationId as number;
    expect(conversationId).toBeGreaterThan(0);
    const auth = { authorization: `Bearer ${res.json().accessToken}` };
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}`,
      headers: auth,
    });
    expect(page.json().messages.map((m: { content: string }) => m.content)[0]).toBe(
      'Vais-je revoir mon amie ?',
    );
    // The guest session has ended: a second login claims nothing, the guest cannot write.
    expect((await login(id)).json().conversationId).toBeNull();
    expect((await send(id, 'Encore ?', ip)).statusCode).toBe(402);
    const plain = await login('pas-un-identifiant');
    expect(plain.statusCode).toBe(200);
    expect(plain.json().conversationId).toBeNull();
  });

  it('ignores a malformed guest session id at registration', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: {
        firstName: 'Léo',
        email: uniqueEmail(),
        password: 'secret123',
        acceptCgu: true,
        guestSessionId: 42,
      },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('guest replies as a stream', () => {
  it('streams start, deltas and done, like the customers’ chat', async () => {
    const [kind] = testDatabaseKinds();
    const t = await createTestApp(await kind!.create());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guest/chat',
      remoteAddress: nextIp(),
      headers: { accept: 'text/event-stream' },
      payload: { content: 'Que dit mon avenir ?', sessionId: newSessionId() },
    });
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = res.body
      .trim()
      .split('\n\n')
      .map((block) => ({
        event: /^event: (.*)$/m.exec(block)![1],
        data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!),
      }));
    expect(events[0]).toMatchObject({ event: 'start', data: { messagesRemaining: 2 } });
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(10);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(
      events
        .filter((e) => e.event === 'delta')
        .map((e) => e.data.text)
        .join('')
        .trim(),
    ).toBe(done.data.aiMessage.content);
    await t.close();
    await t.database.close();
    // It opens a database of its own, which takes most of the 20 s default when CI's cores are busy.
  }, 60_000);
});
