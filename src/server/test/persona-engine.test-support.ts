// Shared by the persona engine's tests: conversations, and what a reply may or must contain.
import { expect } from 'vitest';
import { type ChatTurn } from '../adapters/llm/llm.js';
import {
  composePersonaReply,
  MAJOR_ARCANA,
  type ComposeOptions,
} from '../adapters/llm/persona-engine.js';

export const ask = (content: string): ChatTurn[] => [{ role: 'user', content }];

export const reply = (content: string, options?: ComposeOptions) =>
  composePersonaReply(ask(content), options);

/** Plays a conversation with the engine: each message gets the engine's reply in the history. */
export function converse(messages: readonly string[], options?: ComposeOptions): ChatTurn[] {
  const history: ChatTurn[] = [];
  for (const content of messages) {
    history.push({ role: 'user', content });
    history.push({ role: 'assistant', content: composePersonaReply(history, options) });
  }
  return history;
}

export const repliesOf = (history: readonly ChatTurn[]) =>
  history.filter((turn) => turn.role === 'assistant').map((turn) => turn.content);

/** Names of the cards a reply draws (always written in bold). */
export const cardsDrawn = (text: string) =>
  MAJOR_ARCANA.filter((card) => text.includes(`**${card.name}**`)).map((card) => card.name);

/** Every card name, bold or not: a reply without a card mentions none. */
export const cardsNamed = (text: string) =>
  MAJOR_ARCANA.filter((card) => text.includes(card.name)).map((card) => card.name);

/** The ominous cards (La Mort, La Tour, Le Diable, Le Pendu) and the others judged so. */
export const OMINOUS = [
  'L’Arcane sans nom',
  'La Maison Dieu',
  'Le Diable',
  'Le Pendu',
  'La Lune',
  'Le Jugement',
];

export const paragraphsOf = (text: string) => text.split(/\n\s*\n/).map((p) => p.trim());

/**
 * « One question back »: the reply ends with a question, and it is its only one: a single
 * question mark, as the very last character.
 */
export function expectOneQuestionAtTheEnd(text: string) {
  expect(text.trim().endsWith('?'), text).toBe(true);
  expect(text.split('?').length - 1, text).toBe(1);
}

export function expectNoCard(text: string) {
  expect(cardsNamed(text), text).toEqual([]);
  expect(text, text).not.toMatch(/\*\*/);
}

/** Phone-sized and lightly formatted: 2 to 4 short paragraphs, no heading, no table. */
export function expectPhoneSized(text: string) {
  const paragraphs = paragraphsOf(text);
  expect(paragraphs.length, text).toBeGreaterThanOrEqual(2);
  expect(paragraphs.length, text).toBeLessThanOrEqual(4);
  expect(text.length, text).toBeLessThanOrEqual(1100);
  expect(text, text).not.toMatch(/^#|\|/m);
}

/** What a reply must never say: that Céleste is human, or that something will surely happen. */
export const FORBIDDEN =
  /je suis (?:une |un )?(?:humaine?|personne réelle|vraie personne|voyante? (?:depuis|expérimentée))|je vous (?:le )?(?:garantis|promets)|(?:il|elle) va revenir|(?:il|elle) reviendra|vous allez (?:gagner|guérir|trouver|réussir|le retrouver|la retrouver)|c’est certain|sans aucun doute|à coup sûr|lorem|undefined|\{\w+\}/i;

/** Every run of four consecutive words of the message that the reply repeats. */
export function quotedRuns(message: string, text: string): string[] {
  const fold = (s: string) =>
    s
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const words = fold(message).split(' ');
  const folded = ` ${fold(text)} `;
  const runs: string[] = [];
  for (let i = 0; i + 4 <= words.length; i += 1) {
    const run = words.slice(i, i + 4).join(' ');
    if (folded.includes(` ${run} `)) runs.push(run);
  }
  return runs;
}
