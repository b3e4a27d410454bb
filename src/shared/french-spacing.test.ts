import { describe, expect, it } from 'vitest';
import { NBSP, NNBSP, frenchSpacing } from './french-spacing';

describe('frenchSpacing', () => {
  it('ties « ? ! ; » to the word before them with a narrow non-breaking space', () => {
    expect(frenchSpacing('Résilier votre forfait Découverte ?')).toBe(
      `Résilier votre forfait Découverte${NNBSP}?`,
    );
    expect(frenchSpacing('Merci ! À bientôt ; vraiment')).toBe(
      `Merci${NNBSP}! À bientôt${NNBSP}; vraiment`,
    );
  });

  it('ties « : » with a non-breaking space, and leaves addresses and times alone', () => {
    expect(frenchSpacing('Paiement unique : 1,40 € le message')).toBe(
      `Paiement unique${NBSP}: 1,40${NBSP}€ le message`,
    );
    expect(frenchSpacing('https://exemple.fr à 10:30')).toBe('https://exemple.fr à 10:30');
  });

  it('keeps a price with its unit and the guillemets with their words', () => {
    expect(frenchSpacing('10 messages pour 14 €, soit 5 %')).toBe(
      `10 messages pour 14${NBSP}€, soit 5${NBSP}%`,
    );
    expect(frenchSpacing('le bouton « Voir les forfaits »')).toBe(
      `le bouton «${NNBSP}Voir les forfaits${NNBSP}»`,
    );
  });

  it('leaves a text already spaced, or without spaces, as it is', () => {
    const spaced = `Vraiment${NNBSP}? Oui${NBSP}: 14${NBSP}€`;
    expect(frenchSpacing(spaced)).toBe(spaced);
    expect(frenchSpacing('3114')).toBe('3114');
  });
});
