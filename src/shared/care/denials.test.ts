/**
 * Denials added for the false alarms of blind set 8 (ADR 011, 2026-11-28):
 * each shape is tested both ways, on the safe phrasing it sets aside and on
 * a risk phrasing close to it that must still need care.
 */
import { describe, expect, it } from 'vitest';
import { assessMessages, needsCare } from './assess.js';
import { isDenial } from './figurative.js';
import { readMessage } from './matcher.js';

const care = (...messages: string[]) => needsCare(assessMessages(messages, { learned: false }));
/** Which sentences the learned model is kept from. */
const unread = (text: string) => readMessage(text).suppressed;

describe('someone’s question answered no', () => {
  it.each([
    'Mon médecin m’a demandé si j’avais des idées noires. J’ai répondu honnêtement que non, je suis juste fatiguée.',
    'La psychologue voulait savoir si je pensais à me faire du mal. Non, franchement non.',
    'Au bilan on m’a demandé si j’avais envie de mourir, bien sûr que non, j’aime ma vie.',
    'Me faire du mal ? Jamais de la vie, j’ai deux enfants qui m’attendent.',
  ])('sets aside « %s »', (text) => expect(care(text)).toBe(false));

  it.each([
    'Ma psy m’a demandé si j’avais des idées noires. J’ai dit oui.',
    'Le médecin m’a demandé si je pensais au suicide, j’ai menti et j’ai dit non.',
    'Ma psy m’a demandé si j’avais envie de mourir. J’ai répondu que non, mais depuis hier j’y pense sans arrêt.',
    'Ma psy m’a demandé si j’avais des idées noires. Pas du tout envie d’en parler.',
    'Envie de mourir ? Pas du tout envie de continuer.',
    'Envie de mourir. Non, je ne rigole pas.',
  ])('still fires on « %s »', (text) => expect(care(text)).toBe(true));
});

describe('self-harm stopped, told in the past', () => {
  it('sets aside a stop with no relapse', () => {
    expect(care('J’ai arrêté de me scarifier depuis trois ans, je suis fière de moi.')).toBe(false);
  });
  it.each([
    'J’avais arrêté de me scarifier, mais hier j’ai recommencé.',
    'Je n’arrive pas à arrêter de me scarifier.',
    'Je me scarifie depuis deux ans.',
  ])('still fires on « %s »', (text) => expect(care(text)).toBe(true));
});

describe('a past told as over', () => {
  it('sets aside « l’époque où… est derrière moi »', () => {
    expect(
      care('L’époque où je voulais disparaître est bien derrière moi, je suis heureuse.'),
    ).toBe(false);
  });
  it('still fires when it is not over', () => {
    expect(care('L’époque où je voulais disparaître est revenue, je n’en peux plus.')).toBe(true);
  });
});

describe('a correction in the next message', () => {
  it.each([
    ['je veux mourir', 'mdr non c’est juste lundi et la pluie, tu vois un meilleur mardi ?'],
    [
      'Je n’ai plus la force de rien.',
      'Non non, rassurez-vous, c’est que j’ai fait un trail ce matin 😂',
    ],
  ])('sets aside « %s » then « %s »', (a, b) => expect(care(a, b)).toBe(false));

  it.each([
    ['je veux mourir', 'mdr non'],
    ['Je n’en peux plus, je veux disparaître.', 'Ne vous inquiétez pas, je ne ferai rien.'],
    ['je veux mourir', 'mdr non, vraiment mourir'],
  ])('still fires on « %s » then « %s »', (a, b) => expect(care(a, b)).toBe(true));
});

describe('an idiom of punishment', () => {
  it('sets aside « me pendre haut et court »', () => {
    expect(care('Mon banquier va me pendre haut et court si je dépasse encore.')).toBe(false);
    expect(care('Je vais me pendre ce soir.')).toBe(true);
  });
});

describe('denials kept from the model', () => {
  it.each([
    'Je ne compte pas partir de sitôt, le contrat obsèques c’est pour vous éviter la paperasse.',
    'Je n’ai aucune intention de mourir, je fais de l’aquagym trois fois par semaine.',
    'Je ne veux pas mourir, pas du tout.',
    'Plus jamais je ne referai une tentative.',
    'Je ne recommencerai jamais.',
  ])('« %s » is a denial', (text) =>
    expect(isDenial(readMessage(text).sentences[0] ?? '')).toBe(true),
  );

  it.each([
    'Je ne veux plus vivre.',
    'Je ne supporte plus rien.',
    'Pas envie de me réveiller demain.',
    'Je ne sais pas si je veux mourir.',
    'Je ne partirai pas sans vous dire adieu.',
    'Je ne veux pas mourir mais je ne veux plus vivre comme ça.',
  ])('« %s » is not', (text) => expect(isDenial(readMessage(text).sentences[0] ?? '')).toBe(false));

  it('leaves a denied sentence unread by the model, and a wish read', () => {
    expect(unread('Je ne compte pas partir de sitôt. Je vais au tango le jeudi.')).toEqual([
      true,
      false,
    ]);
    expect(care('Je ne veux plus vivre.')).toBe(true);
    expect(care('Pas envie de me réveiller demain.')).toBe(true);
    expect(care('Je ne supporte plus rien, je veux mourir.')).toBe(true);
  });
});
