import type { ErrorCode } from '#shared/error-codes.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.js';
import type { StoredReply } from '../conversations/conversations.repository.js';
import {
  careInsteadOfRefusal,
  careModeUntil,
  decideCare,
  inCareMode,
  type CareContext,
  type CareDecision,
} from './care.js';
import { careIsStored, unstoredMessageId } from './care-storage.js';
import { RECOVERED_REPLY_NOTE, type RecoveryResult } from './exchange-recovery.js';
import { fitHistory, HISTORY_MAX_MESSAGES } from './history.js';
import type { ReplyRequest, ReplyStatus, ReplyWriter, StartedReply } from './reply-writer.js';

/*
 * The exchange engine (ADR 009, 2026-11-27): accept, charge, store, ask the
 * model, stream, stop, refund and recover, once for customers and guests. What
 * differs between them — who pays and where the messages live — is a `Payer`,
 * given by the chat and guest services; the tables are written only through
 * its `ExchangeStore`, implemented by the repositories that own them.
 */

/** A message of an exchange, as both payers' tables keep it. */
export interface ExchangeMessage {
  id: number;
  content: string;
  isUser: boolean;
  status: string;
  care: boolean;
  createdAt: Date;
}

/** Where one payer's exchanges live, and how its messages are given back. */
export interface ExchangeStore<Owner> {
  /**
   * Stores a reply and closes its exchange; undefined when it was no longer
   * pending (the recovery closed it). Without `tx`, one statement of its own.
   */
  closeWithReply(
    userMessageId: number,
    reply: StoredReply,
    tx?: Db,
  ): Promise<ExchangeMessage | undefined>;
  /** Removes a message whose reply never came; false when it was no longer pending. */
  deletePendingMessage(id: number, tx: Db): Promise<boolean>;
  /** Care mode until `until` (D21): the provider's second opinion saw a risk. */
  setCareUntil(owner: Owner, until: Date, tx: Db): Promise<void>;
  /** Exchanges pending since before `cutoff`, locked for this transaction (skipped by others). */
  stalePendingMessages(
    cutoff: Date,
    tx: Db,
  ): Promise<Array<{ id: number; owner: Owner; charged: boolean }>>;
  /** Gives back the message `messageId` was paid with: what is left, or null when nothing was given back. */
  refund(owner: Owner, messageId: number, tx: Db): Promise<number | null>;
}

/** What a send reads before it writes anything, in one round trip (issue 12). */
export interface SendRead<Sender> {
  /** The payer's own part of the read, handed back to `take`. */
  sender: Sender;
  care: CareContext;
  /** The latest messages, oldest first: the model's history. */
  recentMessages: Array<{ content: string; isUser: boolean }>;
  hasReply: boolean;
  /** What the meter shows before this message. */
  messagesRemaining: number;
}

/** Who pays for an exchange and where its messages live: a customer's or a guest's. */
export interface Payer<Input, Sender, Owner> {
  /** Names the payer's rate limits and care-storage counts. */
  scope: 'chat' | 'guest';
  sendLimit: Limit;
  sendLimitedCode: ErrorCode;
  /** What care mode answers with care instead (D21). */
  refusals: ReadonlySet<number>;
  /** Who the send and care-storage limits count. */
  subject(input: Input): string;
  /** Reads the send's context; throws the payer's refusal when there is nothing to send to. */
  read(input: Input, max: number): Promise<SendRead<Sender>>;
  owner(input: Input, sender: Sender): Owner;
  /** The read says the message will be taken: the model is asked while it is stored. */
  willTake(sender: Sender, care: CareDecision | null): boolean;
  /**
   * Pays for the message (never for care) and stores it as pending. Throws at
   * once a refusal the read already shows, before the model is asked; a
   * refusal the store meets (parallel sends took the last message), later.
   */
  take(
    input: Input,
    read: SendRead<Sender>,
    content: string,
    care: CareDecision | null,
  ): Promise<{ message: ExchangeMessage; messagesRemaining: number }>;
  store: ExchangeStore<Owner>;
  /** Names a reply by its owner too: a stop from anyone else finds nothing. */
  stopKey(owner: Owner, messageId: number): string;
  /** A stop found no running reply: throws first what the payer answers to a stranger. */
  stopMissed?(owner: Owner): Promise<void>;
}

/** An accepted message, paid for and stored, waiting for its reply. */
export interface Exchange<Owner> extends ReplyRequest {
  owner: Owner;
  userMessage: ExchangeMessage;
  messagesRemaining: number;
  care: CareDecision | null;
  /** False for a care message past its storage limit (care-storage.ts): answered, not kept. */
  stored: boolean;
  /** Its reply, asked for already: `reply` writes it. */
  reply: StartedReply;
}

/** A finished exchange, as each payer's answer shows it. */
export interface ExchangeResult {
  userMessage: ExchangeMessage;
  assistantMessage: ExchangeMessage;
  messagesRemaining: number;
  refunded?: true;
  careMode?: true;
}

export interface EngineDeps {
  db: Db;
  writer: ReplyWriter;
  limit: RateLimiter;
  clock: Clock;
  /** Told of every care answer, for the operators' counts (never the text). */
  observeCare?: (decision: CareDecision) => void;
}

export function createExchangeEngine<Input, Sender, Owner>(
  deps: EngineDeps,
  payer: Payer<Input, Sender, Owner>,
) {
  const { db, writer, limit, clock, observeCare } = deps;
  const { store } = payer;

  /**
   * Checks, charges and stores the message. What it reads comes first, in one
   * round trip, while the send rate limit counts; the model is asked while
   * the message is stored (issue 12). `refused`: a first try was refused, and
   * care mode answers it with care, or it stands.
   */
  async function accept(
    input: Input,
    content: string,
    refused?: AppError,
  ): Promise<Exchange<Owner>> {
    const subject = payer.subject(input);
    // The new message is added to the latest ones below: one fewer is read. The read
    // leaves before the count: it is the longer of the two.
    const reading = payer.read(input, HISTORY_MAX_MESSAGES - 1);
    const sendLimit = limit.early(
      `${payer.scope}:send`,
      subject,
      payer.sendLimit,
      payer.sendLimitedCode,
    );
    const read = await reading.catch(async (error: unknown) => {
      // Not a send: it does not count.
      await sendLimit.giveBack();
      throw error;
    });
    // The care layer first (issue 10): a message that needs care passes every
    // limit, quota and verification. Its answer is a fixed text, cheap to serve.
    const care = refused
      ? careInsteadOfRefusal(read.care, content, clock.now())
      : decideCare(read.care, content, clock.now());
    if (refused && !care) {
      await sendLimit.giveBack();
      throw refused;
    }
    const [careStored] = await Promise.all([
      care && careIsStored(limit, payer.scope, subject),
      care ? sendLimit.giveBack() : sendLimit.enforce(),
    ]);
    const owner = payer.owner(input, read.sender);
    const request: ReplyRequest = {
      careText: care?.text ?? null,
      gentle: !care && inCareMode(read.care.careUntil, clock.now()),
      firstReply: !read.hasReply,
      history: fitHistory([...read.recentMessages, { content, isUser: true }]),
    };
    if (care && !careStored) {
      // D15: answered all the same, but nothing more is written (care-storage.ts).
      observeCare?.(care);
      return {
        ...request,
        owner,
        userMessage: {
          id: unstoredMessageId(),
          content,
          isUser: true,
          status: 'complete',
          care: false,
          createdAt: clock.now(),
        },
        messagesRemaining: read.messagesRemaining,
        care,
        stored: false,
        reply: writer.start(request),
      };
    }
    // The store leaves first: it takes longer than the model's first token (a commit,
    // on disk). A store that refuses after all stops the reply asked for early.
    const storing = payer.take(input, read, content, care);
    const early = payer.willTake(read.sender, care) ? writer.start(request) : null;
    const stored = await storing.catch((error: unknown) => {
      early?.cancel();
      throw error;
    });
    if (care) observeCare?.(care);
    return {
      ...request,
      owner,
      userMessage: stored.message,
      messagesRemaining: stored.messagesRemaining,
      care,
      stored: true,
      reply: early ?? writer.start(request),
    };
  }

  /**
   * Stores the reply and closes the exchange; a reply cut short by us is
   * refunded in the same transaction. Without a refund it is one statement.
   */
  async function close(
    exchange: Exchange<Owner>,
    text: string,
    status: ReplyStatus,
    refund: boolean,
    careAdded: boolean,
  ): Promise<{ assistant: ExchangeMessage; messagesRemaining: number }> {
    if (!exchange.stored) {
      const assistant: ExchangeMessage = {
        ...exchange.userMessage,
        id: unstoredMessageId(),
        content: text,
        isUser: false,
        status,
        care: true,
      };
      return { assistant, messagesRemaining: exchange.messagesRemaining };
    }
    const reply = async (tx?: Db) => {
      const assistant = await store.closeWithReply(
        exchange.userMessage.id,
        { content: text, status, care: exchange.care !== null },
        tx,
      );
      // The recovery closed it already (this process stalled past the deadline).
      if (!assistant) throw new Error(`exchange ${exchange.userMessage.id} is no longer pending`);
      return assistant;
    };
    if (!refund && !careAdded)
      return { assistant: await reply(), messagesRemaining: exchange.messagesRemaining };
    return db.transaction(async (tx) => {
      const assistant = await reply(tx);
      // D21: the second opinion puts the conversation in care mode, as the care layer does.
      if (careAdded) await store.setCareUntil(exchange.owner, careModeUntil(clock.now()), tx);
      const left = refund ? await store.refund(exchange.owner, exchange.userMessage.id, tx) : null;
      return { assistant, messagesRemaining: left ?? exchange.messagesRemaining };
    });
  }

  /** Undoes an exchange whose reply failed: the message goes, the credit comes back. */
  async function undo(exchange: Exchange<Owner>) {
    if (!exchange.stored) return;
    await db.transaction(async (tx) => {
      // A customer's ledger keeps the message's id: the refund happens once, even after the row is gone.
      const removed = await store.deletePendingMessage(exchange.userMessage.id, tx);
      if (removed && exchange.care === null)
        await store.refund(exchange.owner, exchange.userMessage.id, tx);
    });
  }

  return {
    /** `accept`, and in care mode (D21) a refusal turned into the care layer's follow-up. */
    async accept(input: Input, content: string): Promise<Exchange<Owner>> {
      try {
        return await accept(input, content);
      } catch (error) {
        if (!(error instanceof AppError) || !payer.refusals.has(error.statusCode)) throw error;
        return accept(input, content, error);
      }
    },

    /** Writes the exchange's reply (streamed through `onPiece`), stores it and closes the exchange. */
    async reply(
      exchange: Exchange<Owner>,
      onPiece?: (text: string) => void,
    ): Promise<ExchangeResult> {
      let refunded = false;
      let careAdded = false;
      const { assistant, messagesRemaining } = await exchange.reply.write(
        {
          store: (text, status, refund, added = false) => {
            // A care exchange is never charged: nothing to give back.
            refunded = refund && exchange.care === null;
            careAdded = added;
            return close(exchange, text, status, refunded, added);
          },
          undo: () => undo(exchange),
        },
        onPiece,
        payer.stopKey(exchange.owner, exchange.userMessage.id),
      );
      return {
        // What the client shows: the message as it now stands, its exchange closed.
        userMessage: { ...exchange.userMessage, status: 'complete' },
        assistantMessage: assistant,
        messagesRemaining,
        ...(refunded ? { refunded: true as const } : {}),
        ...(exchange.care?.careMode || exchange.gentle || careAdded
          ? { careMode: true as const }
          : {}),
      };
    },

    /** D18: « Arrêter ». The reply's stream then ends with what was stored. */
    async stop(owner: Owner, messageId: number, shown: number): Promise<void> {
      if (writer.stop(payer.stopKey(owner, messageId), { shown })) return;
      await payer.stopMissed?.(owner);
      throw notFound('chat.reply_not_running');
    },

    /**
     * Closes the exchanges a dead process left pending since before `cutoff`:
     * each gets a note in place of its reply and its message back, in one
     * transaction; safe to run from several processes at once (ADR 008).
     */
    recoverStale(cutoff: Date): Promise<RecoveryResult> {
      return db.transaction(async (tx) => {
        const stale = await store.stalePendingMessages(cutoff, tx);
        let refunded = 0;
        for (const row of stale) {
          await store.closeWithReply(
            row.id,
            { content: RECOVERED_REPLY_NOTE, status: 'interrupted', care: false },
            tx,
          );
          if (row.charged && (await store.refund(row.owner, row.id, tx)) !== null) refunded += 1;
        }
        return { closed: stale.length, refunded };
      });
    },
  };
}

export type ExchangeEngine<Input, Sender, Owner> = ReturnType<
  typeof createExchangeEngine<Input, Sender, Owner>
>;
