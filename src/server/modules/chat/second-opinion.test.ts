import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fake-openai-server.js';
import { createOpenAiAdapter } from '../../adapters/llm/openai.adapter.js';
import { createTestPglite, testDatabaseKinds } from '../../db/test-databases.js';
import { createCustomer, createTestApp, nextIp, type TestApp } from '../../test/test-app.js';
import { buildSystemPrompt } from './persona.prompt.js';
import { SECOND_OPINION_CARE } from './second-opinion.js';

/** Affairs put in order: a cue the care layer never fires on alone (ADR 011). */
// Things given away, said plainly: a warning sign that the care layer does not catch (yet).
const MISSED = "J'ai vendu la moto et prévenu mon frère de passer chercher le chien dimanche.";
const ORDINARY = 'Mon travail va-t-il changer cette année ?';

/**
 * The model's second opinion (issue 10): beside the reply, through the
 * provider's moderation endpoint or a one-word classification; it can only
 * add care, and a refund with it.
 */
describe('the second opinion of a real model', () => {
  let fake: FakeOpenAiServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ kind: 'stream', chunks: ['Je vois ', 'un chemin.'] });
    const database = createTestPglite();
    await database.migrate();
    t = await createTestApp(database, {
      adapters: {
        llm: createOpenAiAdapter({
          baseURL: fake.baseURL,
          model: 'modele-test',
          apiKey: 'sk-test',
          maxRetries: 0,
        }),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.riskChecks.length = 0;
    fake.setModeration({ kind: 'verdict', selfHarm: false });
    fake.setClassification('NON');
  });

  async function start() {
    const me = await createCustomer(t, { messagesRemaining: 5, tier: 'decouverte' });
    const res = await t.app.inject({ method: 'POST', url: '/api/conversations', headers: me.auth });
    const id = res.json().id as number;
    const send = (content: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/messages`,
        headers: me.auth,
        payload: { content },
      });
    return { me, send };
  }

  it('adds the help and gives the message back when moderation flags what the rule missed', async () => {
    fake.setModeration({ kind: 'verdict', selfHarm: true });
    const { send } = await start();
    const res = await send(MISSED);
    expect(res.statusCode).toBe(200);
    expect(res.json().assistantMessage.content).toMatch(/Je vois un chemin\.\n\n/);
    expect(res.json().assistantMessage.content.endsWith(SECOND_OPINION_CARE)).toBe(true);
    expect(res.json().messagesRemaining).toBe(5);
    expect(fake.riskChecks).toEqual([MISSED]);
  });

  it('leaves an ordinary reply as it is, and charged', async () => {
    const { send } = await start();
    const res = await send(ORDINARY);
    expect(res.json().assistantMessage.content).not.toContain('3114');
    expect(res.json().messagesRemaining).toBe(4);
    expect(fake.riskChecks).toEqual([ORDINARY]);
  });

  it('does not hold the reply past its deadline when the provider never answers', async () => {
    fake.setModeration({ kind: 'verdict', selfHarm: false, held: true });
    const { send } = await start();
    const res = await send(ORDINARY);
    expect(res.statusCode).toBe(200);
    // Never answered, the opinion was given up by the app itself: the request is closed.
    expect(fake.riskChecks).toEqual([ORDINARY]);
    await vi.waitFor(() => expect(fake.heldModerations()).toBe(0));
    expect(res.json().assistantMessage.content).not.toContain('3114');
    expect(res.json().messagesRemaining).toBe(4);
  });

  it('asks nothing about a reply that never starts', async () => {
    fake.setScenario({ kind: 'error', status: 500 });
    try {
      const { send } = await start();
      const res = await send(MISSED);
      expect(res.statusCode).toBe(503);
      expect(fake.riskChecks).toEqual([]);
    } finally {
      fake.setScenario({ kind: 'stream', chunks: ['Je vois ', 'un chemin.'] });
    }
  });

  it('never asks about a message the care layer answers itself', async () => {
    const { send } = await start();
    const res = await send("j'ai envie d'en finir avec la vie");
    expect(res.json().assistantMessage.care).toBe(true);
    expect(fake.riskChecks).toEqual([]);
  });

  it('does not delay the first token: the reply streams while the opinion is awaited', async () => {
    fake.setModeration({ kind: 'verdict', selfHarm: false, held: true });
    const { me } = await start();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: me.auth,
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/conversations/${created.json().id}/messages`, {
      method: 'POST',
      headers: { ...me.auth, accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ content: ORDINARY }),
    });
    const decoder = new TextDecoder();
    let seen = '';
    let released = false;
    let doneBeforeRelease = false;
    for await (const bytes of response.body!) {
      seen += decoder.decode(bytes as Uint8Array, { stream: true });
      if (!released && seen.includes('event: done')) doneBeforeRelease = true;
      if (!released && seen.includes('event: delta')) {
        // The words are on screen while the opinion's request is still open,
        // unanswered: had the reply waited for it, the app would have given
        // up on it (its deadline) before the first word.
        await vi.waitFor(() => expect(fake.heldModerations()).toBe(1), { timeout: 3_000 });
        released = true;
        fake.releaseModerations();
      }
    }
    expect(released).toBe(true);
    expect(doneBeforeRelease).toBe(false);
    expect(seen).toContain('event: done');
    expect(fake.riskChecks).toEqual([ORDINARY]);
  });
  // Last: the adapter remembers that the endpoint is missing, and asks the model from then on.
  it('asks the model itself, in one word, where the provider has no moderation endpoint', async () => {
    fake.setModeration({ kind: 'missing' });
    fake.setClassification('OUI');
    const { send } = await start();
    const res = await send(MISSED);
    expect(res.json().assistantMessage.content).toContain(SECOND_OPINION_CARE);
    expect(res.json().messagesRemaining).toBe(5);
    expect(fake.riskChecks).toEqual([MISSED]);
  });
});

/**
 * Issue 36: a sentence the provider flags, put before every question, made
 * every reading free. The second opinion now puts the conversation in care
 * mode (D21), as the care layer does: that reading is refunded, and the
 * next replies are asked under the care brief, never as readings.
 */
describe.each(testDatabaseKinds())('the second opinion enters care mode, on $name', (kind) => {
  let fake: FakeOpenAiServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ kind: 'stream', chunks: ['Je vois ', 'un chemin.'] });
    fake.setModeration({ kind: 'verdict', selfHarm: true });
    t = await createTestApp(await kind.create(), {
      adapters: {
        llm: createOpenAiAdapter({
          baseURL: fake.baseURL,
          model: 'modele-test',
          apiKey: 'sk-test',
          maxRetries: 0,
        }),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
    await fake.close();
  });
  const FLAGGED_QUESTION = `${MISSED} ${ORDINARY}`;
  /** The reply was asked under the care brief: no card, no prediction, no sales. */
  const careBrief = () =>
    fake.requests.length === 1 &&
    fake.requests[0]!.body.messages[0]!.content === buildSystemPrompt({ gentle: true });

  it('for a customer: the flagged reading is refunded, the next ones are not free readings', async () => {
    const me = await createCustomer(t, { messagesRemaining: 5, tier: 'decouverte' });
    const id = (
      await t.app.inject({ method: 'POST', url: '/api/conversations', headers: me.auth })
    ).json().id as number;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/messages`,
        headers: me.auth,
        payload: { content: FLAGGED_QUESTION },
      });
    const first = await send();
    expect(first.json()).toMatchObject({ messagesRemaining: 5, refunded: true, careMode: true });
    const page = await t.app.inject({ url: `/api/conversations/${id}`, headers: me.auth });
    expect(page.json().careMode).toBe(true);
    // The same trick again gets no reading: the model answers under the care brief (D21).
    for (let i = 0; i < 3; i++) {
      fake.requests.length = 0;
      const next = await send();
      expect(next.statusCode).toBe(200);
      expect(next.json().careMode).toBe(true);
      expect(careBrief()).toBe(true);
    }
  });

  it('for a guest: the same, and the free count is not a pass to readings', async () => {
    const sessionId = `guest_${Date.now()}_secondopinionx`;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/guest/chat',
        remoteAddress: nextIp(),
        payload: { content: FLAGGED_QUESTION, sessionId, withOffer: false },
      });
    const first = await send();
    expect(first.json()).toMatchObject({ messagesRemaining: 3, refunded: true, careMode: true });
    const read = await t.app.inject({ url: `/api/guest/chat?sessionId=${sessionId}` });
    expect(read.json().careMode).toBe(true);
    for (let i = 0; i < 3; i++) {
      fake.requests.length = 0;
      const next = await send();
      expect(next.statusCode).toBe(200);
      expect(next.json().careMode).toBe(true);
      expect(careBrief()).toBe(true);
    }
  });
});
