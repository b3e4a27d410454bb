import type { FastifyBaseLogger } from 'fastify';
import { AI_DISCLOSURE } from '../../../shared/persona.js';
import type { SendMessageResponse, Message } from '../../../shared/schemas/chat.js';
import type { LlmAdapter } from '../../adapters/llm/llm.js';
import type { Db } from '../../db/client.js';
import { notFound, serviceUnavailable } from '../../errors.js';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.js';
import { DEFAULT_TITLE, summaryFrom, titleFrom } from '../conversations/conversation-labels.js';
import type {
  ConversationsRepository,
  MessageRow,
} from '../conversations/conversations.repository.js';
import { toMessage } from '../conversations/conversations.presenter.js';
import { CRISIS_REPLY, detectCrisis } from './crisis.js';
import { fitHistory, HISTORY_MAX_MESSAGES } from './history.js';
import { buildSystemPrompt } from './persona.prompt.js';
import type { QuotaRepository } from './quota.repository.js';

export const SEND_LIMIT: Limit = { max: 20, windowMs: 60_000 };

/** An accepted message, paid for and stored, waiting for its reply. */
export interface Exchange {
  userId: number;
  conversationId: number;
  userMessage: MessageRow;
  charged: boolean;
  messagesRemaining: number;
  crisis: boolean;
  firstReply: boolean;
  history: ReturnType<typeof fitHistory>;
}

interface Deps {
  db: Db;
  conversations: ConversationsRepository;
  quota: QuotaRepository;
  llm: LlmAdapter;
  limit: RateLimiter;
  log: FastifyBaseLogger;
}

/** Splits a fixed text into word-sized pieces, so every reply streams alike. */
function* words(text: string): Generator<string> {
  for (const match of text.matchAll(/\S+\s*|\s+/g)) yield match[0];
}

export function createChatService(deps: Deps) {
  const { db, conversations, quota, llm, limit, log } = deps;
  /** Replies being written: aborted and settled when the server stops. */
  const inFlight = new Map<AbortController, Promise<unknown>>();

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

  async function* replyPieces(exchange: Exchange, signal: AbortSignal): AsyncGenerator<string> {
    if (exchange.crisis) {
      yield* words(CRISIS_REPLY);
      return;
    }
    // The first reply of every conversation says in words that the advisor is an AI (D15).
    if (exchange.firstReply) yield `${AI_DISCLOSURE}\n\n`;
    yield* llm.stream({ system: buildSystemPrompt(), history: exchange.history, signal });
  }

  /** Undoes an exchange whose reply failed: the message goes, the credit comes back. */
  async function undo(exchange: Exchange): Promise<void> {
    await db.transaction(async (tx) => {
      await conversations.deleteMessage(exchange.userMessage.id, tx);
      if (exchange.charged) await quota.refund(tx, exchange.userId);
    });
  }

  async function store(exchange: Exchange, text: string, status: 'complete' | 'interrupted') {
    return db.transaction(async (tx) => {
      const assistant = await conversations.insertMessage(
        { conversationId: exchange.conversationId, content: text.trim(), isUser: false, status },
        tx,
      );
      const userContents = await conversations.userMessageContents(exchange.conversationId, tx);
      const first = userContents[0];
      await conversations.touch(
        exchange.conversationId,
        {
          updatedAt: assistant.createdAt,
          summary: summaryFrom(userContents),
          ...(userContents.length === 1 && first
            ? { title: titleFrom(first) || DEFAULT_TITLE }
            : {}),
        },
        tx,
      );
      return assistant;
    });
  }

  /**
   * Writes the reply, piece by piece to `onPiece`, then stores it. It does not
   * depend on the browser: a client that leaves still finds the reply on reload.
   */
  async function reply(
    exchange: Exchange,
    onPiece: (text: string) => void = () => {},
  ): Promise<SendMessageResponse> {
    const controller = new AbortController();
    const work = (async () => {
      let text = '';
      try {
        for await (const piece of replyPieces(exchange, controller.signal)) {
          text += piece;
          onPiece(piece);
        }
      } catch (error) {
        // Stopped by a shutdown with something written: keep it, marked as cut short.
        if (controller.signal.aborted && text.trim()) return store(exchange, text, 'interrupted');
        log.warn(
          { err: error, llm: llm.name, conversationId: exchange.conversationId },
          'AI reply failed',
        );
        await undo(exchange);
        throw serviceUnavailable('chat.ai_failed');
      }
      if (!text.trim()) {
        await undo(exchange);
        throw serviceUnavailable('chat.ai_failed');
      }
      return store(exchange, text, 'complete');
    })();
    inFlight.set(controller, work);
    try {
      const assistant = await work;
      return {
        userMessage: toMessage(exchange.userMessage),
        assistantMessage: toMessage(assistant),
        messagesRemaining: exchange.messagesRemaining,
      };
    } finally {
      inFlight.delete(controller);
    }
  }

  return {
    accept,
    reply,
    startEvent: (exchange: Exchange): { userMessage: Message; messagesRemaining: number } => ({
      userMessage: toMessage(exchange.userMessage),
      messagesRemaining: exchange.messagesRemaining,
    }),
    /** On shutdown: stop every reply being written and wait until each is stored or undone. */
    async drain(): Promise<void> {
      for (const controller of inFlight.keys()) controller.abort();
      await Promise.allSettled(inFlight.values());
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
