import { describe, expect, it } from 'vitest';
import type { GuestMessage } from '../../../../shared/schemas/guest';
import { toGuestStreamEvent } from './guest-stream';

const userMessage: GuestMessage = {
  id: 4,
  content: 'Bonjour',
  isUser: true,
  createdAt: '2025-05-26T10:00:00.000Z',
};

describe('toGuestStreamEvent', () => {
  it('types the four events of a streamed guest reply', () => {
    const done = {
      userMessage,
      aiMessage: { ...userMessage, id: 5, isUser: false, content: 'Réponse' },
      messagesRemaining: 2,
    };
    expect(
      toGuestStreamEvent({
        event: 'start',
        data: JSON.stringify({ userMessage, messagesRemaining: 2 }),
      }),
    ).toEqual({ event: 'start', data: { userMessage, messagesRemaining: 2 } });
    expect(toGuestStreamEvent({ event: 'delta', data: '{"text":"Bon"}' })).toEqual({
      event: 'delta',
      data: { text: 'Bon' },
    });
    expect(toGuestStreamEvent({ event: 'done', data: JSON.stringify(done) })).toEqual({
      event: 'done',
      data: done,
    });
    expect(
      toGuestStreamEvent({ event: 'error', data: '{"message":"Échec","code":"chat.ai_failed"}' }),
    ).toEqual({ event: 'error', data: { message: 'Échec', code: 'chat.ai_failed' } });
  });

  it('gives null for unknown events, invalid JSON and wrong shapes', () => {
    expect(toGuestStreamEvent({ event: 'message', data: '{}' })).toBeNull();
    expect(toGuestStreamEvent({ event: 'delta', data: 'pas du JSON' })).toBeNull();
    expect(toGuestStreamEvent({ event: 'done', data: '{"userMessage":{}}' })).toBeNull();
  });
});
