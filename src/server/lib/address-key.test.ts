import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.js';

describe('the address a per-address limit counts (D10)', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:0db8:85a3:08d3:abcd::1', '2001:db8:85a3:8d3::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['pas-une-adresse', 'pas-une-adresse'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('puts two addresses of one /64 together, and another /64 apart', () => {
    expect(addressKey('2a01:cb00:1:2:aaaa::1')).toBe(
      addressKey('2a01:cb00:1:2:bbbb:cccc:dddd:eeee'),
    );
    expect(addressKey('2a01:cb00:1:3::1')).not.toBe(addressKey('2a01:cb00:1:2::1'));
  });
});
