import { GUEST_FREE_MESSAGES } from '../../../shared/plans.js';
import type {
  GuestChatResponse,
  GuestMessage,
  GuestSendResponse,
} from '../../../shared/schemas/guest.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound, paymentRequired, tooManyRequests } from '../../errors.js';
import { addressKey } from '../../lib/address-key.js';
import { DAY, type Clock } from '../../lib/clock.js';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.js';
import {
  careInsteadOfRefusal,
  careModeUntil,
  decideCare,
  inCareMode,
  type CareDecision,
} from '../chat/care.js';
import { careIsStored, unstoredMessageId } from '../chat/care-storage.js';
import { fitHistory, HISTORY_MAX_MESSAGES } from '../chat/history.js';
import { RECOVERED_REPLY_NOTE, type RecoveryResult } from '../chat/exchange-recovery.js';
import type { ReplyRequest, ReplyWriter, StartedReply } from '../chat/reply-writer.js';
import type { GuestMessageRow, GuestRepository } from './guest.repository.js';

/**
 * D10: new guest sessions per address and per day (GUEST_SESSIONS_PER_IP_PER_DAY),
 * so that clearing storage is not a free pass while a shared address (a
 * carrier's, a family's) still lets real first-time visitors in.
 */
export const DEFAULT_GUEST_SESSIONS_PER_IP_PER_DAY = 10;
export const GUEST_SEND_LIMIT: Limit = { max: 10, windowMs: 60_000 };
/** What care mode answers with care instead (D21): the free count, the cap, a limit. */
const REFUSALS = new Set([402, 429]);

export const toGuestMessage = (row: GuestMessageRow): GuestMessage => ({
  id: row.id,
  content: row.content,
  isUser: row.isUser,
  status: row.status === 'interrupted' ? 'interrupted' : 'complete',
  ...(row.care ? { care: true as const } : {}),
  createdAt: row.createdAt.toISOString(),
});

interface GuestExchange extends ReplyRequest {
  sessionId: string;
  userMessage: GuestMessageRow;
  charged: boolean;
  messagesRemaining: number;
  care: CareDecision | null;
  /** False for a care message past its storage limit (care-storage.ts): answered, not kept. */
  stored: boolean;
  /** Its reply, asked for already: `reply` writes it. */
  reply: StartedReply;
}

interface Deps {
  db: Db;
  guests: GuestRepository;
  writer: ReplyWriter;
  limit: RateLimiter;
  clock: Clock;
  /** Told of every care answer, for the operators' counts (never the text). */
  observeCare?: (decision: CareDecision) => void;
  sessionsPerAddressPerDay: number;
}

/** A guest's reply is named by its session too: only its holder can stop it. */
const guestStopKey = (sessionId: string, messageId: number) => `guest:${sessionId}:${messageId}`;

export function createGuestService(deps: Deps) {
  const { db, guests, writer, limit, clock, observeCare, sessionsPerAddressPerDay } = deps;

  /**
   * Spends one free message (none for care) and stores the guest's message as
   * pending; a refusal throws. A session the read found takes an ordinary
   * message in one statement; otherwise one transaction opens the session,
   * within the per-address cap (D10), or puts it in care mode.
   */
  async function store(
    sessionId: string,
    content: string,
    ip: string,
    care: CareDecision | null,
    counted: boolean,
  ): Promise<{ userMessage: GuestMessageRow; messagesRemaining: number }> {
    if (counted && !care) {
      const stored = await guests.spendAndStore(sessionId, content);
      if (!stored) throw paymentRequired('guest.quota_exhausted');
      return stored;
    }
    const since = new Date(clock.now().getTime() - DAY);
    return db.transaction(async (tx) => {
      const session = await guests.findSession(sessionId, tx);
      let messagesRemaining: number;
      if (care) {
        // D15: a message that needs care is answered and never counted, past every cap.
        messagesRemaining = (session ?? (await guests.createSession(sessionId, ip, tx)))
          .messagesRemaining;
        if (care.startsCareMode)
          await guests.setCareUntil(sessionId, careModeUntil(clock.now()), tx);
        if (care.marksMinor) await guests.setMinor(sessionId, tx);
      } else {
        let opened: number | undefined;
        if (!session || session.countedAt === null) {
          // One address at a time past this point, or parallel first messages
          // would all count the sessions before any is created (D10).
          await guests.lockAddress(ip, tx);
          // A session a care message opened is counted at its first ordinary message (issue 36),
          // unless a parallel message counted it while this one waited for the lock.
          const waiting = session && (await guests.findSession(sessionId, tx));
          if (!waiting || waiting.countedAt === null) {
            if (
              (await guests.countSessionsFromIpSince(ip, since, tx)) >= sessionsPerAddressPerDay
            ) {
              throw tooManyRequests('guest.too_many_sessions');
            }
            if (waiting) await guests.markCounted(sessionId, clock.now(), tx);
            else opened = await guests.openSpending(sessionId, ip, clock.now(), tx);
          }
        }
        const left = opened ?? (await guests.spend(sessionId, tx));
        if (left === null) throw paymentRequired('guest.quota_exhausted');
        messagesRemaining = left;
      }
      // Pending until its reply is stored: a crash leaves it for the recovery to refund.
      const userMessage = await guests.insertMessage(
        { sessionId, content, isUser: true, status: 'pending', charged: !care },
        tx,
      );
      return { userMessage, messagesRemaining };
    });
  }

  /**
   * Checks, spends and stores the guest's message (`store`). What it reads
   * comes first, in one round trip, while the send rate limit counts; the
   * model is asked while the message is stored (issue 12).
   */
  async function accept(
    sessionId: string,
    content: string,
    clientIp: string,
    refused?: AppError,
  ): Promise<GuestExchange> {
    // An IPv6 visitor is counted by their /64, which they can rotate within.
    const ip = addressKey(clientIp);
    // The new message is added to the latest ones below: one fewer is read. The read
    // leaves before the count: it is the longer of the two.
    const reading = guests.sendContext(sessionId, HISTORY_MAX_MESSAGES - 1);
    const sendLimit = limit.early('guest:send', ip, GUEST_SEND_LIMIT, 'guest.send_rate_limited');
    const context = await reading;
    // The care layer first (issue 10): a message that needs care passes the
    // rate limit, the per-address cap and the free count; its answer is a fixed text.
    const care = refused
      ? careInsteadOfRefusal(context.care, content, clock.now())
      : decideCare(context.care, content, clock.now());
    if (refused && !care) {
      await sendLimit.giveBack();
      throw refused;
    }
    const [careStored] = await Promise.all([
      care && careIsStored(limit, 'guest', ip),
      care ? sendLimit.giveBack() : sendLimit.enforce(),
    ]);
    const request: ReplyRequest = {
      careText: care?.text ?? null,
      gentle: !care && inCareMode(context.care.careUntil, clock.now()),
      firstReply: !context.recentMessages.some((message) => !message.isUser),
      history: fitHistory([...context.recentMessages, { content, isUser: true }]),
    };
    // As for customers (chat.service): asked now when the read says the message will be
    // taken, stopped if the store refuses it after all. Not for a new session's ordinary
    // message: the per-address cap may refuse it (the model is not asked for a refused
    // visitor), and its reply opens with the AI disclosure, shown as soon as it is stored.
    const { session } = context;
    if (care && !careStored) {
      // D15: answered all the same, but nothing more is written, not even a session.
      observeCare?.(care);
      const userMessage: GuestMessageRow = {
        id: unstoredMessageId(),
        sessionId,
        content,
        isUser: true,
        status: 'complete',
        charged: false,
        care: false,
        createdAt: clock.now(),
      };
      return {
        ...request,
        sessionId,
        userMessage,
        messagesRemaining: session?.messagesRemaining ?? GUEST_FREE_MESSAGES,
        charged: false,
        care,
        stored: false,
        reply: writer.start(request),
      };
    }
    const willBeTaken =
      care !== null ||
      (session !== undefined &&
        session.countedAt !== null &&
        session.messagesRemaining > 0 &&
        session.claimedByUserId === null);
    // The store leaves first: it takes longer than the model's first token.
    const storing = store(sessionId, content, ip, care, !!session && session.countedAt !== null);
    const early = willBeTaken ? writer.start(request) : null;
    const stored = await storing.catch((error: unknown) => {
      early?.cancel();
      throw error;
    });
    if (care) observeCare?.(care);
    return {
      ...request,
      ...stored,
      sessionId,
      charged: !care,
      care,
      stored: true,
      reply: early ?? writer.start(request),
    };
  }

  return {
    async conversation(sessionId: string): Promise<GuestChatResponse> {
      const session = await guests.findSession(sessionId);
      if (!session) return { messages: [], messagesRemaining: GUEST_FREE_MESSAGES };
      // Moved into an account: the conversation is the account's now, not the id's holder's.
      if (session.claimedByUserId !== null) return { messages: [], messagesRemaining: 0 };
      const rows = await guests.messages(sessionId);
      const careMode = session.careUntil !== null && session.careUntil > clock.now();
      return {
        messages: rows.map(toGuestMessage),
        messagesRemaining: session.messagesRemaining,
        ...(careMode ? { careMode: true as const } : {}),
      };
    },

    /**
     * Checks, spends and stores the guest's message (`accept`); in care mode
     * (D21) a refusal is turned into the care layer's follow-up, as for customers.
     */
    async accept(sessionId: string, content: string, clientIp: string): Promise<GuestExchange> {
      try {
        return await accept(sessionId, content, clientIp);
      } catch (error) {
        if (!(error instanceof AppError) || !REFUSALS.has(error.statusCode)) throw error;
        return accept(sessionId, content, clientIp, error);
      }
    },

    async reply(
      exchange: GuestExchange,
      onPiece?: (text: string) => void,
    ): Promise<GuestSendResponse> {
      let refunded = false;
      let careAdded = false;
      const { aiMessage, messagesRemaining } = await exchange.reply.write(
        {
          store: async (text, status, refund, added = false) => {
            refunded = refund && exchange.charged;
            careAdded = added;
            if (!exchange.stored) {
              const unstored: GuestMessageRow = {
                ...exchange.userMessage,
                id: unstoredMessageId(),
                content: text,
                isUser: false,
                status,
                care: true,
              };
              return { aiMessage: unstored, messagesRemaining: exchange.messagesRemaining };
            }
            const close = async (tx: Db) => {
              const stored = await guests.closeWithReply(
                exchange.userMessage.id,
                { content: text, status, care: exchange.care !== null },
                tx,
              );
              // The recovery closed it already (this process stalled past the deadline).
              if (!stored) {
                throw new Error(`guest exchange ${exchange.userMessage.id} is no longer pending`);
              }
              return stored;
            };
            // Without a refund, one statement (issue 12); with one, a transaction.
            if (!refunded && !added) {
              return { aiMessage: await close(db), messagesRemaining: exchange.messagesRemaining };
            }
            return db.transaction(async (tx) => {
              const aiMessage = await close(tx);
              // D21: the second opinion puts the session in care mode, as the care layer does.
              if (added)
                await guests.setCareUntil(exchange.sessionId, careModeUntil(clock.now()), tx);
              return {
                aiMessage,
                messagesRemaining: refunded
                  ? await guests.refund(exchange.sessionId, tx)
                  : exchange.messagesRemaining,
              };
            });
          },
          undo: async () => {
            if (!exchange.stored) return;
            await db.transaction(async (tx) => {
              const removed = await guests.deletePendingMessage(exchange.userMessage.id, tx);
              if (removed && exchange.charged) await guests.refund(exchange.sessionId, tx);
            });
          },
        },
        onPiece,
        guestStopKey(exchange.sessionId, exchange.userMessage.id),
      );
      return {
        userMessage: toGuestMessage(exchange.userMessage),
        aiMessage: toGuestMessage(aiMessage),
        messagesRemaining,
        ...(refunded ? { refunded: true as const } : {}),
        ...(exchange.care?.careMode || exchange.gentle || careAdded
          ? { careMode: true as const }
          : {}),
      };
    },

    /** D18: « Arrêter », as for customers (chat.service). */
    stop(sessionId: string, messageId: number, shown: number): void {
      if (!writer.stop(guestStopKey(sessionId, messageId), { shown }))
        throw notFound('chat.reply_not_running');
    },

    /** As the customers' recovery (chat.service): a note and the message back, per stale exchange. */
    recoverStale(cutoff: Date): Promise<RecoveryResult> {
      return db.transaction(async (tx) => {
        const stale = await guests.stalePendingMessages(cutoff, tx);
        let refunded = 0;
        for (const row of stale) {
          await guests.closeWithReply(
            row.id,
            { content: RECOVERED_REPLY_NOTE, status: 'interrupted', care: false },
            tx,
          );
          if (row.charged) {
            await guests.refund(row.sessionId, tx);
            refunded += 1;
          }
        }
        return { closed: stale.length, refunded };
      });
    },

    startEvent: (exchange: GuestExchange) => ({
      userMessage: toGuestMessage(exchange.userMessage),
      messagesRemaining: exchange.messagesRemaining,
    }),
  };
}

export type GuestService = ReturnType<typeof createGuestService>;
