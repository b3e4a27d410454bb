import { describe, expect, it } from 'vitest';
import { LlmError, type ChatTurn } from './llm.js';
import { composePersonaReply, createPersonaEngine, MAJOR_ARCANA } from './persona-engine.js';
import {
  ask,
  cardsDrawn,
  expectNoCard,
  expectOneQuestionAtTheEnd,
  expectPhoneSized,
  reply,
} from '../../test/persona-engine.test-support.js';

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
}

const SAMPLE = [
  'Est-ce que mon couple va durer ?',
  'Mon patron ne me respecte pas',
  'J’ai des dettes et je n’arrive plus à payer mon loyer',
  'Ma fille ne me parle plus depuis des semaines',
  'Je suis épuisée et je dors très mal',
  'Que me réserve l’année prochaine ?',
  'Ma meilleure amie m’a trahie',
  'Mon père est décédé le mois dernier',
  'Je manque tellement de confiance en moi',
  'Je ne sais pas trop par où commencer',
];

describe('persona engine', () => {
  it('is deterministic: the same conversation always gets the same reply', () => {
    for (const text of SAMPLE) expect(reply(text)).toBe(reply(text));
  });

  it('gives different replies to different messages', () => {
    const replies = new Set(SAMPLE.map((text) => reply(text)));
    expect(replies.size).toBe(SAMPLE.length);
  });

  it.each([
    ['Est-ce que mon couple va durer ?', /couple|amoureuse|cœur/],
    ['Mon ex me manque depuis notre rupture', /ex|rupture|amoureuse|cœur/],
    ['Mon patron me met la pression au travail', /patron|travail|professionnelle/],
    ['J’ai des dettes et je n’arrive plus à payer mon loyer', /argent|financ|budget|loyer|dettes/],
    ['Mes parents ne comprennent pas mes choix', /parents|famille/],
    ['Je suis épuisée et je dors très mal', /médecin/],
    ['Que me réserve l’année prochaine ?', /année qui vient|avenir|chemin/],
    ['Ma meilleure amie m’a trahie', /amie|amitié/],
    ['Mon père est décédé le mois dernier', /perte de votre père|deuil/],
    ['J’ai peur de tout et je doute de moi', /inquiétudes|doutes|confiance/],
    ['je suis triste depuis des semaines', /tristesse/],
    ['Je me sens si seule le soir', /solitude/],
    ['Je suis tombée amoureuse de mon collègue marié', /amoureu/],
    ['Mon grand-père perd la mémoire', /santé de votre grand-père/],
    ['Je suis heureuse aujourd’hui, je voulais juste le dire', /belle nouvelle|plaisir à lire/],
    ['Est-ce que je dois accepter ce poste ?', /professionnel/],
    ['je galère à finir le mois', /fins de mois/],
    ['est ce que je vais avoir un bébé un jour', /désir d’enfant/],
    ['Je dois passer le permis la semaine prochaine, vais-je l’avoir ?', /épreuve/],
    ['J’ai rencontré quelqu’un sur une appli, est-ce que c’est sérieux ?', /rencontre/],
  ])('recognises the subject of « %s »', (text, expected) => {
    expect(reply(text)).toMatch(expected);
  });

  it('reuses the person’s own noun, as a reformulation', () => {
    expect(reply('Ma belle-mère critique tout ce que je fais')).toContain('votre belle-mère');
  });

  it('reads a subject with one major arcana card, in 4 short paragraphs ending with a question', () => {
    for (const text of SAMPLE) {
      const answer = reply(text);
      expect(cardsDrawn(answer)).toHaveLength(1);
      expectOneQuestionAtTheEnd(answer);
      expectPhoneSized(answer);
      expect(answer.split('\n\n')).toHaveLength(4);
    }
  });

  it('writes French, never filler', () => {
    for (const text of SAMPLE) {
      expect(reply(text)).not.toMatch(/lorem|ipsum|\b(?:the|you|and|your|is)\b|\{|undefined/i);
    }
  });

  it('answers a question about itself in a message that also names a subject, then reads it', () => {
    const answer = reply('Es-tu humaine ? Et mon couple, il va durer ?');
    expect(answer).toMatch(/intelligence artificielle, pas une personne/);
    expect(answer).toContain('votre couple');
    expect(cardsDrawn(answer)).toHaveLength(1);
    expect(answer).toMatch(/promettre|garantir/);
  });

  it('greets back before a reading when the message also says something', () => {
    const answer = reply('Bonsoir, mon mari ne me parle plus');
    expect(answer).toMatch(/^Bonsoir/);
    expect(cardsDrawn(answer)).toHaveLength(1);
  });

  it('does not promise the future or diagnose', () => {
    expect(reply('Est-ce qu’il va revenir ?')).toMatch(/promettre|garantir/);
    expect(reply('J’ai mal au dos tous les matins')).toContain('Je ne suis pas médecin');
  });

  it('draws a card on request, even with nothing else said', () => {
    const answer = reply('Tirez-moi une carte');
    expect(cardsDrawn(answer)).toHaveLength(1);
    expect(answer).toMatch(/sans question précise|Volontiers/);
  });

  it('streams word by word, and the pieces make the whole reply', async () => {
    const history = ask('Est-ce que mon couple va durer ?');
    const pieces = await collect(createPersonaEngine().stream({ system: '', history }));
    expect(pieces.length).toBeGreaterThan(50);
    expect(pieces.join('')).toBe(composePersonaReply(history));
    for (const piece of pieces) expect(piece).toMatch(/^\S+\s*$/);
  });

  it('streams the gentle reply, with no card, when the app asks for gentleness', async () => {
    const history: ChatTurn[] = ask('tire-moi une carte sur mon couple');
    const engine = createPersonaEngine();
    const ordinary = (await collect(engine.stream({ system: '', history }))).join('');
    const gentle = (await collect(engine.stream({ system: '', history, gentle: true }))).join('');
    expect(MAJOR_ARCANA.some((card) => ordinary.includes(card.name))).toBe(true);
    expectNoCard(gentle);
    expect(gentle).toBe(composePersonaReply(history, { gentle: true }));
  });

  it('waits between words when asked to', async () => {
    const engine = createPersonaEngine({ wordDelayMs: 1 });
    const started = performance.now();
    const pieces = await collect(engine.stream({ system: '', history: ask('Bonjour') }));
    expect(performance.now() - started).toBeGreaterThanOrEqual(pieces.length - 1);
  });

  it('stops with an aborted LlmError when the signal fires', async () => {
    const engine = createPersonaEngine();
    const already = engine.stream({
      system: '',
      history: ask('Bonjour'),
      signal: AbortSignal.abort(),
    });
    await expect(collect(already)).rejects.toMatchObject({ name: 'LlmError', kind: 'aborted' });

    const controller = new AbortController();
    const received: string[] = [];
    const slow = createPersonaEngine({ wordDelayMs: 5 }).stream({
      system: '',
      history: ask('Bonjour'),
      signal: controller.signal,
    });
    const run = (async () => {
      for await (const piece of slow) {
        received.push(piece);
        if (received.length === 3) controller.abort();
      }
    })();
    await expect(run).rejects.toBeInstanceOf(LlmError);
    expect(received).toHaveLength(3);
  });
});
