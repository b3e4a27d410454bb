import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '#shared/schemas/chat';
import type { SessionUser } from '#shared/schemas/user';
import { Exchange } from '@/lib/exchange/exchange';
import { ME_QUERY_KEY } from '@/lib/session/current-user';
import { createMemoryStorage } from '@/lib/storage';
import type { ToastOptions } from '@/lib/toast';
import { stubReplyServer } from '@/test/reply-server';
import { conversationQueryKey } from '../api/get-conversation';
import { CONVERSATIONS_QUERY_KEY } from '../api/get-conversations';
import type { ConversationPages } from '../utils/message-pages';
import { chatPayer } from './use-send-message';

const CONVERSATION_ID = 7;
const at = '2026-01-05T10:00:00.000Z';
const message = (id: number, content: string, isUser: boolean): Message => ({
  id,
  conversationId: CONVERSATION_ID,
  content,
  isUser,
  status: 'complete',
  createdAt: at,
});
const earlier = message(40, 'Bonjour', true);
const question = message(41, 'Vais-je déménager ?', true);
const answer = message(42, 'Je vois un voyage.', false);

const user = { id: 1, subscriptionTier: 'decouverte', messagesRemaining: 3 } as SessionUser;
const pages: ConversationPages = {
  pageParams: [0],
  pages: [
    {
      conversation: {
        id: CONVERSATION_ID,
        title: 'Consultation',
        summary: null,
        createdAt: at,
        updatedAt: at,
      },
      messages: [earlier],
      pagination: { total: 1, offset: 0, limit: 20 },
    },
  ],
};

/** Under load, a stream's events can take a while to reach the engine. */
const LOADED = { timeout: 5_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A customer with 3 messages left and a conversation of one message, as cached by the page. */
function setUp() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, user);
  queryClient.setQueryData(conversationQueryKey(CONVERSATION_ID), pages);
  queryClient.setQueryData(CONVERSATIONS_QUERY_KEY, []);
  const drafts: string[] = [];
  const toasts: ToastOptions[] = [];
  const exchange = new Exchange<Message>(createMemoryStorage(), (toast) => toasts.push(toast));
  const payer = chatPayer(queryClient, CONVERSATION_ID, (text) => drafts.push(text));
  const server = stubReplyServer();
  return {
    queryClient,
    drafts,
    toasts,
    exchange,
    server,
    send: () => exchange.send(payer, question.content),
    remaining: () => queryClient.getQueryData<SessionUser>(ME_QUERY_KEY)?.messagesRemaining,
    cached: () =>
      queryClient.getQueryData<ConversationPages>(conversationQueryKey(CONVERSATION_ID)),
    isInvalidated: (queryKey: readonly unknown[]) =>
      queryClient.getQueryState(queryKey)?.isInvalidated,
  };
}

describe('the customers’ payer', () => {
  it('posts to the conversation, takes the count from the session ahead, and stores the exchange in its pages', async () => {
    const { server, exchange, send, remaining, cached, isInvalidated } = setUp();
    const ended = send();
    await server.received(1);
    expect(server.requests[0]).toEqual({
      method: 'POST',
      url: `/api/conversations/${CONVERSATION_ID}/messages`,
      body: { content: question.content },
    });
    expect(remaining()).toBe(2);

    server.event('start', { userMessage: question, messagesRemaining: 2 });
    server.event('delta', { text: 'Je vois un voyage.' });
    await vi.waitFor(
      () => expect(exchange.getView().pending?.reply).toBe('Je vois un voyage.'),
      LOADED,
    );
    server.event('done', {
      userMessage: question,
      assistantMessage: answer,
      messagesRemaining: 2,
      careMode: true,
    });
    server.end();
    await ended;

    const [latest] = cached()!.pages;
    expect(latest!.messages).toEqual([earlier, question, answer]);
    expect(latest!.pagination.total).toBe(3);
    expect(latest!.careMode).toBe(true);
    expect(remaining()).toBe(2);
    // Titles and summaries follow the messages.
    expect(isInvalidated(CONVERSATIONS_QUERY_KEY)).toBe(true);
    expect(isInvalidated(conversationQueryKey(CONVERSATION_ID))).toBe(false);
  });

  it('gives a refused message back, with its count, and rereads the session', async () => {
    const { server, drafts, toasts, send, remaining, cached, isInvalidated } = setUp();
    server.refuseNext(402, 'Vous n’avez plus de messages.');
    await send();
    expect(remaining()).toBe(3);
    expect(isInvalidated(ME_QUERY_KEY)).toBe(true);
    expect(drafts).toEqual([question.content]);
    expect(toasts).toEqual([
      {
        variant: 'destructive',
        title: "Échec d'envoi du message",
        description: 'Vous n’avez plus de messages.',
      },
    ]);
    expect(cached()!.pages[0]!.messages).toEqual([earlier]);
  });

  it('tells the conversation’s stop route how much was shown (D18)', async () => {
    const { server, exchange, send, remaining } = setUp();
    const ended = send();
    await server.received(1);
    server.event('start', { userMessage: question, messagesRemaining: 2 });
    server.event('delta', { text: 'Je' });
    await vi.waitFor(() => expect(exchange.getView().pending?.reply).toBe('Je'), LOADED);
    exchange.stop();
    expect(server.requests[1]).toEqual({
      method: 'POST',
      url: `/api/conversations/${CONVERSATION_ID}/messages/${question.id}/stop`,
      body: { shown: 2 },
    });
    server.event('done', {
      userMessage: question,
      assistantMessage: { ...answer, content: 'Je' },
      messagesRemaining: 2,
    });
    server.end();
    await ended;
    expect(exchange.getView().stopOutcome).toBe('charged');
    expect(remaining()).toBe(2);
  });

  it('keeps a reply cut off on the way, marked interrupted, and marks the conversation stale', async () => {
    const { server, toasts, send, cached, isInvalidated } = setUp();
    const ended = send();
    await server.received(1);
    server.event('start', { userMessage: question, messagesRemaining: 2 });
    server.event('delta', { text: 'Je vois' });
    server.end();
    await ended;
    expect(cached()!.pages[0]!.messages).toEqual([
      earlier,
      question,
      expect.objectContaining({
        conversationId: CONVERSATION_ID,
        content: 'Je vois',
        isUser: false,
        status: 'interrupted',
      }),
    ]);
    expect(isInvalidated(conversationQueryKey(CONVERSATION_ID))).toBe(true);
    expect(toasts).toEqual([
      {
        title: 'Connexion interrompue',
        description: 'La réponse complète apparaîtra en rouvrant la consultation.',
      },
    ]);
  });
});
