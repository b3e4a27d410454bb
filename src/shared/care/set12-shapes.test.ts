/**
 * Set 12's shapes (ADR 011, 2026-11-28, « Set 12: first look, and what the
 * rules learnt from it »), on the rules alone, each both ways: the act
 * conjugated or said as done, a floor named by its number, a bullet, and
 * recovery told in the past.
 */
import { describe, expect, it } from 'vitest';
import { assessMessages, needsCare } from './assess.js';

const care = (...messages: string[]) => needsCare(assessMessages(messages, { learned: false }));

describe('the act conjugated, or said as done', () => {
  it.each([
    ['Si le rendez-vous à la banque se passe mal, j’en finis.'],
    ['J’en finirai avant Noël, c’est décidé.'],
    ['Un soir je sortirai seul en mer et je me laisserai couler.'],
    ['Je me mets une balle si elle part.'],
    ['Je me tirerais une balle plutôt que de retourner là-bas.'],
    ['Je vais sauter du 8e, la fenêtre est ouverte.'],
    ['Je pense à sauter du huitième étage.'],
    ['Je vais me mettre une balle.'],
  ])('fires on « %s »', (text) => expect(care(text)).toBe(true));

  it.each([
    ['J’en finis avec ce dossier demain, enfin !'],
    ['J’en ai fini avec lui, place à autre chose.'],
    ['Ce soir je me laisserai couler dans le bain avec un bon livre.'],
    ['Je me suis mis une balle dans le pied avec ce contrat.'],
    ['Mon fils a sauté du 3e plongeoir à la piscine, quelle fierté.'],
    ['Je n’ai jamais pensé à me mettre une balle, rassurez-vous.'],
  ])('leaves « %s »', (text) => expect(care(text)).toBe(false));
});

describe('someone close who speaks of a bullet or of letting go', () => {
  it.each([
    ['Mon frère m’a dit au téléphone qu’il allait se mettre une balle.'],
    ['Mon mari parle de se laisser couler avec son bateau.'],
  ])('fires on « %s »', (text) => expect(care(text)).toBe(true));
});

describe('recovery told in the past', () => {
  it.each([
    [
      'Je me coupais pendant mon adolescence, c’est fini depuis longtemps, je voulais juste en parler.',
    ],
    ['En prison j’ai pensé à en finir. Mais j’ai tenu, et aujourd’hui j’ai un travail.'],
    [
      'Il y a huit ans j’ai fait une tentative de suicide. Je n’ai plus jamais eu ces idées, je vais bien.',
    ],
    ['Les gens croient qu’avec une maladie pareille on a envie de mourir. Moi je vis, je voyage.'],
  ])('leaves « %s »', (text) => expect(care(text)).toBe(false));

  it.each([
    ['Je me coupais pendant mon adolescence, c’est fini, mais depuis hier j’ai recommencé.'],
    ['En prison j’ai pensé à en finir, et j’y pense encore.'],
    // In prison now, not in the past: others' « ça va mieux » is no recovery of the writer's.
    ['Je suis en prison, j’ai envie d’en finir. Les autres disent que ça va mieux après.'],
    ['Les gens croient que j’ai envie de mourir, et ils ont raison.'],
  ])('still fires on « %s »', (text) => expect(care(text)).toBe(true));
});
