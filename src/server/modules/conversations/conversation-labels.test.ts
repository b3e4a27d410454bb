import { describe, expect, it } from 'vitest';
import { summaryFrom, titleFrom } from './conversation-labels.js';

describe('conversation labels', () => {
  it('titles a conversation from its first message', () => {
    expect(titleFrom('  est-ce que   mon couple va durer ?')).toBe(
      'Est-ce que mon couple va durer ?',
    );
    const long = titleFrom(
      'je voudrais savoir si je vais enfin trouver un travail qui me plaît vraiment cette année',
    );
    expect(long.length).toBeLessThanOrEqual(49);
    expect(long.endsWith('…')).toBe(true);
    expect(long.startsWith('Je voudrais savoir')).toBe(true);
    expect(titleFrom('   ')).toBe('Nouvelle consultation');
  });

  it('summarises the topics raised, most mentioned first', () => {
    expect(summaryFrom(['Mon patron me stresse', 'Mon travail me pèse', 'Et mon copain ?'])).toBe(
      'Travail · Santé · Amour',
    );
    expect(summaryFrom(['Bonjour'])).toBeNull();
  });
});
