import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fake-openai-server.js';
import { createOpenAiAdapter } from '../../adapters/llm/openai.adapter.js';
import { createCustomer, createTestApp, type TestApp } from '../../test/test-app.js';
import { buildSystemPrompt } from './persona.prompt.js';
import { createTestPglite } from '../../db/test-databases.js';

/** The chat pointed at an OpenAI-compatible server that speaks the real wire format. */
describe('chat through an OpenAI-compatible API', () => {
  let fake: FakeOpenAiServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    const database = createTestPglite();
    await database.migrate();
    t = await createTestApp(database, {
      adapters: {
        llm: createOpenAiAdapter({
          baseURL: fake.baseURL,
          model: 'modele-test',
          apiKey: 'sk-test',
          maxRetries: 0,
          timeoutMs: 2000,
          firstTokenTimeoutMs: 500,
        }),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
    await fake.close();
  });

  async function start() {
    const me = await createCustomer(t, { messagesRemaining: 5 });
    const res = await t.app.inject({ method: 'POST', url: '/api/conversations', headers: me.auth });
    const id = res.json().id as number;
    const send = (content: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/messages`,
        headers: me.auth,
        payload: { content },
      });
    return { me, id, send };
  }

  it('sends the persona prompt and the conversation so far, and stores the streamed reply', async () => {
    fake.requests.length = 0;
    fake.setScenario({ kind: 'stream', chunks: ['Je vois ', 'une belle ', 'énergie.'] });
    const { send } = await start();
    const first = await send('Bonjour Céleste');
    expect(first.statusCode).toBe(200);
    expect(first.json().assistantMessage.content).toMatch(
      /intelligence artificielle[\s\S]*Je vois une belle énergie\.$/,
    );

    fake.setScenario({ kind: 'stream', chunks: ['Le travail ', 'avance.'] });
    const second = await send('Et mon travail ?');
    expect(second.json().assistantMessage.content).toBe('Le travail avance.');

    const request = fake.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body.model).toBe('modele-test');
    expect(request.body.stream).toBe(true);
    expect(request.body.messages).toEqual([
      { role: 'system', content: buildSystemPrompt() },
      { role: 'user', content: 'Bonjour Céleste' },
      { role: 'assistant', content: first.json().assistantMessage.content },
      { role: 'user', content: 'Et mon travail ?' },
    ]);
  });

  it('refunds when the API answers an error', async () => {
    fake.setScenario({ kind: 'error', status: 500 });
    const { send, me } = await start();
    const res = await send('Bonjour');
    expect(res.statusCode).toBe(503);
    const meRes = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: me.auth });
    expect(meRes.json().messagesRemaining).toBe(5);
  });

  it('refunds when the API hangs past the timeout', async () => {
    fake.setScenario({ kind: 'hang' });
    const { send, me, id } = await start();
    const res = await send('Bonjour');
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('chat.ai_failed');
    const meRes = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: me.auth });
    expect(meRes.json().messagesRemaining).toBe(5);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${id}`,
      headers: me.auth,
    });
    expect(page.json().messages).toEqual([]);
  });

  it('a stream that ends without a finish reason is a fragment: kept as interrupted, refunded', async () => {
    fake.setScenario({ kind: 'stream', chunks: ['Bonjour à vous.'] });
    const { send, me, id } = await start();
    await send('Bonjour');
    fake.setScenario({ kind: 'stream-then-end', chunks: ['Je perçois ', 'un chan'] });
    const res = await send('Et mon travail ?');
    expect(res.statusCode).toBe(200);
    expect(res.json().assistantMessage).toMatchObject({
      content: 'Je perçois un chan',
      status: 'interrupted',
    });
    // One message spent on the first exchange; the cut one was given back.
    expect(res.json().messagesRemaining).toBe(4);
    const meRes = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: me.auth });
    expect(meRes.json().messagesRemaining).toBe(4);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${id}`,
      headers: me.auth,
    });
    expect(page.json().messages.at(-1)).toMatchObject({ status: 'interrupted' });
  });

  it('a stream cut before any word is undone and refunded', async () => {
    fake.setScenario({ kind: 'stream-then-end', chunks: [] });
    const { send, me, id } = await start();
    const res = await send('Bonjour');
    expect(res.statusCode).toBe(503);
    const meRes = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: me.auth });
    expect(meRes.json().messagesRemaining).toBe(5);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${id}`,
      headers: me.auth,
    });
    expect(page.json().messages).toEqual([]);
  });

  it('never sends a crisis message to the model', async () => {
    fake.requests.length = 0;
    fake.setScenario({ kind: 'stream', chunks: ['Tout ira bien.'] });
    const { send } = await start();
    const res = await send('Je pense à me tuer ce soir');
    expect(res.json().assistantMessage.content).toContain('3114');
    expect(fake.requests).toHaveLength(0);
  });
});
