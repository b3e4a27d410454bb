import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, SessionExpiredError } from '../api-error';
import { createMemoryStorage } from '../storage';
import { STORAGE_KEYS } from '../storage-keys';
import type { ToastOptions } from '../toast';
import {
  Exchange,
  type ExchangeMessage,
  type ExchangePayer,
  type ExchangeRequest,
  type ExchangeResult,
} from './exchange';
import { STOP_DEADLINE_MS } from './reply-progress';

const stored = (id: number, content: string, isUser: boolean): ExchangeMessage => ({
  id,
  content,
  isUser,
  status: 'complete',
  createdAt: '2026-01-05T10:00:00.000Z',
});
const question = stored(41, 'Vais-je déménager ?', true);
const answer = stored(42, 'Je vois un voyage.', false);

/** The server's side of one exchange, played by the test. */
interface Call {
  request: ExchangeRequest<ExchangeMessage>;
  start(messagesRemaining: number): void;
  delta(text: string): void;
  done(result?: Partial<ExchangeResult<ExchangeMessage>>): void;
  fail(error: unknown): void;
}

/** A payer that keeps its messages and count in memory, and lets the test play the server. */
function setUp({ remaining = 3 as number | null, explained = false } = {}) {
  const toasts: ToastOptions[] = [];
  const storage = createMemoryStorage(explained ? { [STORAGE_KEYS.stopExplained]: '1' } : {});
  const exchange = new Exchange<ExchangeMessage>(storage, (options) => toasts.push(options));
  const state = {
    count: remaining ?? undefined,
    messages: [] as ExchangeMessage[],
    careMode: false,
    drafts: [] as string[],
    stale: 0,
    settled: 0,
    stops: [] as Array<[number, number]>,
    replied: [] as number[],
    refusals: [] as unknown[],
    /** What the payer's `refused` answers: true when it shows the refusal itself. */
    explainsRefusal: false,
  };
  const calls: Call[] = [];
  const payer: ExchangePayer<ExchangeMessage> = {
    send: (request) =>
      new Promise((resolve, reject) => {
        request.signal.addEventListener('abort', () =>
          reject(new DOMException('Arrêté', 'AbortError')),
        );
        calls.push({
          request,
          start: (messagesRemaining) =>
            request.onEvent({ event: 'start', data: { userMessage: question, messagesRemaining } }),
          delta: (text) => request.onEvent({ event: 'delta', data: { text } }),
          done: (result) =>
            resolve({ userMessage: question, reply: answer, messagesRemaining: 2, ...result }),
          fail: reject,
        });
      }),
    stop: async (messageId, shown) => void state.stops.push([messageId, shown]),
    local: (message) => message,
    cancelReads: async () => {},
    store(messages, careMode) {
      state.messages.push(...messages);
      state.careMode ||= careMode;
    },
    markStale: () => void (state.stale += 1),
    remaining: () => state.count,
    setRemaining: (count) => void (state.count = count),
    restoreDraft: (content) => void state.drafts.push(content),
    refused(error) {
      state.refusals.push(error);
      return state.explainsRefusal;
    },
    replied: (result) => void state.replied.push(result.messagesRemaining),
    settled: () => void (state.settled += 1),
    texts: { failedTitle: 'Échec', cutOffDescription: 'Rouvrez.' },
  };
  /** Sends, and waits until the message is on its way to the server. */
  async function send(content = question.content) {
    const sent = calls.length;
    const ended = exchange.send(payer, content);
    await vi.waitFor(() => expect(calls).toHaveLength(sent + 1));
    return { call: calls[sent]!, ended };
  }
  return { exchange, payer, state, toasts, storage, send, calls };
}

describe('Exchange, a message answered', () => {
  it('shows the message at once with the count taken ahead, then the stream, then stores the exchange', async () => {
    const { exchange, state, toasts, send } = setUp({ remaining: 3 });
    const { call, ended } = await send();

    const sending = exchange.getView().pending;
    expect(sending).toMatchObject({ accepted: false, reply: null });
    expect(sending?.userMessage).toMatchObject({ content: question.content, isUser: true });
    // Not numbered by the server yet: a negative id never meets one of its own.
    expect(sending?.userMessage.id).toBeLessThan(0);
    expect(state.count).toBe(2);

    call.start(2);
    expect(exchange.getView().pending).toEqual({
      userMessage: question,
      accepted: true,
      reply: null,
    });
    call.delta('Je vois ');
    call.delta('un voyage.');
    expect(exchange.getView().pending?.reply).toBe('Je vois un voyage.');

    call.done({ messagesRemaining: 2, careMode: true });
    await ended;
    expect(exchange.getView()).toEqual({
      pending: null,
      announcement: expect.stringContaining('Je vois un voyage.'),
      stopOutcome: null,
    });
    expect(state.messages).toEqual([question, answer]);
    expect(state.careMode).toBe(true);
    expect(state.count).toBe(2);
    expect(state.replied).toEqual([2]);
    expect(state.settled).toBe(1);
    expect(state.drafts).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('takes one exchange at a time', async () => {
    const { exchange, payer, calls, send } = setUp();
    const { call, ended } = await send();
    await exchange.send(payer, 'Et moi ?');
    expect(calls).toHaveLength(1);
    call.done();
    await ended;
  });

  it('tells every listener of each change, and stops telling one that left', async () => {
    const { exchange, send } = setUp();
    const listener = vi.fn();
    const leave = exchange.subscribe(listener);
    const { call, ended } = await send();
    const seen = listener.mock.calls.length;
    expect(seen).toBeGreaterThan(0);
    leave();
    call.done();
    await ended;
    expect(listener).toHaveBeenCalledTimes(seen);
  });

  it('keeps the count unknown when the payer does not know it yet', async () => {
    const { state, send } = setUp({ remaining: null });
    const { call, ended } = await send();
    expect(state.count).toBeUndefined();
    call.fail(new ApiError(400, 'Message vide.'));
    await ended;
    expect(state.count).toBeUndefined();
  });
});

describe('Exchange, a message refused or undone', () => {
  it('gives the count and the text back and says why', async () => {
    const { exchange, state, toasts, send } = setUp({ remaining: 1 });
    const { call, ended } = await send('Mon avenir ?');
    expect(state.count).toBe(0);
    const refusal = new ApiError(402, 'Vous n’avez plus de messages.');
    call.fail(refusal);
    await ended;
    expect(state.count).toBe(1);
    expect(state.drafts).toEqual(['Mon avenir ?']);
    expect(state.refusals).toEqual([refusal]);
    expect(toasts).toEqual([
      { variant: 'destructive', title: 'Échec', description: 'Vous n’avez plus de messages.' },
    ]);
    expect(state.messages).toEqual([]);
    expect(exchange.getView().pending).toBeNull();
    expect(state.settled).toBe(1);
  });

  it('gives the count back when the server undoes an exchange it had taken (its error event)', async () => {
    const { state, toasts, send } = setUp({ remaining: 3 });
    const { call, ended } = await send();
    call.start(2);
    call.delta('Je vois');
    call.fail(new ApiError(503, 'Céleste ne peut pas répondre pour le moment.'));
    await ended;
    expect(state.count).toBe(3);
    expect(state.drafts).toEqual([question.content]);
    expect(state.messages).toEqual([]);
    expect(toasts).toHaveLength(1);
  });

  it('leaves a refusal the payer shows its own way without a toast', async () => {
    const { state, toasts, send } = setUp();
    state.explainsRefusal = true;
    const { call, ended } = await send();
    call.fail(new ApiError(402, 'Plus de messages gratuits.'));
    await ended;
    expect(toasts).toEqual([]);
    expect(state.drafts).toEqual([question.content]);
  });

  it('says nothing when the session is over: the API client is already leaving', async () => {
    const { state, toasts, send } = setUp();
    const { call, ended } = await send();
    call.fail(new SessionExpiredError());
    await ended;
    expect(toasts).toEqual([]);
    expect(state.drafts).toEqual([question.content]);
  });

  it('says a network failure before the server took the message as such', async () => {
    const { state, toasts, send } = setUp({ remaining: 3 });
    const { call, ended } = await send();
    call.fail(new NetworkError());
    await ended;
    expect(state.count).toBe(3);
    expect(toasts[0]?.description).toBe(new NetworkError().message);
  });
});

describe('Exchange, a reply cut off after the server took the message', () => {
  it('keeps what was shown as interrupted, marks the conversation stale and says how to see the rest', async () => {
    const { exchange, state, toasts, send } = setUp({ remaining: 3 });
    const { call, ended } = await send();
    call.start(2);
    call.delta('Je vois un ');
    call.fail(new NetworkError());
    await ended;
    expect(state.messages).toEqual([
      question,
      expect.objectContaining({ content: 'Je vois un ', isUser: false, status: 'interrupted' }),
    ]);
    expect(state.messages[1]!.id).toBeLessThan(0);
    expect(state.stale).toBe(1);
    // The server took and still stores it: its count stands, the text does not come back.
    expect(state.count).toBe(2);
    expect(state.drafts).toEqual([]);
    expect(toasts).toEqual([{ title: 'Connexion interrompue', description: 'Rouvrez.' }]);
    expect(exchange.getView().pending).toBeNull();
  });

  it('keeps only the message when nothing of the reply had come', async () => {
    const { state, send } = setUp();
    const { call, ended } = await send();
    call.start(2);
    call.fail(new NetworkError());
    await ended;
    expect(state.messages).toEqual([question]);
  });
});

describe('Exchange, « Arrêter » (D18)', () => {
  it('does nothing before the server took the message', async () => {
    const { exchange, state, send } = setUp();
    const { call, ended } = await send();
    exchange.stop();
    expect(state.stops).toEqual([]);
    expect(exchange.getView().pending?.stopping).toBeUndefined();
    call.done();
    await ended;
  });

  it('freezes the reply, tells the server how much was shown, and says what it cost once on a device', async () => {
    const { exchange, state, storage, send } = setUp();
    const { call, ended } = await send();
    call.start(2);
    call.delta('Je vois');
    exchange.stop();
    expect(exchange.getView().pending).toMatchObject({ stopping: true, reply: 'Je vois' });
    expect(state.stops).toEqual([[question.id, 'Je vois'.length]]);
    call.delta(' un voyage.');
    expect(exchange.getView().pending?.reply).toBe('Je vois');

    call.done({ reply: { ...answer, content: 'Je vois' } });
    await ended;
    expect(exchange.getView().stopOutcome).toBe('charged');
    expect(storage.getItem(STORAGE_KEYS.stopExplained)).toBe('1');

    // The next send clears the line.
    const next = await send('Encore ?');
    expect(exchange.getView().stopOutcome).toBeNull();
    next.call.done();
    await next.ended;
  });

  it('says a reply stopped before its first word was not counted', async () => {
    const { exchange, send } = setUp();
    const { call, ended } = await send();
    call.start(2);
    exchange.stop();
    call.done({ messagesRemaining: 3, refunded: true });
    await ended;
    expect(exchange.getView().stopOutcome).toBe('refunded');
  });

  it('says nothing of the cost when it was said before on this device', async () => {
    const { exchange, send } = setUp({ explained: true });
    const { call, ended } = await send();
    call.start(2);
    exchange.stop();
    call.done({ refunded: true });
    await ended;
    expect(exchange.getView().stopOutcome).toBeNull();
  });

  it('drops the stream and keeps the reply as shown when the stored reply never comes back', async () => {
    const { exchange, state, toasts, send } = setUp();
    const { call, ended } = await send();
    call.start(2);
    call.delta('Je vois');
    vi.useFakeTimers();
    try {
      exchange.stop();
      vi.advanceTimersByTime(STOP_DEADLINE_MS);
    } finally {
      vi.useRealTimers();
    }
    await ended;
    expect(state.messages).toEqual([
      question,
      expect.objectContaining({ content: 'Je vois', status: 'interrupted' }),
    ]);
    expect(state.stale).toBe(1);
    // Stopped by the person: nothing to explain.
    expect(toasts).toEqual([]);
  });
});
