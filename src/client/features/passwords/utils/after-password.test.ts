import { describe, expect, it } from 'vitest';
import { pathAfterPassword, readConversationId } from './after-password';

describe('readConversationId', () => {
  it('reads a positive integer', () => {
    expect(readConversationId('42')).toBe(42);
    expect(readConversationId('2147483647')).toBe(2_147_483_647);
  });

  it('gives null for anything else', () => {
    for (const value of [undefined, null, '', '0', '-3', '4.2', 'abc', '12abc', '2147483648']) {
      expect(readConversationId(value), String(value)).toBeNull();
    }
  });
});

describe('pathAfterPassword', () => {
  it('returns to the conversation the link came from', () => {
    expect(pathAfterPassword({ conversationId: 7, loggedIn: true })).toBe('/chat/7');
  });

  it('goes to the chat without a conversation', () => {
    expect(pathAfterPassword({ conversationId: null, loggedIn: true })).toBe('/chat');
  });

  it('falls back to the profile without a session', () => {
    expect(pathAfterPassword({ conversationId: 7, loggedIn: false })).toBe('/profile');
  });
});
