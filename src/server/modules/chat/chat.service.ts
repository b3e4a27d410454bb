import type { Message, SendMessageResponse } from '../../../shared/schemas/chat.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.js';
import { summaryFrom, titleFrom } from '../conversations/conversation-labels.js';
import type {
  ConversationsRepository,
  MessageRow,
} from '../conversations/conversations.repository.js';
import { toMessage } from '../conversations/conversations.presenter.js';
import { detectCrisis } from './crisis.js';
import { fitHistory, HISTORY_MAX_MESSAGES } from './history.js';
import type { QuotaRepository } from './quota.repository.js';
import type { ReplyRequest, ReplyWriter } from './reply-writer.js';

export const SEND_LIMIT: Limit = { max: 20, windowMs: 60_000 };

/** An accepted message, paid for and stored, waiting for its reply. */
export interface Exchange extends ReplyRequest {
  userId: number;
  conversationId: number;
  userMessage: MessageRow;
  charged: boolean;
  messagesRemaining: number;
}

interface Deps {
  db: Db;
  conversations: ConversationsRepository;
  quota: QuotaRepository;
  writer: ReplyWriter;
  limit: RateLimiter;
}

export function createChatService(deps: Deps) {
  const { db, conversations, quota, writer, limit } = deps;

  /** Checks, charges and stores the user's message, in one transaction. */
  async function accept(
    userId: number,
    conversationId: number,
    content: string,
  ): Promise<Exchange> {
    await limit('chat:send', String(userId), SEND_LIMIT, 'chat.send_rate_limited');
    const crisis = detectCrisis(content);
    return db.transaction(async (tx) => {
      const conversation = await conversations.findOwned(conversationId, userId, tx);
      if (!conversation) throw notFound('conversations.not_found');
      // D15: a message showing a risk of suicide or self-harm is answered with care and never charged.
      const charge = crisis
        ? { charged: false, messagesRemaining: await quota.remaining(tx, userId) }
        : await quota.charge(tx, userId);
      const firstReply = !(await conversations.hasAssistantMessage(conversationId, tx));
      const userMessage = await conversations.insertMessage(
        { conversationId, content, isUser: true },
        tx,
      );
      const recent = await conversations.recentMessages(conversationId, HISTORY_MAX_MESSAGES, tx);
      return {
        userId,
        conversationId,
        userMessage,
        ...charge,
        crisis,
        firstReply,
        history: fitHistory(recent),
      };
    });
  }

  /** Stores the reply with the conversation's title (first message) and topic summary. */
  function store(exchange: Exchange, text: string, status: 'complete' | 'interrupted') {
    return db.transaction(async (tx) => {
      const assistant = await conversations.insertMessage(
        { conversationId: exchange.conversationId, content: text, isUser: false, status },
        tx,
      );
      const userContents = await conversations.userMessageContents(exchange.conversationId, tx);
      const first = userContents[0];
      await conversations.touch(
        exchange.conversationId,
        {
          updatedAt: assistant.createdAt,
          summary: summaryFrom(userContents),
          ...(userContents.length === 1 && first ? { title: titleFrom(first) } : {}),
        },
        tx,
      );
      return assistant;
    });
  }

  /** Undoes an exchange whose reply failed: the message goes, the credit comes back. */
  function undo(exchange: Exchange) {
    return db.transaction(async (tx) => {
      await conversations.deleteMessage(exchange.userMessage.id, tx);
      if (exchange.charged) await quota.refund(tx, exchange.userId);
    });
  }

  return {
    accept,

    async reply(
      exchange: Exchange,
      onPiece?: (text: string) => void,
    ): Promise<SendMessageResponse> {
      const assistant = await writer.write(
        exchange,
        { store: (text, status) => store(exchange, text, status), undo: () => undo(exchange) },
        onPiece,
      );
      return {
        userMessage: toMessage(exchange.userMessage),
        assistantMessage: toMessage(assistant),
        messagesRemaining: exchange.messagesRemaining,
      };
    },

    startEvent: (exchange: Exchange): { userMessage: Message; messagesRemaining: number } => ({
      userMessage: toMessage(exchange.userMessage),
      messagesRemaining: exchange.messagesRemaining,
    }),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
