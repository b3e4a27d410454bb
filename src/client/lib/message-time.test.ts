import { describe, expect, it } from 'vitest';
import { messageDateTime, messageTime } from './message-time';

describe('message times', () => {
  it('shows hours and minutes, and a full French date for the tooltip', () => {
    // A local date: the test does not depend on the machine's time zone.
    const iso = new Date(2025, 4, 26, 14, 5).toISOString();
    expect(messageTime(iso)).toBe('14:05');
    expect(messageDateTime(iso)).toBe('lundi 26 mai 2025 à 14:05');
    expect(messageTime(new Date(2025, 4, 26, 9, 5).toISOString())).toBe('09:05');
  });
});
