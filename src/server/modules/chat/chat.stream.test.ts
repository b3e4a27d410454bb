import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LlmAdapter } from '../../adapters/llm/llm.js';
import { createPersonaEngine } from '../../adapters/llm/persona-engine.js';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { createCustomer, createTestApp, type TestApp } from '../../test/test-app.js';

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Reads server-sent events off a fetch body as they arrive. */
async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
      yield { event, data: JSON.parse(data) };
    }
  }
}

describe.each(testDatabaseKinds())('streamed replies on $name', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // A slow engine, so that a client can leave in the middle of a reply; a message
    // that starts with « Patience » waits a while for its first word, as a model can.
    const engine = createPersonaEngine({ wordDelayMs: 15 });
    const llm: LlmAdapter = {
      ...engine,
      async *stream(request) {
        if (request.history.at(-1)?.content.startsWith('Patience'))
          await pause(5_000, undefined, { signal: request.signal });
        yield* engine.stream(request);
      },
    };
    t = await createTestApp(await kind.create(), { adapters: { llm } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  async function conversationFor(auth: Record<string, string>) {
    const res = await fetch(`${base}/api/conversations`, { method: 'POST', headers: auth });
    return ((await res.json()) as { id: number }).id;
  }

  const streamSend = (
    auth: Record<string, string>,
    id: number,
    content: string,
    signal?: AbortSignal,
  ) =>
    fetch(`${base}/api/conversations/${id}/messages`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ content }),
      signal,
    });

  it('streams start, many deltas, then done with the same JSON as the plain call', async () => {
    const me = await createCustomer(t, { messagesRemaining: 2 });
    const id = await conversationFor(me.auth);
    const res = await streamSend(me.auth, id, "J'ai peur pour mon avenir professionnel");
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    // How long the connection stays open, as on every other answer: without it an HTTP
    // client closes its idle connection after a few seconds (undici: 4 s).
    expect(res.headers.get('keep-alive')).toMatch(/^timeout=\d+$/);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );

    const events: SseEvent[] = [];
    for await (const event of readEvents(res.body!)) events.push(event);
    expect(events[0]!.event).toBe('start');
    expect(events[0]!.data).toMatchObject({ messagesRemaining: 1, userMessage: { isUser: true } });
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(20);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const final = done.data as {
      assistantMessage: { content: string; id: number };
      messagesRemaining: number;
    };
    expect(
      deltas
        .map((d) => d.data.text)
        .join('')
        .trim(),
    ).toBe(final.assistantMessage.content);
    expect(final.messagesRemaining).toBe(1);

    const page = await fetch(`${base}/api/conversations/${id}`, { headers: me.auth });
    const stored = (await page.json()) as { messages: Array<{ id: number; content: string }> };
    expect(stored.messages.at(-1)).toMatchObject({
      id: final.assistantMessage.id,
      content: final.assistantMessage.content,
    });
  });

  it('refusals stay plain JSON with their status, before any stream', async () => {
    const me = await createCustomer(t, { messagesRemaining: 0, tier: 'decouverte' });
    const id = await conversationFor(me.auth);
    const res = await streamSend(me.auth, id, 'Bonjour');
    expect(res.status).toBe(402);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await res.json()) as { message: string }).message).toMatch(/plus de messages/);
  });

  it('finishes and stores the reply when the browser leaves mid-stream', async () => {
    const me = await createCustomer(t, { messagesRemaining: 2 });
    const id = await conversationFor(me.auth);
    const controller = new AbortController();
    const res = await streamSend(me.auth, id, 'Parlez-moi de ma famille', controller.signal);
    let deltas = 0;
    try {
      for await (const event of readEvents(res.body!)) {
        if (event.event === 'delta' && ++deltas === 3) controller.abort();
      }
    } catch {
      // the abort ends the read
    }
    expect(deltas).toBe(3);

    // The reply appears whole a little later, as on a reload.
    let reply: { content: string; status: string } | undefined;
    for (let i = 0; i < 100 && !reply; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const page = await fetch(`${base}/api/conversations/${id}`, { headers: me.auth });
      const body = (await page.json()) as {
        messages: Array<{ isUser: boolean; content: string; status: string }>;
      };
      reply = body.messages.find((m) => !m.isUser);
    }
    expect(reply?.status).toBe('complete');
    expect(reply!.content.split(/\s+/).length).toBeGreaterThan(30);
  });

  describe('« Arrêter » (D18)', () => {
    const stop = (auth: Record<string, string>, id: number, messageId: number, shown: number) =>
      fetch(`${base}/api/conversations/${id}/messages/${messageId}/stop`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ shown }),
      });

    /**
     * Reads a reply stream and presses stop (`pressStop`, given the message id
     * and the characters shown) once `stopWhen` says so; returns the `done` payload.
     */
    async function readAndStop(
      res: Response,
      stopWhen: (shown: string, deltas: number) => boolean,
      pressStop: (messageId: number, shown: number) => Promise<Response>,
    ) {
      let messageId = 0;
      let shown = '';
      // Every delta, the stop pressed or not: what the server sent.
      let received = '';
      let deltas = 0;
      let stopped: Promise<Response> | null = null;
      let done: Record<string, unknown> | null = null;
      for await (const event of readEvents(res.body!)) {
        if (event.event === 'start') messageId = (event.data.userMessage as { id: number }).id;
        if (event.event === 'delta') received += event.data.text as string;
        if (event.event === 'delta' && !stopped) {
          shown += event.data.text as string;
          if (stopWhen(shown, ++deltas)) stopped = pressStop(messageId, shown.length);
        }
        if (event.event === 'done') done = event.data;
      }
      expect((await stopped)?.status).toBe(204);
      return { shown, received, messageId, done: done as unknown as SendResult };
    }

    const sendAndStop = async (
      auth: Record<string, string>,
      id: number,
      content: string,
      stopWhen: (shown: string, deltas: number) => boolean,
    ) =>
      readAndStop(await streamSend(auth, id, content), stopWhen, (messageId, shown) =>
        stop(auth, id, messageId, shown),
      );

    interface SendResult {
      assistantMessage: { id: number; content: string; status: string };
      messagesRemaining: number;
      refunded?: true;
    }

    it('stores the reply as the person saw it, marked interrupted, and charges it', async () => {
      const me = await createCustomer(t, { messagesRemaining: 3 });
      const id = await conversationFor(me.auth);
      const { shown, done } = await sendAndStop(me.auth, id, 'Mon travail', (_, n) => n === 6);
      expect(done.assistantMessage.status).toBe('interrupted');
      expect(done.assistantMessage.content).toBe(shown.trim());
      expect(done.messagesRemaining).toBe(2);
      expect(done.refunded).toBeUndefined();

      // The next message comes after the stopped reply, and a reload shows it so.
      const next = await streamSend(me.auth, id, 'Et ma famille ?');
      for await (const event of readEvents(next.body!)) void event;
      const page = await fetch(`${base}/api/conversations/${id}`, { headers: me.auth });
      const { messages } = (await page.json()) as {
        messages: Array<{ isUser: boolean; content: string; status: string }>;
      };
      expect(messages.map((m) => [m.isUser, m.status])).toEqual([
        [true, 'complete'],
        [false, 'interrupted'],
        [true, 'complete'],
        [false, 'complete'],
      ]);
      expect(messages[1]!.content).toBe(shown.trim());
      const meNow = await fetch(`${base}/api/auth/me`, { headers: me.auth });
      expect(((await meNow.json()) as { messagesRemaining: number }).messagesRemaining).toBe(1);
    });

    it('gives the message back when not one word of the reply was shown', async () => {
      const me = await createCustomer(t, { messagesRemaining: 3 });
      const id = await conversationFor(me.auth);
      // The first delta of a first reply is the AI disclosure: not yet an answer. The model's
      // first word is still to come when the stop arrives: nothing of the reply was sent.
      const { shown, done } = await sendAndStop(
        me.auth,
        id,
        'Patience, mon avenir',
        (_, n) => n === 1,
      );
      expect(done.assistantMessage.content).toBe(shown.trim());
      expect(done.refunded).toBe(true);
      expect(done.messagesRemaining).toBe(3);
    });

    it('refunds nothing to a script that reads the words and claims it saw none (issue 36)', async () => {
      // An attacker's loop: read the deltas, stop with « shown: 0 » before the end.
      const me = await createCustomer(t, { messagesRemaining: 1 });
      const id = await conversationFor(me.auth);
      const { shown, done } = await readAndStop(
        await streamSend(me.auth, id, 'Mon avenir amoureux'),
        (text, n) => n >= 8 && text.split(/\s+/).length > 12,
        (messageId) => stop(me.auth, id, messageId, 0),
      );
      expect(shown.length).toBeGreaterThan(0);
      // Pressed with a lie: the server knows what it sent.
      expect(done.refunded).toBeUndefined();
      expect(done.messagesRemaining).toBe(0);
      expect(done.assistantMessage.status).toBe('interrupted');
      const meNow = await fetch(`${base}/api/auth/me`, { headers: me.auth });
      expect(((await meNow.json()) as { messagesRemaining: number }).messagesRemaining).toBe(0);
      const again = await streamSend(me.auth, id, 'Et encore ?');
      expect(again.status).toBe(402);
      await again.body?.cancel();
    });

    it('keeps no more than was sent, and the lie shortens what is kept, not the price', async () => {
      const me = await createCustomer(t, { messagesRemaining: 3 });
      const id = await conversationFor(me.auth);
      const res = await streamSend(me.auth, id, 'Mon travail');
      const { received, done } = await readAndStop(
        res,
        (_, n) => n === 6,
        // Claims far more than it was sent: only what was sent can be kept.
        (messageId) => stop(me.auth, id, messageId, 100_000),
      );
      expect(done.assistantMessage.content).toBe(received.trim());
      expect(done.assistantMessage.content.split(/\s+/).length).toBeLessThan(30);
      expect(done.messagesRemaining).toBe(2);
      expect(done.refunded).toBeUndefined();
    });

    it('gives a plain JSON call stopped mid-reply its message back: nothing was sent', async () => {
      const me = await createCustomer(t, { messagesRemaining: 2 });
      const id = await conversationFor(me.auth);
      const sending = fetch(`${base}/api/conversations/${id}/messages`, {
        method: 'POST',
        headers: { ...me.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'Mon avenir' }),
      });
      // The pending message is on the page while its reply is written.
      let messageId: number | undefined;
      for (let i = 0; i < 100 && messageId === undefined; i++) {
        const page = await fetch(`${base}/api/conversations/${id}`, { headers: me.auth });
        const body = (await page.json()) as { messages: Array<{ id: number; isUser: boolean }> };
        messageId = body.messages.find((m) => m.isUser)?.id;
        if (messageId === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await stop(me.auth, id, messageId!, 50)).status).toBe(204);
      const done = (await (await sending).json()) as SendResult;
      expect(done.assistantMessage).toMatchObject({ status: 'interrupted', content: '' });
      expect(done.refunded).toBe(true);
      expect(done.messagesRemaining).toBe(2);
    });

    it('is refused for another person, and once the reply has ended', async () => {
      const me = await createCustomer(t, { messagesRemaining: 3 });
      const other = await createCustomer(t, { messagesRemaining: 3 });
      const id = await conversationFor(me.auth);
      const res = await streamSend(me.auth, id, 'Bonjour');
      let messageId = 0;
      let refused: Response | null = null;
      for await (const event of readEvents(res.body!)) {
        if (event.event === 'start') {
          messageId = (event.data.userMessage as { id: number }).id;
          refused = await stop(other.auth, id, messageId, 10);
        }
      }
      expect(refused!.status).toBe(404);
      expect(await refused!.json()).toMatchObject({ message: 'Conversation introuvable.' });
      const late = await stop(me.auth, id, messageId, 10);
      expect(late.status).toBe(404);
      expect(await late.json()).toMatchObject({ message: 'Cette réponse est déjà terminée.' });
      const bad = await stop(me.auth, id, messageId, -1);
      expect(bad.status).toBe(400);
    });

    it("refunds no guest's free message to a stop that claims nothing was shown (issue 36)", async () => {
      const sessionId = `guest_${Date.now()}_${'b'.repeat(8)}${Math.random().toString(36).slice(2, 8).padEnd(6, 'x')}`;
      const guestStop = (messageId: number) =>
        fetch(`${base}/api/guest/chat/${messageId}/stop`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ sessionId, shown: 0 }),
        });
      for (const left of [2, 1, 0]) {
        const res = await fetch(`${base}/api/guest/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
          body: JSON.stringify({ content: 'Mon avenir', sessionId }),
        });
        const { done } = await readAndStop(
          res,
          (text, n) => n >= 8 && text.split(/\s+/).length > 12,
          (messageId) => guestStop(messageId),
        );
        expect(done).toMatchObject({
          aiMessage: { status: 'interrupted' },
          messagesRemaining: left,
        });
        expect((done as unknown as { refunded?: true }).refunded).toBeUndefined();
      }
      const chat = await fetch(`${base}/api/guest/chat?sessionId=${sessionId}`);
      expect(((await chat.json()) as { messagesRemaining: number }).messagesRemaining).toBe(0);
    });

    it('stops a guest reply the same way', async () => {
      const sessionId = `guest_${Date.now()}_${'a'.repeat(8)}${Math.random().toString(36).slice(2, 8).padEnd(6, 'x')}`;
      const res = await fetch(`${base}/api/guest/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ content: 'Mon avenir', sessionId }),
      });
      const guestStop = (messageId: number, body: Record<string, unknown>) =>
        fetch(`${base}/api/guest/chat/${messageId}/stop`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const { shown, done } = await readAndStop(
        res,
        (_, deltas) => deltas === 5,
        async (messageId, shownLength) => {
          // Another session's holder cannot stop it (another id: its last character changed,
          // never to itself — a random id ending in z made this a one-in-36 flake).
          const otherLast = sessionId.endsWith('z') ? 'y' : 'z';
          const wrongSession = await guestStop(messageId, {
            sessionId: `${sessionId.slice(0, -1)}${otherLast}`,
            shown: 1,
          });
          expect(wrongSession.status).toBe(404);
          return guestStop(messageId, { sessionId, shown: shownLength });
        },
      );
      expect(done).toMatchObject({
        aiMessage: { status: 'interrupted', content: shown.trim() },
        messagesRemaining: 2,
      });
      const chat = await fetch(`${base}/api/guest/chat?sessionId=${sessionId}`);
      const { messages } = (await chat.json()) as { messages: Array<{ content: string }> };
      expect(messages.at(-1)!.content).toBe(shown.trim());
    });
  });
});
