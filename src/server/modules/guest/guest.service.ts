import { GUEST_FREE_MESSAGES } from '#shared/plans.js';
import type { GuestChatResponse, GuestMessage, GuestSendResponse } from '#shared/schemas/guest.js';
import type { Db } from '../../db/client.js';
import { paymentRequired, tooManyRequests } from '../../errors.js';
import { addressKey } from '../../lib/address-key.js';
import { DAY, type Clock } from '../../lib/clock.js';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.js';
import { careModeUntil, type CareDecision } from '../chat/care.js';
import {
  createExchangeEngine,
  type Exchange,
  type ExchangeMessage,
  type ExchangeStore,
  type Payer,
} from '../chat/exchange.js';
import type { ReplyWriter } from '../chat/reply-writer.js';
import type { GuestRepository } from './guest.repository.js';

/**
 * D10: new guest sessions per address and per day (GUEST_SESSIONS_PER_IP_PER_DAY),
 * so that clearing storage is not a free pass while a shared address (a
 * carrier's, a family's) still lets real first-time visitors in.
 */
export const DEFAULT_GUEST_SESSIONS_PER_IP_PER_DAY = 10;
export const GUEST_SEND_LIMIT: Limit = { max: 10, windowMs: 60_000 };

export const toGuestMessage = (row: ExchangeMessage): GuestMessage => ({
  id: row.id,
  content: row.content,
  isUser: row.isUser,
  status: row.status === 'interrupted' ? 'interrupted' : 'complete',
  ...(row.care ? { care: true as const } : {}),
  createdAt: row.createdAt.toISOString(),
});

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

export function createGuestService(deps: Deps) {
  const { db, guests, clock, sessionsPerAddressPerDay } = deps;

  /**
   * Spends one free message (none for care) and stores the guest's message as
   * pending; a refusal throws. A session the read found takes an ordinary
   * message in one statement; otherwise one transaction opens the session,
   * within the per-address cap (D10), or puts it in care mode.
   */
  async function storeMessage(
    sessionId: string,
    content: string,
    ip: string,
    care: CareDecision | null,
    counted: boolean,
  ): Promise<{ message: ExchangeMessage; messagesRemaining: number }> {
    if (counted && !care) {
      const stored = await guests.spendAndStore(sessionId, content);
      if (!stored) throw paymentRequired('guest.quota_exhausted');
      return { message: stored.userMessage, messagesRemaining: stored.messagesRemaining };
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
      return { message: userMessage, messagesRemaining };
    });
  }

  /** The guest session's messages; a guest's message is paid from its free count (ADR 009). */
  const store: ExchangeStore<string> = {
    closeWithReply: (id, reply, tx) => guests.closeWithReply(id, reply, tx),
    deletePendingMessage: (id, tx) => guests.deletePendingMessage(id, tx),
    setCareUntil: (sessionId, until, tx) => guests.setCareUntil(sessionId, until, tx),
    async stalePendingMessages(cutoff, tx) {
      const rows = await guests.stalePendingMessages(cutoff, tx);
      return rows.map(({ id, sessionId, charged }) => ({ id, owner: sessionId, charged }));
    },
    refund: (sessionId, _messageId, tx) => guests.refund(sessionId, tx),
  };

  /** `ip`: the address key (addressKey) the per-address limits count. */
  type Input = { sessionId: string; ip: string };
  type Sender = Awaited<ReturnType<GuestRepository['sendContext']>>;

  const guest: Payer<Input, Sender, string> = {
    scope: 'guest',
    sendLimit: GUEST_SEND_LIMIT,
    sendLimitedCode: 'guest.send_rate_limited',
    // What care mode answers with care instead (D21): the free count, the cap, a limit.
    refusals: new Set([402, 429]),
    subject: ({ ip }) => ip,
    async read({ sessionId }, max) {
      const context = await guests.sendContext(sessionId, max);
      return {
        sender: context,
        care: context.care,
        recentMessages: context.recentMessages,
        hasReply: context.recentMessages.some((message) => !message.isUser),
        messagesRemaining: context.session?.messagesRemaining ?? GUEST_FREE_MESSAGES,
      };
    },
    owner: ({ sessionId }) => sessionId,
    // Not for a new session's ordinary message: the per-address cap may refuse it (the model
    // is not asked for a refused visitor), and its reply opens with the AI disclosure, shown
    // as soon as it is stored.
    willTake: ({ session }, care) =>
      care !== null ||
      (session !== undefined &&
        session.countedAt !== null &&
        session.messagesRemaining > 0 &&
        session.claimedByUserId === null),
    take: ({ sessionId, ip }, { sender: { session } }, content, care) =>
      storeMessage(sessionId, content, ip, care, !!session && session.countedAt !== null),
    store,
    // A guest's reply is named by its session too: only its holder can stop it.
    stopKey: (sessionId, messageId) => `guest:${sessionId}:${messageId}`,
  };

  const engine = createExchangeEngine(deps, guest);

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

    /** Checks, spends and stores the guest's message; its reply is asked for already. */
    accept: (sessionId: string, content: string, clientIp: string) =>
      // An IPv6 visitor is counted by their /64, which they can rotate within.
      engine.accept({ sessionId, ip: addressKey(clientIp) }, content),

    async reply(
      exchange: Exchange<string>,
      onPiece?: (text: string) => void,
    ): Promise<GuestSendResponse> {
      const { userMessage, assistantMessage, ...rest } = await engine.reply(exchange, onPiece);
      return {
        userMessage: toGuestMessage(userMessage),
        aiMessage: toGuestMessage(assistantMessage),
        ...rest,
      };
    },

    /** D18: « Arrêter », as for customers. */
    stop: (sessionId: string, messageId: number, shown: number) =>
      engine.stop(sessionId, messageId, shown),

    recoverStale: engine.recoverStale,

    startEvent: (exchange: Exchange<string>) => ({
      userMessage: toGuestMessage(exchange.userMessage),
      messagesRemaining: exchange.messagesRemaining,
    }),
  };
}

export type GuestService = ReturnType<typeof createGuestService>;
