import { describe, expect, it } from 'vitest';
import { centsAsEurosInput, parseEuros } from './euros.js';

describe('parseEuros', () => {
  it('reads euros typed the French or the English way as cents', () => {
    expect(parseEuros('3,50')).toBe(350);
    expect(parseEuros('3.5')).toBe(350);
    expect(parseEuros(' 12 ')).toBe(1200);
    expect(parseEuros('7,00 €')).toBe(700);
    expect(parseEuros('1\u00a0000,05')).toBe(100005);
    expect(parseEuros('0,01')).toBe(1);
  });

  it('refuses what is not an amount', () => {
    for (const typed of ['', ',50', '3,505', '-2', '3,5,0', 'deux', '1e3', '12345678']) {
      expect(parseEuros(typed), typed).toBeNull();
    }
  });

  it('writes cents back as the field shows them', () => {
    expect(centsAsEurosInput(700)).toBe('7,00');
    expect(centsAsEurosInput(5)).toBe('0,05');
    expect(parseEuros(centsAsEurosInput(123456))).toBe(123456);
  });
});
