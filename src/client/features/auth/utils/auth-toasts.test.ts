import { describe, expect, it } from 'vitest';
import { CONFIRMATION_MAIL_FAILED, confirmationMailWarning } from './auth-toasts';

describe('confirmationMailWarning', () => {
  it('says nothing when the mail went', () => {
    expect(confirmationMailWarning({ emailSent: true })).toBeNull();
  });

  it('warns when the mail failed', () => {
    expect(confirmationMailWarning({ emailSent: false })).toBe(CONFIRMATION_MAIL_FAILED);
    expect(confirmationMailWarning({ emailSent: false, debug: '  ' })).toBe(
      CONFIRMATION_MAIL_FAILED,
    );
  });

  it('appends the technical reason when the server gives one', () => {
    expect(confirmationMailWarning({ emailSent: false, debug: 'ECONNREFUSED 127.0.0.1:25' })).toBe(
      `${CONFIRMATION_MAIL_FAILED} (ECONNREFUSED 127.0.0.1:25)`,
    );
  });
});
