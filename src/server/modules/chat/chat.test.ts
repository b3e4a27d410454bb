import { eq, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_DISCLOSURE } from '#shared/persona.js';
import type { LlmAdapter } from '../../adapters/llm/llm.js';
import { LlmError } from '../../adapters/llm/llm.js';
import { createPersonaEngine } from '../../adapters/llm/persona-engine.js';
import { createMemoryRateLimitStore } from '../../adapters/rate-limit/memory.store.js';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { createCustomer, createTestApp, type TestApp } from '../../test/test-app.js';
import { stopped, watchedModel } from '../../test/watched-model.js';
import { SUMMARY_MAX_MESSAGES } from '../conversations/conversation-labels.js';
import { messages } from '../conversations/conversations.tables.js';
import { messageBalances } from '../balance/balance.tables.js';
import { HELP_LINE_SENTENCE } from '#shared/care/index.js';

/** An LLM that is down: the outside service is the only thing faked. */
const brokenLlm: LlmAdapter = {
  name: 'panne',
  // eslint-disable-next-line require-yield
  async *stream() {
    throw new LlmError('unavailable', 'upstream 503');
  },
};

describe.each(testDatabaseKinds())('sending messages on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(await kind.create());
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  async function newConversation(auth: Record<string, string>, app = t) {
    const res = await app.app.inject({ method: 'POST', url: '/api/conversations', headers: auth });
    return res.json().id as number;
  }
  const send = (auth: Record<string, string>, id: number, content: unknown, app = t) =>
    app.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: auth,
      payload: { content },
    });
  const remaining = async (userId: number) =>
    (
      await t.database.db.select().from(messageBalances).where(eq(messageBalances.userId, userId))
    )[0]!.messagesRemaining;
  const storedMessages = (conversationId: number) =>
    t.database.db.select().from(messages).where(eq(messages.conversationId, conversationId));

  it('refuses a token whose session has ended (401), storing and charging nothing', async () => {
    const me = await createCustomer(t, { messagesRemaining: 3 });
    const id = await newConversation(me.auth);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: me.auth,
    });
    expect(logout.statusCode).toBe(200);
    const res = await send(me.auth, id, 'Est-ce encore moi ?');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Votre session a expiré. Veuillez vous reconnecter.',
      code: 'auth.invalid_token',
    });
    expect(await storedMessages(id)).toEqual([]);
    expect(await remaining(me.userId)).toBe(3);
    // Nor does an ended session learn whether a conversation exists.
    expect((await send(me.auth, 999_999, 'Et celle-ci ?')).statusCode).toBe(401);
  });

  it('answers with both messages and spends one message', async () => {
    const me = await createCustomer(t, { messagesRemaining: 3 });
    const id = await newConversation(me.auth);
    const res = await send(me.auth, id, '  Est-ce que mon couple va durer ?  ');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.messagesRemaining).toBe(2);
    expect(body.userMessage).toMatchObject({
      conversationId: id,
      content: 'Est-ce que mon couple va durer ?',
      isUser: true,
    });
    expect(body.assistantMessage).toMatchObject({
      conversationId: id,
      isUser: false,
      status: 'complete',
    });
    // The first reply says in words that the advisor is an AI.
    expect(body.assistantMessage.content.startsWith(AI_DISCLOSURE)).toBe(true);
    expect(body.assistantMessage.content.length).toBeGreaterThan(AI_DISCLOSURE.length + 100);
    expect(await remaining(me.userId)).toBe(2);

    const second = await send(me.auth, id, 'Et pour mon travail ?');
    expect(second.json().assistantMessage.content).not.toContain(AI_DISCLOSURE);
    expect(second.json().messagesRemaining).toBe(1);

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${id}`,
      headers: me.auth,
    });
    expect(page.json().messages.map((m: { isUser: boolean }) => m.isUser)).toEqual([
      true,
      false,
      true,
      false,
    ]);
    // The conversation took a title from its first message and a topic summary.
    expect(page.json().conversation.title).toBe('Est-ce que mon couple va durer ?');
    expect(page.json().conversation.summary).toBe('Amour · Travail');
  });

  it('sums up a long conversation from its latest messages, and keeps its title', async () => {
    const me = await createCustomer(t, { messagesRemaining: 3 });
    const id = await newConversation(me.auth);
    expect((await send(me.auth, id, 'Mon couple va-t-il durer ?')).statusCode).toBe(200);
    const earlier = Date.now() - 60 * 60_000;
    await t.database.db
      .update(messages)
      .set({ createdAt: new Date(earlier - 60_000) })
      .where(eq(messages.conversationId, id));
    // Twenty messages about love, then as many about money as the summary reads.
    await t.database.db.insert(messages).values(
      Array.from({ length: 20 + SUMMARY_MAX_MESSAGES }, (_, i) => ({
        conversationId: id,
        content: i < 20 ? 'Et mon amour ?' : 'Et mon argent ?',
        isUser: true,
        status: 'complete' as const,
        createdAt: new Date(earlier + i * 1000),
      })),
    );

    expect((await send(me.auth, id, 'Mon salaire va-t-il augmenter ?')).statusCode).toBe(200);

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${id}`,
      headers: me.auth,
    });
    // The first message and the twenty about love are older than the latest hundred.
    expect(page.json().conversation.summary).toBe('Argent');
    expect(page.json().conversation.title).toBe('Mon couple va-t-il durer ?');
  });

  it.each([
    ['', 'Le message ne peut pas être vide.'],
    ['   \n ', 'Le message ne peut pas être vide.'],
    ['x'.repeat(4001), 'Le message ne peut pas dépasser 4 000 caractères.'],
    [undefined, 'Le message ne peut pas être vide.'],
  ])('rejects content %# in French and charges nothing', async (content, message) => {
    const me = await createCustomer(t, { messagesRemaining: 3 });
    const id = await newConversation(me.auth);
    const res = await send(me.auth, id, content);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await remaining(me.userId)).toBe(3);
  });

  it('accepts exactly 4,000 characters', async () => {
    const me = await createCustomer(t, { messagesRemaining: 1 });
    const id = await newConversation(me.auth);
    expect((await send(me.auth, id, 'a'.repeat(4000))).statusCode).toBe(200);
  });

  it('refuses a NUL character in French, charging nothing', async () => {
    const me = await createCustomer(t, { messagesRemaining: 3 });
    const id = await newConversation(me.auth);
    const res = await send(me.auth, id, 'Bonjour\u0000');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Le texte contient un caractère invalide.');
    expect(await remaining(me.userId)).toBe(3);
  });

  it('refuses a token whose session was ended, with a 401, storing and charging nothing', async () => {
    const me = await createCustomer(t, { messagesRemaining: 3 });
    const id = await newConversation(me.auth);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: me.auth });
    expect(out.statusCode).toBe(200);
    const res = await send(me.auth, id, 'Bonjour');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('auth.invalid_token');
    expect(await storedMessages(id)).toHaveLength(0);
    expect(await remaining(me.userId)).toBe(3);
  });

  it('refuses at zero with a 402 and stores nothing', async () => {
    const me = await createCustomer(t, { messagesRemaining: 0, tier: 'decouverte' });
    const id = await newConversation(me.auth);
    const res = await send(me.auth, id, 'Bonjour');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      message: `Vous n'avez plus de messages disponibles. Choisissez un forfait pour poursuivre votre consultation. ${HELP_LINE_SENTENCE}`,
      code: 'chat.quota_exhausted',
    });
    expect(await storedMessages(id)).toHaveLength(0);
    expect(await remaining(me.userId)).toBe(0);
  });

  it('refuses an unverified free account with a 403 (D2)', async () => {
    const me = await createCustomer(t, { messagesRemaining: 3, isVerified: false });
    const id = await newConversation(me.auth);
    const res = await send(me.auth, id, 'Bonjour');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Veuillez vérifier votre adresse e-mail pour commencer.');
    expect(await storedMessages(id)).toHaveLength(0);
  });

  it('never blocks vip: at 0 it still sends and the meter stays at 0 (D7)', async () => {
    const me = await createCustomer(t, { messagesRemaining: 1, tier: 'vip' });
    const id = await newConversation(me.auth);
    expect((await send(me.auth, id, 'Bonjour')).json().messagesRemaining).toBe(0);
    const res = await send(me.auth, id, 'Encore une question sur mon avenir');
    expect(res.statusCode).toBe(200);
    expect(res.json().messagesRemaining).toBe(0);
    expect(await remaining(me.userId)).toBe(0);
  });

  it('past its allowance, vip sends up to 20 messages a day, then a French 429 (D16)', async () => {
    // Minutes pass between the sends: the per-minute limit is not what is tested here.
    let now = Date.now();
    const slow = await createTestApp(t.database, {
      adapters: { rateLimitStore: createMemoryRateLimitStore(() => now) },
    });
    const me = await createCustomer(slow, { messagesRemaining: 0, tier: 'vip' });
    const id = await newConversation(me.auth, slow);
    for (let i = 0; i < 20; i++) {
      now += 2 * 60_000;
      expect((await send(me.auth, id, `Question ${i}`, slow)).statusCode).toBe(200);
    }
    now += 2 * 60_000;
    const refused = await send(me.auth, id, 'Une de plus', slow);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Vous avez atteint l'usage raisonnable du jour/);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${id}?limit=100`,
      headers: me.auth,
    });
    expect(page.json().pagination.total).toBe(40);
  });

  it('a vip whose last message goes to a parallel send sends the others within the fair use, counted (D16)', async () => {
    let now = Date.now();
    const memory = createMemoryRateLimitStore(() => now);
    // The three sends read the balance (1) before any of them stores: they meet at the send limit.
    let arrived = 0;
    let meet: () => void = () => {};
    const together = new Promise<void>((resolve) => (meet = resolve));
    const slow = await createTestApp(t.database, {
      adapters: {
        rateLimitStore: {
          ...memory,
          async hit(key, windowMs) {
            if (key.startsWith('chat:send:') && arrived < 3) {
              if (++arrived === 3) meet();
              await together;
            }
            return memory.hit(key, windowMs);
          },
        },
      },
    });
    const me = await createCustomer(slow, { messagesRemaining: 1, tier: 'vip' });
    const id = await newConversation(me.auth, slow);
    const parallel = await Promise.all(
      Array.from({ length: 3 }, (_, i) => send(me.auth, id, `Question ${i}`, slow)),
    );
    expect(parallel.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(parallel.map((r) => r.json().messagesRemaining)).toEqual([0, 0, 0]);
    expect(await remaining(me.userId)).toBe(0);
    // One was paid; the two others count against the 20 of the day.
    for (let i = 0; i < 18; i++) {
      now += 2 * 60_000;
      expect((await send(me.auth, id, `Suite ${i}`, slow)).statusCode).toBe(200);
    }
    now += 2 * 60_000;
    expect((await send(me.auth, id, 'Une de plus', slow)).statusCode).toBe(429);
  });

  it('ten parallel sends with 3 left give exactly 3 replies, never a negative count', async () => {
    const me = await createCustomer(t, { messagesRemaining: 3, tier: 'decouverte' });
    const id = await newConversation(me.auth);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(me.auth, id, `Question ${i}`)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(7);
    expect(await remaining(me.userId)).toBe(0);
    const stored = await storedMessages(id);
    expect(stored.filter((m) => m.isUser)).toHaveLength(3);
    expect(stored.filter((m) => !m.isUser)).toHaveLength(3);
  });

  // On PostgreSQL only: the race is made certain by holding the balance's row
  // lock on a second connection, which PGlite (one connection) cannot have.
  it.skipIf(kind.name !== 'postgres')(
    'stops the model asked for each send its charge refused after all (issue 12)',
    async () => {
      // The model is asked while the message is stored: a send that the read saw
      // paid but the charge refused must not leave its request running.
      const { llm, requests } = watchedModel();
      const watched = await createTestApp(t.database, { adapters: { llm } });
      const me = await createCustomer(watched, { messagesRemaining: 2, tier: 'decouverte' });
      const id = await newConversation(me.auth, watched);

      let sends!: Promise<Array<{ statusCode: number }>>;
      await t.database.db.transaction(async (tx) => {
        // Every send reads « 2 left », asks the model, then waits here to be charged.
        await tx.execute(
          sql`select 1 from ${messageBalances} where ${messageBalances.userId} = ${me.userId} for update`,
        );
        sends = Promise.all(
          Array.from({ length: 5 }, (_, i) => send(me.auth, id, `Question ${i}`, watched)),
        );
        while (requests.length < 5) await sleep(5);
      });
      const results = await sends;

      expect(results.filter((r) => r.statusCode === 402)).toHaveLength(3);
      expect(stopped(requests)).toHaveLength(3);
      expect(await remaining(me.userId)).toBe(0);
      await watched.close();
    },
  );

  it('gives the model the latest messages of the conversation, oldest first', async () => {
    const { llm, requests } = watchedModel();
    const watched = await createTestApp(t.database, { adapters: { llm } });
    const me = await createCustomer(watched, { messagesRemaining: 5 });
    const id = await newConversation(me.auth, watched);
    const first = await send(me.auth, id, 'Mon couple va-t-il durer ?', watched);
    expect(first.statusCode).toBe(200);

    expect((await send(me.auth, id, 'Et mon travail ?', watched)).statusCode).toBe(200);

    expect(requests.map((request) => request.history)).toEqual([
      [{ role: 'user', content: 'Mon couple va-t-il durer ?' }],
      [
        { role: 'user', content: 'Mon couple va-t-il durer ?' },
        { role: 'assistant', content: first.json().assistantMessage.content },
        { role: 'user', content: 'Et mon travail ?' },
      ],
    ]);
    await watched.close();
  });

  it('refunds the message and removes the exchange when the AI fails', async () => {
    const broken = await createTestApp(t.database, { adapters: { llm: brokenLlm } });
    const me = await createCustomer(broken, { messagesRemaining: 2 });
    const id = await newConversation(me.auth, broken);
    const res = await send(me.auth, id, 'Bonjour', broken);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message:
        "La conseillère n'a pas pu vous répondre pour le moment. Votre message ne vous a pas été décompté : réessayez dans un instant.",
      code: 'chat.ai_failed',
    });
    expect(await remaining(me.userId)).toBe(2);
    expect(await storedMessages(id)).toHaveLength(0);
    await broken.close();
  });

  describe('crisis safety (D15)', () => {
    const engines = [
      ['the local engine', () => createPersonaEngine({ wordDelayMs: 0 })],
      ['any model, even one that fails', () => brokenLlm],
    ] as const;
    const phrasings = [
      "Je n'en peux plus, j'ai envie de mettre fin à mes jours",
      'JE VEUX MOURIR',
      'parfois je pense a me suicider...',
      'Je me scarifie depuis des semaines',
    ];
    const cases = engines.flatMap(([name, llm]) =>
      phrasings.map((text) => [name, llm, text] as const),
    );

    it.each(cases)(
      'answers with 3114 and 112, uncharged, with %s: %s',
      async (_name, llm, text) => {
        const app = await createTestApp(t.database, { adapters: { llm: llm() } });
        const me = await createCustomer(app, { messagesRemaining: 1, tier: 'decouverte' });
        const id = await newConversation(me.auth, app);
        const res = await send(me.auth, id, text, app);
        expect(res.statusCode).toBe(200);
        expect(res.json().assistantMessage.content).toContain('3114');
        expect(res.json().assistantMessage.content).toContain('112');
        expect(res.json().messagesRemaining).toBe(1);
        expect(await remaining(me.userId)).toBe(1);
        await app.close();
      },
    );

    it('answers even at zero messages left', async () => {
      const me = await createCustomer(t, { messagesRemaining: 0, tier: 'guidance' });
      const id = await newConversation(me.auth);
      const res = await send(me.auth, id, 'je veux me suicider');
      expect(res.statusCode).toBe(200);
      expect(res.json().assistantMessage.content).toContain('3114');
    });
  });
});
