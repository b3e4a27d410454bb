import { describe, expect, it } from 'vitest';
import type { PendingExchange } from '@/lib/exchange/exchange';
import { composerStatus, type BubbleMessage } from './pending-exchange';

describe('composerStatus', () => {
  const userMessage = { content: 'Bonjour', isUser: true, createdAt: '2025-05-26T10:00:00.000Z' };

  it('is idle with nothing on its way, sending until the server takes it, then streaming', () => {
    const pending: PendingExchange<BubbleMessage> = { userMessage, accepted: false, reply: null };
    expect(composerStatus(null)).toBe('idle');
    expect(composerStatus(pending)).toBe('sending');
    expect(composerStatus({ ...pending, accepted: true })).toBe('streaming');
    expect(composerStatus({ ...pending, accepted: true, reply: 'Bon' })).toBe('streaming');
  });

  it('is stopping once « Arrêter » was pressed, until the stored reply comes back', () => {
    const pending: PendingExchange<BubbleMessage> = {
      userMessage,
      accepted: true,
      reply: 'Bon',
      stopping: true,
    };
    expect(composerStatus(pending)).toBe('stopping');
  });
});
