import { describe, expect, it } from 'vitest';
import type { Message } from '../../../../shared/schemas/chat';
import { toChatStreamEvent } from './chat-stream';

const userMessage: Message = {
  id: 7,
  conversationId: 3,
  content: 'Bonjour',
  isUser: true,
  status: 'complete',
  createdAt: '2025-05-26T10:00:00.000Z',
};

describe('toChatStreamEvent', () => {
  it('types the four events of a streamed reply', () => {
    const done = {
      userMessage,
      assistantMessage: { ...userMessage, id: 8, isUser: false, content: 'Réponse' },
      messagesRemaining: 2,
    };
    expect(
      toChatStreamEvent({
        event: 'start',
        data: JSON.stringify({ userMessage, messagesRemaining: 2 }),
      }),
    ).toEqual({ event: 'start', data: { userMessage, messagesRemaining: 2 } });
    expect(toChatStreamEvent({ event: 'delta', data: '{"text":"Bon"}' })).toEqual({
      event: 'delta',
      data: { text: 'Bon' },
    });
    expect(toChatStreamEvent({ event: 'done', data: JSON.stringify(done) })).toEqual({
      event: 'done',
      data: done,
    });
    expect(
      toChatStreamEvent({ event: 'error', data: '{"message":"Échec","code":"chat.ai_failed"}' }),
    ).toEqual({ event: 'error', data: { message: 'Échec', code: 'chat.ai_failed' } });
  });

  it('gives null for unknown events, invalid JSON and wrong shapes', () => {
    expect(toChatStreamEvent({ event: 'message', data: '{}' })).toBeNull();
    expect(toChatStreamEvent({ event: 'delta', data: 'pas du JSON' })).toBeNull();
    expect(toChatStreamEvent({ event: 'delta', data: '{"texte":"x"}' })).toBeNull();
    expect(toChatStreamEvent({ event: 'done', data: '{"userMessage":{}}' })).toBeNull();
  });
});
