import type { Message, SendMessageResponse } from '#shared/schemas/chat.js';
import { VIP_FAIR_USE_PER_DAY } from '#shared/plans.js';
import type { Db } from '../../db/client.js';
import { DAY, type Clock } from '../../lib/clock.js';
import { notFound, paymentRequired, unauthorized } from '../../errors.js';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.js';
import { summaryFrom, titleFrom } from '../conversations/conversation-labels.js';
import type { ConversationsRepository } from '../conversations/conversations.repository.js';
import { toMessage } from '../conversations/conversations.presenter.js';
import { careModeUntil, type CareDecision } from './care.js';
import { readSendContext, type SendContext } from './send-context.read.js';
import type { BalanceService } from '../balance/balance.service.js';
import { paymentOf, type Payment } from './charge.js';
import type { AccessClaims } from '../auth/access-tokens.js';
import type { SessionUserRow } from '../session-user/session-user.read.js';
import type { ReplyWriter } from './reply-writer.js';
import {
  createExchangeEngine,
  type Exchange,
  type ExchangeMessage,
  type ExchangeStore,
  type Payer,
} from './exchange.js';

export const SEND_LIMIT: Limit = { max: 20, windowMs: 60_000 };
/** D16: past its 100 messages, vip sends up to 20 messages a day. */
const VIP_FAIR_USE: Limit = { max: VIP_FAIR_USE_PER_DAY, windowMs: DAY };

/** Whose exchange it is: a customer's, in one of their conversations. */
interface Customer {
  userId: number;
  conversationId: number;
}

interface Deps {
  db: Db;
  conversations: ConversationsRepository;
  balance: BalanceService;
  writer: ReplyWriter;
  limit: RateLimiter;
  clock: Clock;
  /** Told of every care answer, for the operators' counts (never the text). */
  observeCare?: (decision: CareDecision) => void;
}

/** The customer's exchange as the chat shows it: the conversation's id on each message. */
const present = (message: ExchangeMessage, { conversationId }: Customer): Message =>
  toMessage({ ...message, conversationId });

export function createChatService(deps: Deps) {
  const { db, conversations, balance, limit, clock } = deps;

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

  /** The conversation's messages; a customer's message is paid from their balance (ADR 009). */
  const store: ExchangeStore<Customer> = {
    closeWithReply: (id, reply, tx) => conversations.closeWithReply(id, reply, tx),
    deletePendingMessage: (id, tx) => conversations.deletePendingMessage(id, tx),
    setCareUntil: (owner, until, tx) => conversations.setCareUntil(owner.conversationId, until, tx),
    async stalePendingMessages(cutoff, tx) {
      const rows = await conversations.stalePendingMessages(cutoff, tx);
      // The ledger knows whether a message was spent: its refund gives back only what was.
      return rows.map(({ id, userId, conversationId }) => ({
        id,
        owner: { userId, conversationId },
        charged: true,
      }));
    },
    refund: (owner, messageId, tx) => balance.refundMessage(tx, owner.userId, messageId),
  };

  type Input = { claims: AccessClaims; conversationId: number };
  type Sender = { user: SessionUserRow; context: SendContext };

  const customer: Payer<Input, Sender, Customer> = {
    scope: 'chat',
    sendLimit: SEND_LIMIT,
    sendLimitedCode: 'chat.send_rate_limited',
    // What care mode answers with care instead (D21): a quota, a verification, a limit.
    refusals: new Set([402, 403, 429]),
    subject: ({ claims }) => String(claims.userId),
    async read({ claims, conversationId }, max) {
      // The session check of the route (requireToken) is part of this read.
      const { user, context } = await readSendContext(db, claims, conversationId, max);
      if (!user || !context)
        throw user ? notFound('conversations.not_found') : unauthorized('auth.invalid_token');
      return {
        sender: { user, context },
        care: context,
        recentMessages: context.recentMessages,
        hasReply: context.hasReply,
        messagesRemaining: user.messagesRemaining,
      };
    },
    owner: ({ claims, conversationId }) => ({ userId: claims.userId, conversationId }),
    // The model is asked while the message is stored when the read says it will be paid (issue 12).
    willTake: ({ user }, care) => care !== null || user.messagesRemaining > 0,
    take({ claims, conversationId }, { sender: { user, context } }, content, care) {
      // D15: a message that needs care is answered by the care layer and never charged.
      // Thrown before the model is asked: an unverified free account may not send.
      const payment = care ? null : paymentOf(user);
      // The title and the topics come from what the person wrote, whatever happens to the reply.
      const userContents = [...context.userMessages, content];
      const storeAs = (charge: { free: boolean } | null) =>
        conversations.storeUserMessage({
          conversationId,
          content,
          summary: summaryFrom(userContents),
          ...(userContents.length === 1 ? { title: titleFrom(content) } : {}),
          ...(care?.startsCareMode ? { careUntil: careModeUntil(clock.now()) } : {}),
          ...(care?.marksMinor ? { minor: true } : {}),
          charge: charge && { userId: claims.userId, free: charge.free },
        });
      const storing = payment ? paid(user, payment, (free) => storeAs({ free })) : storeAs(null);
      return storing.then((stored) => {
        // Only a refused charge stores nothing.
        if (!stored) throw paymentRequired('chat.quota_exhausted');
        return {
          message: stored.message,
          // Nothing taken: the meter shows what it showed (0 for a vip past its allowance).
          messagesRemaining: stored.messagesRemaining ?? (care ? user.messagesRemaining : 0),
        };
      });
    },
    store,
    stopKey: (owner, messageId) => `user:${owner.userId}:${owner.conversationId}:${messageId}`,
    async stopMissed({ userId, conversationId }) {
      if (!(await conversations.findOwned(conversationId, userId)))
        throw notFound('conversations.not_found');
    },
  };

  const engine = createExchangeEngine(deps, customer);

  return {
    /** Checks, charges and stores the customer's message; its reply is asked for already. */
    accept: (claims: AccessClaims, conversationId: number, content: string) =>
      engine.accept({ claims, conversationId }, content),

    recoverStale: engine.recoverStale,

    async reply(
      exchange: Exchange<Customer>,
      onPiece?: (text: string) => void,
    ): Promise<SendMessageResponse> {
      const { userMessage, assistantMessage, ...rest } = await engine.reply(exchange, onPiece);
      return {
        userMessage: present(userMessage, exchange.owner),
        assistantMessage: present(assistantMessage, exchange.owner),
        ...rest,
      };
    },

    /** D18: « Arrêter ». The reply's stream then ends with what was stored. */
    stop: (userId: number, conversationId: number, messageId: number, shown: number) =>
      engine.stop({ userId, conversationId }, messageId, shown),

    startEvent: (exchange: Exchange<Customer>) => ({
      userMessage: present(exchange.userMessage, exchange.owner),
      messagesRemaining: exchange.messagesRemaining,
    }),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
