import type { FastifyBaseLogger } from 'fastify';
import { AI_DISCLOSURE } from '#shared/persona.js';
import type { ChatTurn, LlmAdapter } from '../../adapters/llm/llm.js';
import { serviceUnavailable } from '../../errors.js';
import { buildSystemPrompt } from './persona.prompt.js';
import { askSecondOpinion, SECOND_OPINION_CARE } from './second-opinion.js';

/** What a reply is written from: the same for customers and guests. */
export interface ReplyRequest {
  /**
   * The care layer's answer (D15, issue 10; care.ts), written by the app in
   * full, never by the model; null for an ordinary message.
   */
  careText: string | null;
  /** The first reply of a conversation says in words that the advisor is an AI (D15). */
  firstReply: boolean;
  /**
   * The conversation is in care mode (D21): the model answers under the care
   * brief (no card, no prediction, no sales), as the persona engine does.
   */
  gentle: boolean;
  history: ChatTurn[];
}

export type ReplyStatus = 'complete' | 'interrupted';

/**
 * A stop asked by the person (D18): `shown` is how many characters of the
 * reply (preamble included) their screen displayed when they pressed it.
 */
interface StopRequest {
  shown: number;
}

/**
 * A stop as the server knows it: what the client said it showed, and what had
 * been written to its stream when the stop arrived (ADR 008, 2026-11-27). The
 * refund is decided from `sent` alone; `shown` may only shorten what is kept.
 */
interface ArrivedStop extends StopRequest {
  sent: string;
}

/** Where a finished reply goes, and how an exchange is undone when none came. */
export interface ReplyOutcome<T> {
  /**
   * Stores the reply and closes the exchange. `refund`: the reply was cut
   * short by us (a shutdown, a stream that broke), so the message is given back.
   * `careAdded`: the provider's second opinion saw a risk the care layer
   * missed; the conversation enters care mode (D21), as with the care layer.
   */
  store(text: string, status: ReplyStatus, refund: boolean, careAdded?: boolean): Promise<T>;
  /** Removes the user's message and gives the credit back. */
  undo(): Promise<void>;
}

/** A reply asked for before its exchange was stored (`ReplyWriter.start`). */
export interface StartedReply {
  /** Writes the reply of the now stored exchange, as `ReplyWriter.write` does. */
  write<T>(
    outcome: ReplyOutcome<T>,
    onPiece?: (text: string) => void,
    stopKey?: string,
  ): Promise<T>;
  /** The exchange was not stored (refused, failed): the model is stopped, nothing is written. */
  cancel(): void;
}

/**
 * Asks `source` for its first piece now, and reads like `source` afterwards:
 * the model's request leaves at once, and its answer waits to be read.
 */
function askedNow<T>(source: AsyncIterable<T>): AsyncIterable<T> {
  const iterator = source[Symbol.asyncIterator]();
  let first: Promise<IteratorResult<T>> | null = iterator.next();
  // Read, and its failure thrown, by whoever writes the reply; unread when cancelled.
  first.catch(() => {});
  return {
    [Symbol.asyncIterator]: () => ({
      next() {
        const next = first ?? iterator.next();
        first = null;
        return next;
      },
      return: async () => (await iterator.return?.()) ?? { done: true, value: undefined },
    }),
  };
}

/** Splits a fixed text into word-sized pieces, so every reply streams alike. */
function* words(text: string): Generator<string> {
  for (const match of text.matchAll(/\S+\s*|\s+/g)) yield match[0];
}

/** What operators count (lib/metrics.ts); never a message's text. */
export interface ReplyObserver {
  accepted(): void;
  /** The model's first piece, from the moment the reply was asked for. */
  firstPiece(seconds: number): void;
  /** `failed`: undone and refunded; `interrupted`: kept as shown and refunded. */
  settled(outcome: 'complete' | 'interrupted' | 'failed', seconds: number): void;
  /** The model's second opinion saw a risk the care layer missed: help was added. */
  careAdded(): void;
}

const IGNORE: ReplyObserver = { accepted() {}, firstPiece() {}, settled() {}, careAdded() {} };

/** How long a shutdown waits for the replies it stopped to be stored or undone. */
export const DRAIN_DEADLINE_MS = 5_000;

/**
 * Writes replies, piece by piece, and settles each one: stored whole, stored
 * as interrupted and refunded (a shutdown, a broken stream), or undone. It
 * does not depend on the browser: a client that leaves still finds the reply
 * on reload. What a crash leaves unsettled, the exchange recovery closes.
 */
export function createReplyWriter(deps: {
  llm: LlmAdapter;
  log: FastifyBaseLogger;
  observe?: ReplyObserver;
}) {
  const { llm, log, observe = IGNORE } = deps;
  /** Replies being written: aborted and settled when the server stops. */
  const inFlight = new Map<AbortController, Promise<unknown>>();
  /** The replies a person may stop, by the key their owner knows them by. */
  const stoppable = new Map<string, (request: StopRequest) => void>();

  /** The words the app itself says before the model's: the AI disclosure of a first reply (D15). */
  const preamble = (request: ReplyRequest) => (request.firstReply ? `${AI_DISCLOSURE}\n\n` : '');

  /** The reply's words: the care layer's fixed text, or the model's, asked at once. */
  function source(
    request: ReplyRequest,
    signal: AbortSignal,
  ): Iterable<string> | AsyncIterable<string> {
    if (request.careText !== null) return words(request.careText);
    const { gentle, history } = request;
    return askedNow(llm.stream({ system: buildSystemPrompt({ gentle }), history, signal, gentle }));
  }

  /** Stores the reply; if even that fails, the exchange is undone so nothing is charged for nothing. */
  async function keep<T>(
    outcome: ReplyOutcome<T>,
    text: string,
    status: ReplyStatus,
    refund = status === 'interrupted',
    careAdded = false,
  ) {
    try {
      return await outcome.store(text, status, refund, careAdded);
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
    pieces: Iterable<string> | AsyncIterable<string>,
    outcome: ReplyOutcome<T>,
    onPiece: (text: string) => void,
    signal: AbortSignal,
    stopped: () => ArrivedStop | null,
  ): Promise<T> {
    const prefix = request.careText !== null ? '' : preamble(request);
    if (prefix) onPiece(prefix);
    // Only the reply's own words count as shown: the preamble alone is no answer.
    let text = '';
    // Asked once the model's first piece is shown, beside the rest of the reply:
    // the first token waits on nothing, and a reply that never starts asks nothing.
    let opinion: Promise<boolean> | null | undefined;
    const askOnce = () => {
      if (opinion !== undefined || request.careText !== null) return;
      const lastMessage = request.history.at(-1)?.content ?? '';
      opinion = askSecondOpinion(llm, lastMessage, signal, log);
    };
    /**
     * D18: what the person saw is kept, never more than was sent to them; the
     * message is given back only if no word of the reply had been sent when
     * the stop arrived. The client's `shown` can shorten what is kept, never
     * earn a refund: a script reading the stream could otherwise claim it saw
     * nothing of a whole reply (issue 36).
     */
    const keepShown = (stop: ArrivedStop) => {
      const sentAWord = stop.sent.slice(prefix.length).trim() !== '';
      const kept = stop.sent.slice(0, Math.min(stop.shown, stop.sent.length));
      return keep(outcome, kept.trim(), 'interrupted', !sentAWord);
    };
    try {
      for await (const piece of pieces) {
        const stop = stopped();
        if (stop) return await keepShown(stop);
        text += piece;
        onPiece(piece);
        askOnce();
      }
    } catch (error) {
      const stop = stopped();
      if (stop) return keepShown(stop);
      log.warn({ err: error, llm: llm.name, shown: text.length }, 'AI reply failed');
      // What was shown stays, marked as cut short, and is not paid for.
      if (text.trim()) return keep(outcome, (prefix + text).trim(), 'interrupted');
      await outcome.undo();
      throw serviceUnavailable('chat.ai_failed');
    }
    if (!text.trim()) {
      log.warn({ llm: llm.name }, 'AI reply was empty');
      await outcome.undo();
      throw serviceUnavailable('chat.ai_failed');
    }
    if (opinion && (await opinion)) {
      // The care layer missed what the provider saw: help is added, the message is free,
      // and the conversation enters care mode, or a flagged sentence would buy free readings.
      const addition = `\n\n${SECOND_OPINION_CARE}`;
      onPiece(addition);
      observe.careAdded();
      log.info({ llm: llm.name }, 'second avis : aide ajoutée à la réponse');
      return keep(outcome, (prefix + text + addition).trim(), 'complete', true, true);
    }
    return keep(outcome, (prefix + text).trim(), 'complete');
  }

  /**
   * Asks for a reply now and writes it once its exchange is stored: the model
   * works while the message is stored (issue 12). Either `write` or `cancel`
   * must follow.
   */
  function start(request: ReplyRequest): StartedReply {
    const controller = new AbortController();
    const started = performance.now();
    const pieces = source(request, controller.signal);
    // Known at once to a shutdown, which stops it and waits for it like any other.
    let ended!: () => void;
    inFlight.set(controller, new Promise<void>((resolve) => (ended = resolve)));
    const end = () => {
      inFlight.delete(controller);
      ended();
    };
    return {
      cancel() {
        controller.abort();
        end();
      },

      async write<T>(
        outcome: ReplyOutcome<T>,
        onPiece?: (text: string) => void,
        stopKey?: string,
      ): Promise<T> {
        let stop: ArrivedStop | null = null;
        // What went to the person's stream; nothing for a plain JSON call, whose
        // reply is sent only once stored.
        let sent = '';
        if (stopKey)
          stoppable.set(stopKey, (request) => {
            stop ??= { shown: request.shown, sent };
            controller.abort();
          });
        const elapsed = () => (performance.now() - started) / 1000;
        let first = true;
        let interrupted = false;
        const watched = (text: string) => {
          if (first) observe.firstPiece(elapsed());
          first = false;
          if (onPiece) sent += text;
          onPiece?.(text);
        };
        const watchedOutcome: ReplyOutcome<T> = {
          store: (text, status, refund, careAdded) => {
            interrupted = status === 'interrupted';
            return outcome.store(text, status, refund, careAdded);
          },
          undo: () => outcome.undo(),
        };
        observe.accepted();
        try {
          const result = await settle(
            request,
            pieces,
            watchedOutcome,
            watched,
            controller.signal,
            () => stop,
          );
          observe.settled(interrupted ? 'interrupted' : 'complete', elapsed());
          return result;
        } catch (error) {
          observe.settled('failed', elapsed());
          throw error;
        } finally {
          end();
          if (stopKey) stoppable.delete(stopKey);
        }
      },
    };
  }

  return {
    start,

    /**
     * Asks for the reply of a stored exchange and writes it. `stopKey`: the
     * reply can be stopped by `stop(stopKey, …)` while it is written; a key
     * names its owner, so nobody else can stop it.
     */
    write<T>(
      request: ReplyRequest,
      outcome: ReplyOutcome<T>,
      onPiece?: (text: string) => void,
      stopKey?: string,
    ): Promise<T> {
      return start(request).write(outcome, onPiece, stopKey);
    },

    /**
     * The person pressed « Arrêter » (D18): the model call is aborted and the
     * reply stored as they saw it. False when no such reply is being written
     * here (it ended, or it is someone else's).
     */
    stop(stopKey: string, request: StopRequest): boolean {
      const stopIt = stoppable.get(stopKey);
      stopIt?.(request);
      return stopIt !== undefined;
    },

    /** Replies being written now (for a shutdown's log). */
    get inFlight() {
      return inFlight.size;
    },

    /**
     * On shutdown, before the server waits for its connections: stops every
     * reply being written and waits, at most `deadlineMs`, until each is
     * stored or undone. Past the deadline the exchange recovery finishes them.
     */
    async drain(deadlineMs = DRAIN_DEADLINE_MS): Promise<void> {
      for (const controller of inFlight.keys()) controller.abort();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, deadlineMs);
      });
      await Promise.race([Promise.allSettled(inFlight.values()), deadline]);
      clearTimeout(timer);
    },
  };
}

export type ReplyWriter = ReturnType<typeof createReplyWriter>;
