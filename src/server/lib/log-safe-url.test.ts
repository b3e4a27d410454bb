import { describe, expect, it } from 'vitest';
import { logSafeUrl } from './log-safe-url.js';

describe('URLs in the logs', () => {
  it('keep no secret', () => {
    expect(logSafeUrl('/api/auth/magic-link/verify?token=SECRET')).toBe(
      '/api/auth/magic-link/verify',
    );
    expect(logSafeUrl('/chat?ac=eyJhbGciOi')).toBe('/chat');
    expect(logSafeUrl('/api/guest/chat?sessionId=guest_1_abcd')).toBe('/api/guest/chat');
    expect(logSafeUrl('/reset-password/SECRET/42')).toBe('/reset-password/[secret]/42');
    expect(logSafeUrl('/reset-password/SECRET')).toBe('/reset-password/[secret]');
    expect(logSafeUrl('/reset-password/SECRET?utm=1')).toBe('/reset-password/[secret]');
    expect(logSafeUrl('/api/conversations/12')).toBe('/api/conversations/12');
    expect(logSafeUrl('/reset-password?x=1')).toBe('/reset-password');
  });
});
