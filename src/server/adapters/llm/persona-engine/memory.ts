import { type ChatTurn } from '../llm.js';
import { isHeavy, rankSubjects, type SubjectMatch } from './subject.js';
import { cardsIn, type TarotCard } from './tarot.js';
import { readMessage, type Message } from './text.js';

/**
 * What the conversation already holds, read from the history the app passes in: the engine
 * keeps no state of its own, so the same history always gives the same reply.
 */
export interface Memory {
  /** The person's new message. */
  message: Message;
  /** Earlier messages of the person, most recent first. */
  earlierMessages: readonly Message[];
  /** Earlier replies, as the person read them (the app's disclosure included). */
  earlierReplies: readonly string[];
}

export function remember(history: readonly ChatTurn[]): Memory {
  const lastUser = history.findLastIndex((turn) => turn.role === 'user');
  const before = lastUser >= 0 ? history.slice(0, lastUser) : history;
  return {
    message: readMessage(history[lastUser]?.content ?? ''),
    earlierMessages: before
      .filter((turn) => turn.role === 'user')
      .map((turn) => readMessage(turn.content))
      .reverse(),
    earlierReplies: before.filter((turn) => turn.role === 'assistant').map((turn) => turn.content),
  };
}

/** When the new message names no subject ("et ensuite ?"), the latest earlier one that did. */
export function rememberedSubject(memory: Memory): SubjectMatch | undefined {
  for (const message of memory.earlierMessages) {
    const [best] = rankSubjects(message);
    if (best) return best;
  }
  return undefined;
}

/** Every card already drawn in the conversation, so a new reading brings a new card. */
export const drawnCards = (memory: Memory): ReadonlySet<string> =>
  new Set(memory.earlierReplies.flatMap((reply) => cardsIn(reply).map((card) => card.name)));

/** The latest card drawn, with the subject of the message it answered. */
export function lastReading(
  history: readonly ChatTurn[],
): { card: TarotCard; subject: SubjectMatch | undefined } | undefined {
  const lastUser = history.findLastIndex((turn) => turn.role === 'user');
  for (let i = lastUser - 1; i >= 0; i -= 1) {
    const turn = history[i]!;
    const card = turn.role === 'assistant' ? cardsIn(turn.content).at(-1) : undefined;
    if (!card) continue;
    // The subject of the reading: the latest message before it that named one.
    const subject = history
      .slice(0, i)
      .filter((earlier) => earlier.role === 'user')
      .reverse()
      .map((earlier) => rankSubjects(readMessage(earlier.content))[0])
      .find((match) => match !== undefined);
    return { card, subject };
  }
  return undefined;
}

/** How many of the person's latest messages are read for pain: grief said twice ago still counts. */
const HEAVY_WINDOW = 3;

/** True when the new message or one just before speaks of grief, illness, fear or sadness. */
export const recentlyHeavy = (memory: Memory): boolean =>
  [memory.message, ...memory.earlierMessages.slice(0, HEAVY_WINDOW - 1)].some(isHeavy);
