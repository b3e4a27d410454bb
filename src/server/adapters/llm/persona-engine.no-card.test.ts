import { describe, expect, it } from 'vitest';
import { AI_DISCLOSURE } from '#shared/persona.js';
import {
  ABOUT_HERSELF,
  GIFT,
  GREETINGS,
  HUMAN,
  INSULTS,
  PRICES,
} from './persona-engine.phrasings.js';
import {
  expectNoCard,
  expectOneQuestionAtTheEnd,
  expectPhoneSized,
  FORBIDDEN,
  reply,
} from '../../test/persona-engine.test-support.js';

// Issue 10 « The persona »: what gets no card (greetings, questions about Céleste, insults,
// prices, thanks, goodbyes, other languages), each over many phrasings.

describe('no card for a greeting, an insult, a price or a question about itself', () => {
  it.each(GREETINGS)('welcomes « %s » without a card and asks what brings the person', (text) => {
    const answer = reply(text);
    expectNoCard(answer);
    expectOneQuestionAtTheEnd(answer);
    expectPhoneSized(answer);
    // The app prepends its disclosure to a first reply: the engine does not repeat it.
    expect(answer).not.toContain(AI_DISCLOSURE);
  });

  it('answers « comment allez-vous » as an AI with no days of its own', () => {
    expect(reply('Bonjour Céleste, comment allez-vous ?')).toMatch(/intelligence artificielle|IA/);
  });

  it.each(HUMAN)('« %s »: says it is an AI, never human, without a card', (text) => {
    const answer = reply(text);
    expect(answer).toMatch(/intelligence artificielle/);
    expect(answer).toMatch(/pas (?:humaine|une personne)/);
    expect(answer).not.toMatch(FORBIDDEN);
    expect(answer).not.toContain(AI_DISCLOSURE);
    expectNoCard(answer);
    expectOneQuestionAtTheEnd(answer);
  });

  it.each(GIFT)(
    '« %s »: no gift, an AI offering a reflection in the style of a reading',
    (text) => {
      const answer = reply(text);
      expect(answer).toMatch(/(?:aucun|pas de) don/);
      expect(answer).toMatch(/intelligence artificielle|une IA/);
      expect(answer).toMatch(/réflexion/);
      expect(answer).toMatch(/hasard/);
      expectNoCard(answer);
      expectOneQuestionAtTheEnd(answer);
    },
  );

  it.each(ABOUT_HERSELF)('answers « %s » about itself, as an AI, without a card', (text) => {
    const answer = reply(text);
    expect(answer).toMatch(/intelligence artificielle|une IA/);
    expect(answer).not.toMatch(FORBIDDEN);
    expectNoCard(answer);
    expectOneQuestionAtTheEnd(answer);
  });

  it.each(INSULTS)('« %s »: a calm, kind boundary, no card', (text) => {
    const answer = reply(text);
    expect(answer).toMatch(/respect|courtoise/);
    expectNoCard(answer);
    expectOneQuestionAtTheEnd(answer);
  });

  it.each([
    'je suis nulle',
    'Je me trouve tellement nulle en amour',
    'mon ex m’a traitée de conne devant tout le monde',
    'Ma patronne est une idiote',
    'Elle est folle de lui',
  ])('does not take « %s » for an insult to Céleste', (text) => {
    expect(reply(text)).not.toMatch(/respect|courtoise/);
  });

  it.each(PRICES)('« %s »: points to the plans page without a card or a hard sell', (text) => {
    const answer = reply(text);
    expect(answer).toContain('forfaits');
    expect(answer).toMatch(/Rien ne presse|à votre rythme/);
    expect(answer).not.toMatch(/promo|profitez|dépêchez|offre limitée/i);
    expectNoCard(answer);
    expectOneQuestionAtTheEnd(answer);
  });

  it.each(['merci', 'Merci beaucoup Céleste', 'mrc', 'je vous remercie', 'merci pour tout'])(
    'thanks « %s » without a card',
    (text) => {
      const answer = reply(text);
      expectNoCard(answer);
      expectOneQuestionAtTheEnd(answer);
    },
  );

  it.each(['au revoir', 'Merci, au revoir', 'bonne nuit', 'A bientôt !', 'bye'])(
    'says goodbye to « %s » with a wish, the one reply without a question',
    (text) => {
      const answer = reply(text);
      expectNoCard(answer);
      expect(answer).toMatch(/soin de vous|à bientôt|revenir|revenez/i);
      expect(answer).not.toContain('?');
    },
  );
});

describe('the service is in French', () => {
  it.each([
    ['Will my boyfriend come back?', 'This service'],
    ['Hello, how are you?', 'This service'],
    ['I need help with my love life', 'This service'],
    ['Are you a real psychic?', 'This service'],
    ['What does the future hold for me', 'This service'],
    ['¿Mi novio volverá?', 'Este servicio'],
    ['Hola, quiero saber mi futuro', 'Este servicio'],
    ['Tengo problemas con mi novio', 'Este servicio'],
    ['¿Qué me depara el amor este año?', 'Este servicio'],
    ['estoy muy triste por mi trabajo', 'Este servicio'],
    ['Wird mein Freund zurückkommen?', 'Dieser Dienst'],
    ['Hallo, ich habe eine Frage zu meiner Zukunft', 'Dieser Dienst'],
    ['Ich bin traurig und weiß nicht was ich tun soll', 'Dieser Dienst'],
    ['Liebt er mich noch?', 'Dieser Dienst'],
    ['Was sagt die Karte für meine Arbeit', 'Dieser Dienst'],
    ['good morning', 'This service'],
    ['I am so sad', 'This service'],
    ['Estoy triste', 'Este servicio'],
  ])('answers « %s » in French, saying the service is in French', (text, courtesy) => {
    const answer = reply(text);
    expect(answer).toMatch(/uniquement en français|qu’en français/);
    expect(answer).toContain(courtesy);
    expectNoCard(answer);
    expectOneQuestionAtTheEnd(answer);
    // French apart from the one italic courtesy line.
    expect(answer.replace(/\*[^*]+\*/g, '')).not.toMatch(
      /\b(?:the|you|and|your|is|el|mi|und|ist)\b/,
    );
  });

  it.each([
    'Hello, mon couple va mal',
    'mon job me stresse',
    'ok merci',
    'je suis en burn out',
    'Mon copain est so cute mais il ne me répond plus',
  ])('keeps « %s » as French', (text) => {
    expect(reply(text)).not.toMatch(/uniquement en français|qu’en français/);
  });
});
