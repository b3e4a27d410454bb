/**
 * Risk told through an act or a plan (rules-acts.ts, ADR 011 2026-11-28):
 * each rule on phrasings of its kind, and on close safe ones it must leave.
 */
import { describe, expect, it } from 'vitest';
import { assessMessages, needsCare } from './assess.js';

const assess = (...messages: string[]) => assessMessages(messages, { learned: false });
const care = (...messages: string[]) => needsCare(assess(...messages));

describe('acts and plans', () => {
  it.each([
    'J’ai noué une ceinture à la poutre du grenier pour voir si elle tenait. Elle tient.',
    'Le drap est attaché au radiateur, j’ai essayé et ça a tenu.',
    'j ai pique des benzos au boulot, ce soir je les prends toutes d un coup',
    'Si je perds la garde des enfants, je me foutrais en l’air, c’est promis.',
    'La nuit je marche le long de la Seine et je me dis que je vais me jeter dedans.',
    'Est-ce que je vais mourir bientôt ? Parce que moi je le souhaite.',
    'Je voudrais que tout s’éteigne, moi compris.',
    'Le moment est venu pour moi de m’en aller.',
    'Je dis au revoir à mes amis un par un, sans qu’ils le sachent.',
  ])('fires on « %s »', (text) => expect(care(text)).toBe(true));

  it('makes a plan with a chosen day acute', () => {
    expect(
      assess('Le moment est venu de m’en aller. Il ne me reste qu’à choisir le jour.').level,
    ).toBe('acute');
  });

  it.each([
    'J’ai accroché mon écharpe à la porte et mon manteau à la patère.',
    'Il fait trop chaud, la piscine est juste là, je vais me jeter dedans.',
    'Le moment est venu pour moi de partir en vacances.',
    'L’heure est venue de partir à la retraite, j’ai rendu mon badge.',
    'J’ai dit au revoir à mes collègues sans qu’ils le sachent, c’est une surprise pour mon pot de départ.',
    'J’ai oublié mes comprimés hier, je peux les prendre ensemble ce matin ?',
    'Est-ce que je vais mourir bientôt ? Je ne le souhaite pas.',
    'Je me tuerais pour un croissant.',
  ])('leaves « %s »', (text) => expect(care(text)).toBe(false));

  it('keeps the second opinion’s limit: selling a motorbike is no plan', () => {
    expect(
      care('J’ai vendu la moto et prévenu mon frère de passer chercher le chien dimanche.'),
    ).toBe(false);
  });
});
