import { describe, expect, it } from 'vitest';
import { parseConversationId } from './conversation-id';

describe('parseConversationId', () => {
  it('reads a positive integer', () => {
    expect(parseConversationId('42')).toBe(42);
  });

  it('refuses anything the server would refuse, so that it is never fetched', () => {
    for (const value of [undefined, '', 'abc', '12a', '-3', '0', '1.5', ' 4', '99999999999']) {
      expect(parseConversationId(value)).toBeNull();
    }
  });
});
