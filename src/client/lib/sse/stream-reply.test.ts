import { describe, expect, it } from 'vitest';
import { messageSchema, sendMessageResponseSchema, type Message } from '#shared/schemas/chat';
import {
  guestMessageSchema,
  guestSendResponseSchema,
  type GuestMessage,
} from '#shared/schemas/guest';
import { ApiError, NetworkError } from '../api-error';
import { replyStream, streamReply, type ReplyStreamEvent } from './stream-reply';

// The two streams of the application: the customers' chat and the guest chat.
const chatStream = replyStream({ userMessage: messageSchema, done: sendMessageResponseSchema });
const guestStream = replyStream({ userMessage: guestMessageSchema, done: guestSendResponseSchema });

const chatUserMessage: Message = {
  id: 7,
  conversationId: 3,
  content: 'Bonjour',
  isUser: true,
  status: 'complete',
  createdAt: '2025-05-26T10:00:00.000Z',
};
const guestUserMessage: GuestMessage = {
  id: 4,
  content: 'Bonjour',
  isUser: true,
  status: 'complete',
  createdAt: '2025-05-26T10:00:00.000Z',
};

// The same four events, with each stream's own message and exchange.
describe.each([
  {
    name: 'customers',
    stream: chatStream,
    userMessage: chatUserMessage,
    done: {
      userMessage: chatUserMessage,
      assistantMessage: { ...chatUserMessage, id: 8, isUser: false, content: 'Réponse' },
      messagesRemaining: 2,
    },
  },
  {
    name: 'guests',
    stream: guestStream,
    userMessage: guestUserMessage,
    done: {
      userMessage: guestUserMessage,
      aiMessage: { ...guestUserMessage, id: 5, isUser: false, content: 'Réponse' },
      messagesRemaining: 2,
    },
  },
])('replyStream, $name (toEvent)', ({ stream, userMessage, done }) => {
  it('types the four events of a streamed reply', () => {
    expect(
      stream.toEvent({
        event: 'start',
        data: JSON.stringify({ userMessage, messagesRemaining: 2 }),
      }),
    ).toEqual({ event: 'start', data: { userMessage, messagesRemaining: 2 } });
    expect(stream.toEvent({ event: 'delta', data: '{"text":"Bon"}' })).toEqual({
      event: 'delta',
      data: { text: 'Bon' },
    });
    expect(stream.toEvent({ event: 'done', data: JSON.stringify(done) })).toEqual({
      event: 'done',
      data: done,
    });
    expect(
      stream.toEvent({ event: 'error', data: '{"message":"Échec","code":"chat.ai_failed"}' }),
    ).toEqual({ event: 'error', data: { message: 'Échec', code: 'chat.ai_failed' } });
  });

  it('gives null for unknown events, invalid JSON and wrong shapes', () => {
    expect(stream.toEvent({ event: 'message', data: '{}' })).toBeNull();
    expect(stream.toEvent({ event: 'delta', data: 'pas du JSON' })).toBeNull();
    expect(stream.toEvent({ event: 'delta', data: '{"texte":"x"}' })).toBeNull();
    expect(stream.toEvent({ event: 'done', data: '{"userMessage":{}}' })).toBeNull();
  });

  it("refuses the other stream's exchange as `done`", () => {
    const other = stream === chatStream ? guestStream : chatStream;
    expect(other.toEvent({ event: 'done', data: JSON.stringify(done) })).toBeNull();
  });
});

describe('streamReply', () => {
  const userMessage = guestUserMessage;
  const done = {
    userMessage,
    aiMessage: { ...userMessage, id: 5, isUser: false, content: 'Bonjour à vous' },
    messagesRemaining: 2,
  };
  const sse = (text: string) =>
    new Response(text, { headers: { 'Content-Type': 'text/event-stream' } });

  function read(response: Response) {
    const events: ReplyStreamEvent<GuestMessage, typeof done>[] = [];
    const outcome = streamReply(response, guestStream, (event) => events.push(event));
    return { outcome, events };
  }

  function failureOf(outcome: Promise<unknown>): Promise<unknown> {
    return outcome.then(
      () => null,
      (error: unknown) => error,
    );
  }

  it('passes every event on, in order, and resolves with `done`', async () => {
    const { outcome, events } = read(
      sse(
        `event: start\ndata: ${JSON.stringify({ userMessage, messagesRemaining: 2 })}\n\n` +
          'event: delta\ndata: {"text":"Bonjour"}\n\n' +
          'event: ping\ndata: {}\n\n' +
          `event: done\ndata: ${JSON.stringify(done)}\n\n`,
      ),
    );
    await expect(outcome).resolves.toEqual(done);
    expect(events.map((event) => event.event)).toEqual(['start', 'delta', 'done']);
  });

  it('takes a plain JSON answer as the whole exchange at once', async () => {
    const response = new Response(JSON.stringify(done), {
      headers: { 'Content-Type': 'application/json' },
    });
    const { outcome, events } = read(response);
    await expect(outcome).resolves.toEqual(done);
    expect(events).toEqual([{ event: 'done', data: done }]);
  });

  it('rejects a refusal with its status and message', async () => {
    const response = new Response('{"message":"Plus de message","code":"quota.exhausted"}', {
      status: 402,
      headers: { 'Content-Type': 'application/json' },
    });
    const error = await failureOf(read(response).outcome);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 402,
      message: 'Plus de message',
      code: 'quota.exhausted',
    });
  });

  it('rejects an `error` event as a 503 ApiError', async () => {
    const error = await failureOf(
      read(sse('event: error\ndata: {"message":"Échec","code":"chat.ai_failed"}\n\n')).outcome,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: 'Échec', code: 'chat.ai_failed' });
  });

  it('counts a stream without `done` as cut short', async () => {
    const { outcome } = read(sse('event: delta\ndata: {"text":"Bon"}\n\n'));
    await expect(outcome).rejects.toBeInstanceOf(NetworkError);
  });
});
