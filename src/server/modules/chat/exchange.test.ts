import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { createCustomer, createTestApp, type TestApp } from '../../test/test-app.js';
import { readEvents, type SseEvent } from '../../test/sse-events.js';
import { scriptedModel } from '../../test/scripted-model.js';
import { RECOVERED_REPLY_NOTE } from './exchange-recovery.js';

/**
 * The exchange engine (exchange.ts), once for each payer: a customer paying
 * from their balance in a conversation, a guest from the session's free
 * count. Each case runs through real HTTP on a real database, the same for both.
 */

interface StoredMessage {
  content: string;
  isUser: boolean;
  status: string;
}

/** What a test does as one payer: the same calls, through each payer's own routes. */
interface Sender {
  send(content: string, stream: boolean, signal?: AbortSignal): Promise<Response>;
  stop(messageId: number, shown: number): Promise<Response>;
  /** The meter as the payer's own read shows it. */
  remaining(): Promise<number>;
  stored(): Promise<StoredMessage[]>;
  /** The reply's field in the answer: the API of each payer is kept as it was. */
  replyField: 'assistantMessage' | 'aiMessage';
}

let guests = 0;

describe.each(testDatabaseKinds())('the exchange engine on $name', (kind) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    // « Panne »: the model fails before its first word; « Patience »: its first word
    // does not come before the reply is stopped.
    const llm = scriptedModel({ wordDelayMs: 0, patienceMs: 60_000 });
    t = await createTestApp(await kind.create(), { adapters: { llm } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  const json = { 'content-type': 'application/json' };
  const accept = (stream: boolean): Record<string, string> =>
    stream ? { accept: 'text/event-stream' } : {};

  async function customer(): Promise<Sender> {
    const me = await createCustomer(t, { messagesRemaining: 3 });
    const created = await fetch(`${base}/api/conversations`, { method: 'POST', headers: me.auth });
    const { id } = (await created.json()) as { id: number };
    return {
      send: (content, stream, signal) =>
        fetch(`${base}/api/conversations/${id}/messages`, {
          method: 'POST',
          headers: { ...me.auth, ...json, ...accept(stream) },
          body: JSON.stringify({ content }),
          signal,
        }),
      stop: (messageId, shown) =>
        fetch(`${base}/api/conversations/${id}/messages/${messageId}/stop`, {
          method: 'POST',
          headers: { ...me.auth, ...json },
          body: JSON.stringify({ shown }),
        }),
      async remaining() {
        const res = await fetch(`${base}/api/auth/me`, { headers: me.auth });
        return ((await res.json()) as { messagesRemaining: number }).messagesRemaining;
      },
      async stored() {
        const res = await fetch(`${base}/api/conversations/${id}`, { headers: me.auth });
        return ((await res.json()) as { messages: StoredMessage[] }).messages;
      },
      replyField: 'assistantMessage',
    };
  }

  function guest(): Sender {
    const sessionId = `guest_${Date.now()}_engine${String(++guests).padStart(8, '0')}`;
    const read = async () => {
      const res = await fetch(`${base}/api/guest/chat?sessionId=${sessionId}`);
      return (await res.json()) as { messages: StoredMessage[]; messagesRemaining: number };
    };
    return {
      send: (content, stream, signal) =>
        fetch(`${base}/api/guest/chat`, {
          method: 'POST',
          headers: { ...json, ...accept(stream) },
          body: JSON.stringify({ sessionId, content }),
          signal,
        }),
      stop: (messageId, shown) =>
        fetch(`${base}/api/guest/chat/${messageId}/stop`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ sessionId, shown }),
        }),
      remaining: async () => (await read()).messagesRemaining,
      stored: async () => (await read()).messages,
      replyField: 'aiMessage',
    };
  }

  /** Sends an ordinary message, so that the next one is taken from an open, counted meter. */
  async function opened(sender: Sender) {
    const res = await sender.send('Que me réservent les prochains mois en amour ?', false);
    expect(res.status).toBe(200);
    return sender;
  }

  /** Streams a send until its `start` event: the message is paid for and stored, pending. */
  async function started(sender: Sender, content: string, signal?: AbortSignal) {
    const res = await sender.send(content, true, signal);
    expect(res.status).toBe(200);
    const events = readEvents(res.body!);
    const first = (await events.next()).value as SseEvent;
    expect(first.event).toBe('start');
    const { userMessage, messagesRemaining } = first.data as {
      userMessage: { id: number };
      messagesRemaining: number;
    };
    return { events, messageId: userMessage.id, messagesRemaining };
  }

  const payers: Array<[string, () => Promise<Sender>]> = [
    ['a customer, from their balance', customer],
    ['a guest, from the free count', async () => guest()],
  ];

  describe.each(payers)('for %s', (_name, newSender) => {
    it('charges one message for a reply, and stores both', async () => {
      const sender = await newSender();
      const res = await sender.send('Vais-je trouver un nouveau travail cette année ?', false);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body.messagesRemaining).toBe(2);
      expect(body.refunded).toBeUndefined();
      expect((body[sender.replyField] as StoredMessage).isUser).toBe(false);
      expect(await sender.remaining()).toBe(2);
      const stored = await sender.stored();
      expect(stored.map((m) => [m.isUser, m.status])).toEqual([
        [true, 'complete'],
        [false, 'complete'],
      ]);
    });

    it('gives the message back when the model fails, and keeps nothing of the exchange', async () => {
      const sender = await opened(await newSender());
      const res = await sender.send('Panne : que dit mon thème ?', false);
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toMatch(/\S/);
      expect(await sender.remaining()).toBe(2);
      expect(await sender.stored()).toHaveLength(2);
    });

    it('refunds a reply stopped before its first word, and keeps it as interrupted', async () => {
      const sender = await opened(await newSender());
      const { events, messageId, messagesRemaining } = await started(
        sender,
        'Patience : que dit mon avenir ?',
      );
      expect(messagesRemaining).toBe(1);
      expect((await sender.stop(messageId, 0)).status).toBe(204);
      let done: SseEvent | undefined;
      for await (const event of events) if (event.event === 'done') done = event;
      expect(done?.data.refunded).toBe(true);
      expect(done?.data.messagesRemaining).toBe(2);
      expect(await sender.remaining()).toBe(2);
      expect((await sender.stored()).at(-1)).toMatchObject({
        isUser: false,
        status: 'interrupted',
      });
      // A second stop finds no running reply.
      expect((await sender.stop(messageId, 0)).status).toBe(404);
    });

    it('closes an exchange its process left pending, with a note and its message back, once', async () => {
      const sender = await opened(await newSender());
      const client = new AbortController();
      const { messageId } = await started(sender, 'Patience : et ma famille ?', client.signal);
      expect(await sender.remaining()).toBe(1);
      // What a restarted process runs (ADR 008): everything pending is stale with a zero delay.
      await t.app.modules.recoverStaleExchanges(0);
      expect(await sender.remaining()).toBe(2);
      const stored = await sender.stored();
      expect(stored.at(-1)).toMatchObject({
        content: RECOVERED_REPLY_NOTE,
        isUser: false,
        status: 'interrupted',
      });
      // The stalled reply ends after all: its exchange is closed, nothing is given back twice.
      expect((await sender.stop(messageId, 0)).status).toBe(204);
      client.abort();
      while (t.app.modules.services.writer.inFlight > 0) await pause(20);
      expect(await sender.remaining()).toBe(2);
      expect(await sender.stored()).toHaveLength(stored.length);
      // Another recovery finds nothing left.
      const again = await t.app.modules.recoverStaleExchanges(0);
      expect(again.customers.closed + again.guests.closed).toBe(0);
    });
  });
});
