import { describe, expect, it } from 'vitest';
import { splitAccessTokenParam } from './access-token-search';

describe('splitAccessTokenParam', () => {
  it('takes the token out and keeps the other parameters', () => {
    expect(splitAccessTokenParam('?ac=abc.def&payment_success=true')).toEqual({
      present: true,
      token: 'abc.def',
      rest: '?payment_success=true',
    });
    expect(splitAccessTokenParam('?ac=abc')).toEqual({ present: true, token: 'abc', rest: '' });
  });

  it('gives no token when the parameter is absent or empty', () => {
    expect(splitAccessTokenParam('')).toEqual({ present: false, token: null, rest: '' });
    expect(splitAccessTokenParam('?ac=&x=1')).toEqual({ present: true, token: null, rest: '?x=1' });
  });
});
