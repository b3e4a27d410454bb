import { describe, expect, it } from 'vitest';
import { remainingLabel } from './remaining-label';

describe('remainingLabel', () => {
  it('agrees in number, and says when none is left', () => {
    expect(remainingLabel(3)).toBe('3 messages gratuits restants');
    expect(remainingLabel(2)).toBe('2 messages gratuits restants');
    expect(remainingLabel(1)).toBe('1 message gratuit restant');
    expect(remainingLabel(0)).toBe('Aucun message gratuit restant');
  });
});
