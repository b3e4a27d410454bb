import { describe, expect, it } from 'vitest';
import { LlmError, type ChatTurn } from './llm.js';
import { MAJOR_ARCANA, composePersonaReply, createPersonaEngine } from './persona-engine.js';

const ask = (content: string): ChatTurn[] => [{ role: 'user', content }];

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
    for (const text of SAMPLE)
      expect(composePersonaReply(ask(text))).toBe(composePersonaReply(ask(text)));
  });

  it('gives different replies to different messages', () => {
    const replies = new Set(SAMPLE.map((text) => composePersonaReply(ask(text))));
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
    ['J’ai peur de tout et je doute de moi', /peurs|doutes|confiance/],
  ])('recognises the theme of « %s »', (text, expected) => {
    expect(composePersonaReply(ask(text))).toMatch(expected);
  });

  it('reuses the person’s own noun', () => {
    expect(composePersonaReply(ask('Ma belle-mère critique tout ce que je fais'))).toContain(
      'votre belle-mère',
    );
  });

  it('draws a major arcana card and ends with a question', () => {
    for (const text of SAMPLE) {
      const reply = composePersonaReply(ask(text));
      expect(MAJOR_ARCANA.some((card) => reply.includes(`**${card.name}**`))).toBe(true);
      expect(reply.trim().endsWith('?')).toBe(true);
    }
  });

  it('writes a full French reply, never filler', () => {
    for (const text of SAMPLE) {
      const reply = composePersonaReply(ask(text));
      expect(reply.length).toBeGreaterThan(300);
      expect(reply.split('\n\n').length).toBeGreaterThanOrEqual(4);
      expect(reply).not.toMatch(/lorem|ipsum|\b(?:the|you|and|your|is)\b|\{|undefined/i);
    }
  });

  it('says it is an AI when asked, whatever the wording', () => {
    for (const text of [
      'Es-tu une IA ?',
      'tu es humaine ?',
      'Êtes-vous réelle ?',
      't’es un robot ?',
      'Are you a bot?',
    ]) {
      const reply = composePersonaReply(ask(text));
      expect(reply).toContain('intelligence artificielle');
      expect(reply).toContain('pas une personne réelle');
    }
  });

  it('welcomes a greeting and presents itself as an AI', () => {
    const reply = composePersonaReply(ask('Bonjour !'));
    expect(reply).toMatch(/^Bonjour/);
    expect(reply).toContain('intelligence artificielle');
    expect(reply.trim().endsWith('?')).toBe(true);
  });

  it('does not promise the future or diagnose', () => {
    expect(composePersonaReply(ask('Est-ce qu’il va revenir ?'))).toContain(
      'Je ne peux pas vous promettre',
    );
    expect(composePersonaReply(ask('J’ai mal au dos tous les matins'))).toContain(
      'Je ne suis pas médecin',
    );
  });

  it('follows an earlier subject when the new message names none', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'Mon mari ne me parle plus' },
      { role: 'assistant', content: composePersonaReply(ask('Mon mari ne me parle plus')) },
      { role: 'user', content: 'Et ensuite ?' },
    ];
    expect(composePersonaReply(history)).toContain('votre mari');
  });

  it('streams word by word, and the pieces make the whole reply', async () => {
    const history = ask('Est-ce que mon couple va durer ?');
    const pieces = await collect(createPersonaEngine().stream({ system: '', history }));
    expect(pieces.length).toBeGreaterThan(50);
    expect(pieces.join('')).toBe(composePersonaReply(history));
    for (const piece of pieces) expect(piece).toMatch(/^\S+\s*$/);
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
