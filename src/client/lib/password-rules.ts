import { STRONG_PASSWORD_MIN } from '#shared/password-lengths';

export interface PasswordRule {
  id: 'length' | 'lower' | 'upper' | 'digit';
  label: string;
  test: (password: string) => boolean;
}

/**
 * The rules of strongPasswordSchema (spec §5), listed under the field so that
 * the user sees what is missing while typing instead of after a failed submit.
 * The schema stays the authority: the unit test checks that both agree.
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `Au moins ${STRONG_PASSWORD_MIN} caractères`,
    test: (password) => password.length >= STRONG_PASSWORD_MIN,
  },
  { id: 'lower', label: 'Une lettre minuscule', test: (password) => /[a-z]/.test(password) },
  { id: 'upper', label: 'Une lettre majuscule', test: (password) => /[A-Z]/.test(password) },
  { id: 'digit', label: 'Un chiffre', test: (password) => /[0-9]/.test(password) },
];

/** One sentence for the field's hint (read by screen readers with the field). */
export const PASSWORD_RULES_HINT = `Au moins ${STRONG_PASSWORD_MIN} caractères, dont une lettre minuscule, une lettre majuscule et un chiffre.`;
