import type { Message, SendMessageResponse } from '../../../shared/schemas/chat.js';
import { VIP_FAIR_USE_PER_DAY } from '../../../shared/plans.js';
import type { Db } from '../../db/client.js';
import { DAY, type Clock } from '../../lib/clock.js';
import { AppError, notFound, paymentRequired, unauthorized } from '../../errors.js';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.js';
import { summaryFrom, titleFrom } from '../conversations/conversation-labels.js';
import type {
  ConversationsRepository,
  MessageRow,
} from '../conversations/conversations.repository.js';
import { toMessage } from '../conversations/conversations.presenter.js';
import {
  careInsteadOfRefusal,
  careModeUntil,
  decideCare,
  inCareMode,
  type CareDecision,
} from './care.js';
import { RECOVERED_REPLY_NOTE, type RecoveryResult } from './exchange-recovery.js';
import { fitHistory, HISTORY_MAX_MESSAGES } from './history.js';
import { readSendContext } from './send-context.read.js';
import { careIsStored, unstoredMessageId } from './care-storage.js';
import type { BalanceRepository } from '../balance/balance.repository.js';
import { paymentOf, type Payment } from './charge.js';
import type { AccessClaims } from '../auth/access-tokens.js';
import type { SessionUserRow } from '../users/session-user.read.js';
import type { ReplyRequest, ReplyStatus, ReplyWriter, StartedReply } from './reply-writer.js';

export const SEND_LIMIT: Limit = { max: 20, windowMs: 60_000 };
/** What care mode answers with care instead (D21): a quota, a verification, a limit. */
const REFUSALS = new Set([402, 403, 429]);
/** D16: past its 100 messages, vip sends up to 20 messages a day. */
const VIP_FAIR_USE: Limit = { max: VIP_FAIR_USE_PER_DAY, windowMs: DAY };

/** An accepted message, paid for and stored, waiting for its reply. */
export interface Exchange extends ReplyRequest {
  userId: number;
  conversationId: number;
  userMessage: MessageRow;
  messagesRemaining: number;
  care: CareDecision | null;
  /** False for a care message past its storage limit (care-storage.ts): answered, not kept. */
  stored: boolean;
  /** Its reply, asked for already: `reply` writes it. */
  reply: StartedReply;
}

interface Deps {
  db: Db;
  conversations: ConversationsRepository;
  balance: BalanceRepository;
  writer: ReplyWriter;
  limit: RateLimiter;
  clock: Clock;
  /** Told of every care answer, for the operators' counts (never the text). */
  observeCare?: (decision: CareDecision) => void;
}

/** Names a reply by its owner too: a stop from anyone else finds nothing. */
const stopKey = (userId: number, conversationId: number, messageId: number) =>
  `user:${userId}:${conversationId}:${messageId}`;

export function createChatService(deps: Deps) {
  const { db, conversations, balance, writer, limit, clock, observeCare } = deps;

  /**
   * Stores a customer's message as its payment allows (charge.ts): taken from
   * the balance, or for a vip at 0, free within the fair use, counted first.
   * Undefined when it could not be paid.
   */
  async function paid<T>(
    user: SessionUserRow,
    payment: Payment,
    store: (free: boolean) => Promise<T | undefined>,
  ): Promise<T | undefined> {
    if (payment === 'balance') return store(false);
    const countFairUse = () =>
      limit('chat:vip-fair-use', String(user.id), VIP_FAIR_USE, 'chat.fair_use_reached');
    if (user.messagesRemaining === 0) {
      await countFairUse();
      return store(true);
    }
    const charged = await store(false);
    if (charged) return charged;
    // Parallel sends took the last messages since the read: this one is within the fair use.
    await countFairUse();
    return store(true);
  }

  /**
   * Checks, charges and stores the user's message. What it reads comes first,
   * in one round trip, while the send rate limit counts; what it writes, in
   * one statement: the first token waits on nothing else (issue 12).
   */
  /**
   * `accept`, and in care mode (D21) a refusal turned into the care layer's
   * follow-up (careInsteadOfRefusal): read again, as it is rare.
   */
  async function acceptOrCare(
    claims: AccessClaims,
    conversationId: number,
    content: string,
  ): Promise<Exchange> {
    try {
      return await accept(claims, conversationId, content);
    } catch (error) {
      if (!(error instanceof AppError) || !REFUSALS.has(error.statusCode)) throw error;
      return accept(claims, conversationId, content, error);
    }
  }

  /** `refused`: a first try was refused; care mode answers it with care, or it stands. */
  async function accept(
    claims: AccessClaims,
    conversationId: number,
    content: string,
    refused?: AppError,
  ): Promise<Exchange> {
    const { userId } = claims;
    // The session check of the route (requireToken) is part of this read. The
    // new message is added to the latest ones below: one fewer is read.
    const reading = readSendContext(db, claims, conversationId, HISTORY_MAX_MESSAGES - 1);
    // Counted while the context is read: one round trip fewer before the first token.
    // The read leaves first: it is the longer of the two.
    const sendLimit = limit.early(
      'chat:send',
      String(userId),
      SEND_LIMIT,
      'chat.send_rate_limited',
    );
    const { user, context } = await reading;
    if (!user || !context) {
      // Not a send: it does not count.
      await sendLimit.giveBack();
      throw user ? notFound('conversations.not_found') : unauthorized('auth.invalid_token');
    }
    // The care layer first (issue 10): a message that needs care passes every
    // limit, quota and verification. Its answer is a fixed text, cheap to serve.
    const care = refused
      ? careInsteadOfRefusal(context, content, clock.now())
      : decideCare(context, content, clock.now());
    if (refused && !care) {
      await sendLimit.giveBack();
      throw refused;
    }
    const [careStored] = await Promise.all([
      care && careIsStored(limit, 'chat', String(userId)),
      care ? sendLimit.giveBack() : sendLimit.enforce(),
    ]);
    // The title and the topics come from what the person wrote, whatever happens to the reply.
    const userContents = [...context.userMessages, content];
    const store = (charge: { free: boolean } | null) =>
      conversations.storeUserMessage({
        conversationId,
        content,
        summary: summaryFrom(userContents),
        ...(userContents.length === 1 ? { title: titleFrom(content) } : {}),
        ...(care?.startsCareMode ? { careUntil: careModeUntil(clock.now()) } : {}),
        ...(care?.marksMinor ? { minor: true } : {}),
        charge: charge && { userId, free: charge.free },
      });
    // D15: a message that needs care is answered by the care layer and never charged.
    const payment = care ? null : paymentOf(user);
    const request: ReplyRequest = {
      careText: care?.text ?? null,
      gentle: !care && inCareMode(context.careUntil, clock.now()),
      firstReply: !context.hasReply,
      history: fitHistory([...context.recentMessages, { content, isUser: true }]),
    };
    if (care && !careStored) {
      // D15: answered all the same, but nothing more is written (care-storage.ts).
      observeCare?.(care);
      const unstored: MessageRow = {
        id: unstoredMessageId(),
        conversationId,
        content,
        isUser: true,
        status: 'complete',
        care: false,
        createdAt: clock.now(),
      };
      return {
        ...request,
        userId,
        conversationId,
        userMessage: unstored,
        messagesRemaining: user.messagesRemaining,
        care,
        stored: false,
        reply: writer.start(request),
      };
    }
    // The model is asked while the message is stored, when the read says it will be paid
    // (issue 12): the first token then waits for the longer of the two, not for both. A
    // store that refuses after all (parallel sends took the last message) stops it. The
    // store leaves first: it takes longer than the model's first token (a commit, on disk).
    const storing = payment ? paid(user, payment, (free) => store({ free })) : store(null);
    const early = care || user.messagesRemaining > 0 ? writer.start(request) : null;
    const stored = await storing.catch((error: unknown) => {
      early?.cancel();
      throw error;
    });
    // Only a refused charge stores nothing.
    if (!stored) {
      early?.cancel();
      throw paymentRequired('chat.quota_exhausted');
    }
    if (care) observeCare?.(care);
    return {
      ...request,
      userId,
      conversationId,
      userMessage: stored.message,
      // Nothing taken: the meter shows what it showed (0 for a vip past its allowance).
      messagesRemaining: stored.messagesRemaining ?? (care ? user.messagesRemaining : 0),
      care,
      stored: true,
      reply: early ?? writer.start(request),
    };
  }

  /**
   * Stores the reply and closes the exchange; a reply cut short by us is
   * refunded in the same transaction. Without a refund it is one statement.
   */
  async function store(
    exchange: Exchange,
    text: string,
    status: ReplyStatus,
    refund: boolean,
    careAdded: boolean,
  ) {
    if (!exchange.stored) {
      const assistant: MessageRow = {
        ...exchange.userMessage,
        id: unstoredMessageId(),
        content: text,
        isUser: false,
        status,
        care: true,
      };
      return { assistant, messagesRemaining: exchange.messagesRemaining };
    }
    const close = async (tx: Db) => {
      const assistant = await conversations.closeWithReply(
        exchange.userMessage.id,
        { content: text, status, care: exchange.care !== null },
        tx,
      );
      // The recovery closed it already (this process stalled past the deadline).
      if (!assistant) throw new Error(`exchange ${exchange.userMessage.id} is no longer pending`);
      return assistant;
    };
    if (!refund && !careAdded)
      return { assistant: await close(db), messagesRemaining: exchange.messagesRemaining };
    return db.transaction(async (tx) => {
      const assistant = await close(tx);
      // D21: the second opinion puts the conversation in care mode, as the care layer does.
      if (careAdded)
        await conversations.setCareUntil(exchange.conversationId, careModeUntil(clock.now()), tx);
      const refunded = await balance.refund(tx, exchange.userId, exchange.userMessage.id);
      return { assistant, messagesRemaining: refunded ?? exchange.messagesRemaining };
    });
  }

  /** Undoes an exchange whose reply failed: the message goes, the credit comes back. */
  async function undo(exchange: Exchange) {
    if (!exchange.stored) return;
    await db.transaction(async (tx) => {
      // The ledger keeps the message's id: the refund happens once, even after the row is gone.
      if (await conversations.deletePendingMessage(exchange.userMessage.id, tx)) {
        await balance.refund(tx, exchange.userId, exchange.userMessage.id);
      }
    });
  }

  return {
    accept: acceptOrCare,

    /**
     * Closes the exchanges a dead process left pending since before `cutoff`:
     * each gets a note in place of its reply and its message back, in one
     * transaction; safe to run from several processes at once.
     */
    recoverStale(cutoff: Date): Promise<RecoveryResult> {
      return db.transaction(async (tx) => {
        const stale = await conversations.stalePendingMessages(cutoff, tx);
        let refunded = 0;
        for (const row of stale) {
          await conversations.closeExchange(row.id, tx);
          await conversations.insertMessage(
            {
              conversationId: row.conversationId,
              content: RECOVERED_REPLY_NOTE,
              isUser: false,
              status: 'interrupted',
            },
            tx,
          );
          if ((await balance.refund(tx, row.userId, row.id)) !== null) refunded += 1;
        }
        return { closed: stale.length, refunded };
      });
    },

    async reply(
      exchange: Exchange,
      onPiece?: (text: string) => void,
    ): Promise<SendMessageResponse> {
      let refunded = false;
      let careAdded = false;
      const { assistant, messagesRemaining } = await exchange.reply.write(
        {
          store: (text, status, refund, added = false) => {
            // A care exchange is never charged: nothing to give back.
            refunded = refund && exchange.care === null;
            careAdded = added;
            return store(exchange, text, status, refund, added);
          },
          undo: () => undo(exchange),
        },
        onPiece,
        stopKey(exchange.userId, exchange.conversationId, exchange.userMessage.id),
      );
      return {
        // What the client shows: the message as it now stands, its exchange closed.
        userMessage: { ...toMessage(exchange.userMessage), status: 'complete' },
        assistantMessage: toMessage(assistant),
        messagesRemaining,
        ...(refunded ? { refunded: true as const } : {}),
        ...(exchange.care?.careMode || exchange.gentle || careAdded
          ? { careMode: true as const }
          : {}),
      };
    },

    /** D18: « Arrêter ». The reply's stream then ends with what was stored. */
    async stop(userId: number, conversationId: number, messageId: number, shown: number) {
      if (writer.stop(stopKey(userId, conversationId, messageId), { shown })) return;
      if (!(await conversations.findOwned(conversationId, userId)))
        throw notFound('conversations.not_found');
      throw notFound('chat.reply_not_running');
    },

    startEvent: (exchange: Exchange): { userMessage: Message; messagesRemaining: number } => ({
      userMessage: toMessage(exchange.userMessage),
      messagesRemaining: exchange.messagesRemaining,
    }),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
