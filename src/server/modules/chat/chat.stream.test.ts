import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    // A slow engine, so that a client can leave in the middle of a reply.
    t = await createTestApp(await kind.create(), {
      adapters: { llm: createPersonaEngine({ wordDelayMs: 15 }) },
    });
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
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");

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
});
