import { describe, expect, it } from 'vitest';
import { strongPasswordSchema } from '#shared/schemas/auth';
import { PASSWORD_RULES } from './password-rules';

const passesRules = (password: string) => PASSWORD_RULES.every((rule) => rule.test(password));

describe('PASSWORD_RULES', () => {
  it('agree with the shared schema on what is accepted', () => {
    for (const password of [
      '',
      'abc',
      'abcdefgh',
      'ABCDEFGH',
      '12345678',
      'abcdEFGH',
      'abcdefg1',
      'ABCDEFG1',
      'Abcdef1',
      'Abcdefg1',
      'Motdepasse2025',
      'éÉàÀ1234',
    ]) {
      expect(passesRules(password), password).toBe(
        strongPasswordSchema.safeParse(password).success,
      );
    }
  });

  it('tells which rule is missing', () => {
    const failing = (password: string) =>
      PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id);
    expect(failing('abc')).toEqual(['length', 'upper', 'digit']);
    expect(failing('Abcdefgh')).toEqual(['digit']);
    expect(failing('Abcdefg1')).toEqual([]);
  });
});
