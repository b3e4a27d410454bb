import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestChatResponse, GuestMessage } from '#shared/schemas/guest';
import { Exchange } from '@/lib/exchange/exchange';
import { createMemoryStorage } from '@/lib/storage';
import type { ToastOptions } from '@/lib/toast';
import { stubReplyServer } from '@/test/reply-server';
import { guestChatQueryKey } from '../api/get-guest-chat';
import { guestPayer } from './use-guest-conversation';

const SESSION_ID = 'guest_1767607200000_abcdefghijkl';
const at = '2026-01-05T10:00:00.000Z';
const message = (id: number, content: string, isUser: boolean): GuestMessage => ({
  id,
  content,
  isUser,
  status: 'complete',
  createdAt: at,
});
const earlier = message(40, 'Bonjour', true);
const question = message(41, 'Vais-je déménager ?', true);
const answer = message(42, 'Je vois un voyage.', false);

/** Under load, a stream's events can take a while to reach the engine. */
const LOADED = { timeout: 5_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A guest with `remaining` free messages; `stored`, what the guest chat's read gave, if any. */
function setUp({ remaining, stored }: { remaining: number; stored?: GuestChatResponse }) {
  const queryClient = new QueryClient();
  if (stored) queryClient.setQueryData(guestChatQueryKey(SESSION_ID), stored);
  const drafts: string[] = [];
  const toasts: ToastOptions[] = [];
  const explained = { quotaExhausted: 0, tooManySessions: 0 };
  const exchange = new Exchange<GuestMessage>(createMemoryStorage(), (toast) => toasts.push(toast));
  const payer = guestPayer(queryClient, {
    sessionId: SESSION_ID,
    remaining,
    restoreDraft: (text) => drafts.push(text),
    onQuotaExhausted: () => void (explained.quotaExhausted += 1),
    onTooManySessions: () => void (explained.tooManySessions += 1),
  });
  const server = stubReplyServer();
  const cached = () => queryClient.getQueryData<GuestChatResponse>(guestChatQueryKey(SESSION_ID));
  return {
    queryClient,
    drafts,
    toasts,
    explained,
    exchange,
    server,
    cached,
    send: () => exchange.send(payer, question.content),
    isInvalidated: () => queryClient.getQueryState(guestChatQueryKey(SESSION_ID))?.isInvalidated,
  };
}

describe('the guests’ payer', () => {
  it('posts with the session id, saying the last free message, and stores a new session’s first exchange', async () => {
    const { server, exchange, cached, send } = setUp({ remaining: 1 });
    const ended = send();
    await server.received(1);
    expect(server.requests[0]).toEqual({
      method: 'POST',
      url: '/api/guest/chat',
      body: { content: question.content, sessionId: SESSION_ID, withOffer: true },
    });
    // A new session has nothing to read: the count taken ahead makes its cache.
    expect(cached()).toEqual({ messages: [], messagesRemaining: 0 });

    server.event('start', { userMessage: question, messagesRemaining: 0 });
    server.event('delta', { text: 'Je vois un voyage.' });
    await vi.waitFor(
      () => expect(exchange.getView().pending?.reply).toBe('Je vois un voyage.'),
      LOADED,
    );
    server.event('done', {
      userMessage: question,
      aiMessage: answer,
      messagesRemaining: 0,
      careMode: true,
    });
    server.end();
    await ended;
    expect(cached()).toEqual({
      messages: [question, answer],
      messagesRemaining: 0,
      careMode: true,
    });
    expect(exchange.getView().announcement).toContain('Je vois un voyage.');
  });

  it('adds to the messages it read, without an offer while free messages remain', async () => {
    const { server, cached, send } = setUp({
      remaining: 3,
      stored: { messages: [earlier], messagesRemaining: 3 },
    });
    const ended = send();
    await server.received(1);
    expect(server.requests[0]!.body).toMatchObject({ withOffer: false });
    expect(cached()?.messagesRemaining).toBe(2);
    server.event('start', { userMessage: question, messagesRemaining: 2 });
    server.event('done', { userMessage: question, aiMessage: answer, messagesRemaining: 2 });
    server.end();
    await ended;
    expect(cached()).toEqual({ messages: [earlier, question, answer], messagesRemaining: 2 });
  });

  it('shows no free message left (402) as the offer, not as an error', async () => {
    const { server, drafts, toasts, explained, cached, send } = setUp({
      remaining: 1,
      stored: { messages: [earlier], messagesRemaining: 1 },
    });
    server.refuseNext(402, 'Vos messages gratuits sont épuisés.');
    await send();
    expect(cached()).toEqual({ messages: [earlier], messagesRemaining: 0 });
    expect(explained).toEqual({ quotaExhausted: 1, tooManySessions: 0 });
    expect(drafts).toEqual([question.content]);
    expect(toasts).toEqual([]);
  });

  it('shows a refused new consultation from this address (D10) in place of the count, not as an error', async () => {
    const { server, drafts, toasts, explained, cached, send } = setUp({ remaining: 3 });
    server.refuseNext(429, 'Trop de consultations gratuites.', 'guest.too_many_sessions');
    await send();
    expect(explained).toEqual({ quotaExhausted: 0, tooManySessions: 1 });
    expect(cached()?.messagesRemaining).toBe(3);
    expect(drafts).toEqual([question.content]);
    expect(toasts).toEqual([]);
  });

  it('gives the free message back when the server undoes the exchange, and says so', async () => {
    const { server, drafts, toasts, cached, send } = setUp({
      remaining: 2,
      stored: { messages: [earlier], messagesRemaining: 2 },
    });
    const ended = send();
    await server.received(1);
    server.event('start', { userMessage: question, messagesRemaining: 1 });
    server.event('error', { message: 'Céleste ne peut pas répondre pour le moment.' });
    server.end();
    await ended;
    expect(cached()).toEqual({ messages: [earlier], messagesRemaining: 2 });
    expect(drafts).toEqual([question.content]);
    expect(toasts).toEqual([
      {
        variant: 'destructive',
        title: "Erreur d'envoi",
        description: 'Céleste ne peut pas répondre pour le moment.',
      },
    ]);
  });

  it('tells the guest stop route how much was shown, with the session id (D18)', async () => {
    const { server, exchange, send } = setUp({ remaining: 3 });
    const ended = send();
    await server.received(1);
    server.event('start', { userMessage: question, messagesRemaining: 2 });
    await vi.waitFor(() => expect(exchange.getView().pending?.accepted).toBe(true), LOADED);
    exchange.stop();
    expect(server.requests[1]).toEqual({
      method: 'POST',
      url: `/api/guest/chat/${question.id}/stop`,
      body: { sessionId: SESSION_ID, shown: 0 },
    });
    server.event('done', {
      userMessage: question,
      aiMessage: { ...answer, content: '' },
      messagesRemaining: 3,
      refunded: true,
    });
    server.end();
    await ended;
    expect(exchange.getView().stopOutcome).toBe('refunded');
  });

  it('keeps a reply cut off on the way, marked interrupted, and says the page will show the rest', async () => {
    const { server, toasts, cached, send, isInvalidated } = setUp({
      remaining: 3,
      stored: { messages: [earlier], messagesRemaining: 3 },
    });
    const ended = send();
    await server.received(1);
    server.event('start', { userMessage: question, messagesRemaining: 2 });
    server.event('delta', { text: 'Je vois' });
    server.end();
    await ended;
    expect(cached()).toEqual({
      messages: [
        earlier,
        question,
        expect.objectContaining({ content: 'Je vois', isUser: false, status: 'interrupted' }),
      ],
      messagesRemaining: 2,
    });
    expect(isInvalidated()).toBe(true);
    expect(toasts).toEqual([
      {
        title: 'Connexion interrompue',
        description: 'La réponse complète apparaîtra en rechargeant la page.',
      },
    ]);
  });
});
