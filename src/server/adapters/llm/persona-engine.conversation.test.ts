import { describe, expect, it } from 'vitest';
import { type ChatTurn } from './llm.js';
import { composePersonaReply, MAJOR_ARCANA } from './persona-engine.js';
import {
  cardsDrawn,
  cardsNamed,
  converse,
  expectNoCard,
  expectOneQuestionAtTheEnd,
  expectPhoneSized,
  FORBIDDEN,
  OMINOUS,
  paragraphsOf,
  repliesOf,
} from '../../test/persona-engine.test-support.js';

// Behaviours that need the conversation: what was drawn before, what was already said.

const CONVERSATIONS = [
  [
    'Bonjour',
    'Est-ce que mon mari va revenir ?',
    'pourquoi cette carte ?',
    'Et ensuite ?',
    'oui',
    'Et mon travail ?',
  ],
  [
    'Mon père est décédé le mois dernier',
    'tire moi une carte',
    'pourquoi cette carte',
    'et la suite ?',
    'et ensuite ?',
    'encore',
  ],
  [
    'Mon patron ne me respecte pas',
    'Et ensuite ?',
    'Et ensuite ?',
    'Et ensuite ?',
    'Et ensuite ?',
    'Et ensuite ?',
  ],
  ['Bonjour', 'Bonjour', 'Bonjour', 'Bonjour', 'Bonjour', 'Bonjour'],
  ['merci', 'merci', 'merci', 'merci', 'merci', 'merci'],
  ['t’es nulle', 'connasse', 't’es nulle', 'arnaque', 'ta gueule', 't’es nulle'],
  [
    'Es-tu humaine ?',
    'es-tu une vraie voyante ?',
    'Combien ça coûte ?',
    'Quel médicament prendre pour dormir ?',
    'mon chat est malade',
    'Je me sens seule',
  ],
];

describe('a conversation', () => {
  it.each(CONVERSATIONS.map((messages) => [messages.join(' / '), messages] as const))(
    'never repeats a paragraph over six turns: %s',
    (_name, messages) => {
      const replies = repliesOf(converse(messages));
      const seen = new Set<string>();
      for (const text of replies) {
        for (const paragraph of paragraphsOf(text)) {
          expect(seen.has(paragraph), `repeated: ${paragraph}`).toBe(false);
          seen.add(paragraph);
        }
        expectPhoneSized(text);
        expectOneQuestionAtTheEnd(text);
        expect(text).not.toMatch(FORBIDDEN);
      }
    },
  );

  it('does not repeat a paragraph either under gentle care', () => {
    const replies = repliesOf(
      converse(['Je suis triste', 'Je suis triste', 'Je suis triste', 'Je suis triste'], {
        gentle: true,
      }),
    );
    const paragraphs = replies.flatMap(paragraphsOf);
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
    for (const text of replies) expectNoCard(text);
  });

  it('draws a new card each time while fresh ones remain', () => {
    const replies = repliesOf(
      converse(['Mon couple va-t-il durer ?', ...Array(6).fill('Et ensuite ?')]),
    );
    const drawn = replies.flatMap(cardsDrawn);
    expect(drawn).toHaveLength(7);
    expect(new Set(drawn).size).toBe(7);
  });

  it('keeps soothing cards after grief, even when the next message names nothing painful', () => {
    const replies = repliesOf(
      converse(['Ma mère est morte la semaine dernière', 'tire-moi une carte', 'et ensuite ?']),
    );
    for (const text of replies) {
      expect(cardsDrawn(text).filter((card) => OMINOUS.includes(card))).toEqual([]);
    }
  });

  it('follows an earlier subject when the new message names none', () => {
    const history = converse(['Mon mari ne me parle plus', 'Et ensuite ?']);
    expect(history.at(-1)?.content).toContain('votre mari');
  });

  it('draws a card when the person says yes to one', () => {
    const history = converse(['pourquoi cette carte ?', 'oui']);
    expect(cardsNamed(history[1]!.content)).toEqual([]);
    expect(cardsDrawn(history[3]!.content)).toHaveLength(1);
  });

  it('is deterministic: the same history gets the same reply, turn after turn', () => {
    for (const messages of CONVERSATIONS) {
      expect(converse(messages)).toEqual(converse(messages));
      expect(converse(messages, { gentle: true })).toEqual(converse(messages, { gentle: true }));
    }
  });
});

describe('« pourquoi cette carte ? »', () => {
  const WHY = [
    'Pourquoi cette carte ?',
    'pourquoi cette carte',
    'pk cette carte ??',
    'Pourquoi avoir choisi cette carte ?',
    'Que signifie cette carte ?',
    'c’est quoi cette carte',
    'explique moi la carte',
    'Pourquoi tu as tiré cette carte-là ?',
  ];

  it.each(WHY)('« %s » explains the card drawn earlier, as a reflection aid', (question) => {
    const history = converse(['Est-ce que mon couple va durer ?', question]);
    const [drawn] = cardsDrawn(history[1]!.content);
    const answer = history[3]!.content;
    const card = MAJOR_ARCANA.find((arcana) => arcana.name === drawn)!;
    expect(cardsDrawn(answer)).toEqual([drawn]);
    expect(answer).toContain(card.symbol);
    expect(answer).toContain(card.meaning);
    expect(answer).toMatch(/hasard/);
    expect(answer).toMatch(/pas (?:de|à une|une|un) (?:prédiction|verdict)/);
    expect(answer).toContain('votre couple');
    expectOneQuestionAtTheEnd(answer);
  });

  it('names the latest card after two readings', () => {
    const history = converse(['Mon travail me pèse', 'Et ensuite ?', 'Pourquoi cette carte ?']);
    const [latest] = cardsDrawn(history[3]!.content);
    expect(cardsDrawn(history[5]!.content)).toEqual([latest]);
  });

  it('explains a card named by the person when it was drawn', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'Mon travail me pèse' },
      { role: 'assistant', content: 'Je tire une carte pour vous : **L’Étoile**, l’espoir.' },
      { role: 'user', content: 'pourquoi l’étoile ?' },
    ];
    const answer = composePersonaReply(history);
    expect(cardsDrawn(answer)).toEqual(['L’Étoile']);
    expect(answer).toContain('votre travail');
  });

  it.each(WHY.slice(0, 4))('« %s » with no card drawn yet says so and offers one', (question) => {
    const answer = composePersonaReply([{ role: 'user', content: question }]);
    expectNoCard(answer);
    expect(answer).toMatch(/pas encore tiré|Aucune carte/);
    expectOneQuestionAtTheEnd(answer);
  });

  it('under gentle care, names no card at all', () => {
    const history = converse(['Est-ce que mon couple va durer ?']);
    history.push({ role: 'user', content: 'pourquoi cette carte ?' });
    expectNoCard(composePersonaReply(history, { gentle: true }));
  });
});
