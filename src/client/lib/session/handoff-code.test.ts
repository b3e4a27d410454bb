import { describe, expect, it } from 'vitest';
import { pendingHandoffCode, splitHandoffCode, takeHandoffCodeFromAddress } from './handoff-code';

const at = (pathname: string, search: string, hash = '') => ({ pathname, search, hash });

describe('the `ac` hand-off code in the address', () => {
  it('is taken where a purchase returns, and the other parameters stay', () => {
    expect(splitHandoffCode(at('/chat/12', '?ac=abc&special_offer_success=true'))).toEqual({
      code: 'abc',
      cleaned: '/chat/12?special_offer_success=true',
    });
    expect(splitHandoffCode(at('/', '?ac=xyz', '#offre'))).toEqual({
      code: 'xyz',
      cleaned: '/#offre',
    });
  });

  it('is removed and ignored anywhere else: a plain link logs nobody in', () => {
    expect(splitHandoffCode(at('/profile', '?ac=abc'))).toEqual({
      code: null,
      cleaned: '/profile',
    });
    expect(splitHandoffCode(at('/auth', '?tab=login&ac=abc'))).toEqual({
      code: null,
      cleaned: '/auth?tab=login',
    });
  });

  it('leaves an address without it untouched', () => {
    expect(splitHandoffCode(at('/chat', '?payment_success=true'))).toEqual({
      code: null,
      cleaned: null,
    });
    expect(splitHandoffCode(at('/chat', '?ac='))).toEqual({ code: null, cleaned: '/chat' });
  });

  it('cleans the address before the first render and keeps the code for the gate', () => {
    const replaced: string[] = [];
    takeHandoffCodeFromAddress(at('/chat', '?ac=code-1'), {
      state: null,
      replaceState: (_state: unknown, _title: string, url?: string | URL | null) => {
        replaced.push(String(url));
      },
    });
    expect(replaced).toEqual(['/chat']);
    expect(pendingHandoffCode()).toBe('code-1');
  });
});
