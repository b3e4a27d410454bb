/**
 * Set 10's three explicit misses (ADR 011, 2026-11-28, « Set 10's explicit
 * misses »), on the rules alone, each shape both ways: the wish as the
 * object of a noun, SMS spellings of penser / vouloir / avoir envie, and
 * voices that order the writer to die.
 */
import { describe, expect, it } from 'vitest';
import { assessMessages, needsCare } from './assess.js';
import { normalizeForCare } from './normalize.js';

const care = (...messages: string[]) => needsCare(assessMessages(messages, { learned: false }));

describe('the wish as the object of a noun', () => {
  it.each([
    ['Douze heures seul devant les écrans, et toute la nuit une seule pensée : me tuer.'],
    ['Mon idée fixe : en finir.'],
    ['Je n’ai qu’une envie, mourir.'],
    ['Ma seule pensée ce soir : mourir.'],
    ['Je suis obsédé par l’idée de me tuer.'],
    ['L’idée de me suicider ne me quitte plus.'],
  ])('fires on « %s »', (text) => expect(care(text)).toBe(true));

  it.each([
    ['Toute la journée une seule pensée : les vacances.'],
    ['Mon idée fixe : en finir avec ce dossier avant Noël.'],
    ['Je n’ai qu’une envie, mourir de rire devant ce spectacle.'],
    ['Ma seule pensée : mourir vieille, entourée de mes petits-enfants.'],
    ['Mon idée fixe : partir en vacances.'],
    ['Je n’ai jamais eu une seule pensée : me tuer.'],
    // Someone else's wish to kill the writer is not the writer's wish.
    ['Il est obsédé par l’idée de me tuer.'],
  ])('leaves « %s »', (text) => expect(care(text)).toBe(false));
});

describe('SMS spellings of penser, vouloir, avoir envie', () => {
  it.each([
    ['non en vré jme sen tro mal jpens a me tuer tt les soir', 'je pense a me tuer'],
    ['jpen a me tuer', 'je pense a me tuer'],
    ['jveu mourir', 'je veux mourir'],
    ['jve mourir', 'je veux mourir'],
    ['g envi d mourir', 'j ai envie d mourir'],
    ['jai envi de me tuer', 'j ai envie de me tuer'],
    ['jvoudré mourir', 'je voudrais mourir'],
  ])('reads « %s » as « %s » and fires', (text, spelled) => {
    expect(normalizeForCare(text)).toContain(spelled);
    expect(care(text)).toBe(true);
  });

  it.each([
    ['jpens a me tuer a la tache pour ce taf'],
    ['jpen a mes vacances tt le temps'],
    ['g envi de dormir'],
  ])('leaves « %s »', (text) => expect(care(text)).toBe(false));

  it('keeps « sen » as « s en » where it is not after « me »', () =>
    expect(normalizeForCare('tout le monde sen fout')).toBe('tout le monde sen fout'));
});

describe('voices that order the writer to die', () => {
  it.each([
    [
      'Les voix me disent de mourir, et ce qui m’effraie c’est que maintenant moi aussi je le veux.',
    ],
    ['Les voix me disent de sauter par la fenêtre du 8e.'],
    ['Une voix dans ma tête me dit de me tuer.'],
    ['les voix me dise que je dois mourir'],
  ])('fires on « %s »', (text) => expect(care(text)).toBe(true));

  it('answers the worried when the voices speak to someone close', () => {
    const a = assessMessages(
      ['Mon frère entend des voix qui lui disent de se tuer, je suis inquiète.'],
      { learned: false },
    );
    expect(needsCare(a)).toBe(true);
    expect(a.otherAtRisk).toBe(true);
  });

  it.each([
    ['J’adore les voix du chœur de Notre-Dame, elles me donnent des frissons.'],
    ['Les voix du chœur me disent de chanter plus fort.'],
    ['Le GPS et sa voix me disent de tourner à gauche.'],
    ['Dans le film, le héros dit : « les voix me disent de me tuer ».'],
    ['Dans la série, le héros entend des voix qui lui disent de mourir.'],
  ])('leaves « %s »', (text) => expect(care(text)).toBe(false));
});
