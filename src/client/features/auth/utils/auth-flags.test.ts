import { describe, expect, it } from 'vitest';
import { readAuthFlags } from './auth-flags';

const flags = (query: string) => readAuthFlags(new URLSearchParams(query));

describe('readAuthFlags', () => {
  it('starts on login by default and on register when asked', () => {
    expect(flags('').tab).toBe('login');
    expect(flags('tab=register').tab).toBe('register');
    expect(flags('tab=unknown').tab).toBe('login');
  });

  it('shows the register tab after a registration unless a tab is named', () => {
    expect(flags('registrationSuccess=true')).toMatchObject({
      tab: 'register',
      registrationSuccess: true,
    });
    expect(flags('registrationSuccess=true&tab=login').tab).toBe('login');
  });

  it('reads both spellings of the expired flag (D4)', () => {
    expect(flags('expired=true').expired).toBe(true);
    expect(flags('reason=session_expired').expired).toBe(true);
    expect(flags('expired=false').expired).toBe(false);
  });

  it('reads the verification outcome', () => {
    expect(flags('verified=true').verified).toBe(true);
    expect(flags('verified=false').verified).toBe(false);
    expect(flags('').verified).toBeNull();
    expect(flags('verified=already')).toMatchObject({ verified: true, alreadyVerified: true });
    expect(flags('verified=true').alreadyVerified).toBe(false);
  });

  it('reads a refused magic link', () => {
    expect(flags('magic=invalid').magicLinkInvalid).toBe(true);
    expect(flags('magic=other').magicLinkInvalid).toBe(false);
    expect(flags('').magicLinkInvalid).toBe(false);
  });
});
