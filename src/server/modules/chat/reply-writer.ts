import type { FastifyBaseLogger } from 'fastify';
import { AI_DISCLOSURE } from '../../../shared/persona.js';
import type { ChatTurn, LlmAdapter } from '../../adapters/llm/llm.js';
import { serviceUnavailable } from '../../errors.js';
import { CRISIS_REPLY } from './crisis.js';
import { buildSystemPrompt } from './persona.prompt.js';

/** What a reply is written from: the same for customers and guests. */
export interface ReplyRequest {
  /** A message showing a risk of suicide or self-harm: answered by the app, never by the model (D15). */
  crisis: boolean;
  /** The first reply of a conversation says in words that the advisor is an AI (D15). */
  firstReply: boolean;
  history: ChatTurn[];
}

/** Where a finished reply goes, and how an exchange is undone when none came. */
export interface ReplyOutcome<T> {
  store(text: string, status: 'complete' | 'interrupted'): Promise<T>;
  /** Removes the user's message and gives the credit back. */
  undo(): Promise<void>;
}

/** Splits a fixed text into word-sized pieces, so every reply streams alike. */
function* words(text: string): Generator<string> {
  for (const match of text.matchAll(/\S+\s*|\s+/g)) yield match[0];
}

/**
 * Writes replies, piece by piece, and settles each one: stored whole, stored
 * as interrupted (server shutdown), or undone. It does not depend on the
 * browser: a client that leaves still finds the reply on reload.
 */
export function createReplyWriter(deps: { llm: LlmAdapter; log: FastifyBaseLogger }) {
  const { llm, log } = deps;
  /** Replies being written: aborted and settled when the server stops. */
  const inFlight = new Map<AbortController, Promise<unknown>>();

  async function* pieces(request: ReplyRequest, signal: AbortSignal): AsyncGenerator<string> {
    if (request.crisis) {
      yield* words(CRISIS_REPLY);
      return;
    }
    if (request.firstReply) yield `${AI_DISCLOSURE}\n\n`;
    yield* llm.stream({ system: buildSystemPrompt(), history: request.history, signal });
  }

  /** Stores the reply; if even that fails, the exchange is undone so nothing is charged for nothing. */
  async function keep<T>(
    outcome: ReplyOutcome<T>,
    text: string,
    status: 'complete' | 'interrupted',
  ) {
    try {
      return await outcome.store(text, status);
    } catch (error) {
      log.error({ err: error }, 'storing the AI reply failed');
      await outcome
        .undo()
        .catch((undoError: unknown) => log.error({ err: undoError }, 'undo failed'));
      throw serviceUnavailable('chat.ai_failed');
    }
  }

  async function settle<T>(
    request: ReplyRequest,
    outcome: ReplyOutcome<T>,
    onPiece: (text: string) => void,
    signal: AbortSignal,
  ): Promise<T> {
    let text = '';
    try {
      for await (const piece of pieces(request, signal)) {
        text += piece;
        onPiece(piece);
      }
    } catch (error) {
      // Stopped by a shutdown with something written: keep it, marked as cut short.
      if (signal.aborted && text.trim()) return keep(outcome, text.trim(), 'interrupted');
      log.warn({ err: error, llm: llm.name }, 'AI reply failed');
      await outcome.undo();
      throw serviceUnavailable('chat.ai_failed');
    }
    if (!text.trim()) {
      log.warn({ llm: llm.name }, 'AI reply was empty');
      await outcome.undo();
      throw serviceUnavailable('chat.ai_failed');
    }
    return keep(outcome, text.trim(), 'complete');
  }

  return {
    async write<T>(
      request: ReplyRequest,
      outcome: ReplyOutcome<T>,
      onPiece: (text: string) => void = () => {},
    ): Promise<T> {
      const controller = new AbortController();
      const work = settle(request, outcome, onPiece, controller.signal);
      inFlight.set(controller, work);
      try {
        return await work;
      } finally {
        inFlight.delete(controller);
      }
    },

    /** On shutdown: stop every reply being written and wait until each is stored or undone. */
    async drain(): Promise<void> {
      for (const controller of inFlight.keys()) controller.abort();
      await Promise.allSettled(inFlight.values());
    },
  };
}

export type ReplyWriter = ReturnType<typeof createReplyWriter>;
