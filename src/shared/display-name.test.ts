import { describe, expect, it } from 'vitest';
import { displayFirstName } from './display-name.js';

describe('displayFirstName', () => {
  it('capitalises the first letter only, accents included', () => {
    expect(displayFirstName(' camille ')).toBe('Camille');
    expect(displayFirstName('élodie')).toBe('Élodie');
    expect(displayFirstName('jean-marc')).toBe('Jean-marc');
    expect(displayFirstName('')).toBe('');
  });
});
