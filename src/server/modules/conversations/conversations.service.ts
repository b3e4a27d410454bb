import type { ConversationPage, HistorySearchResponse } from '#shared/schemas/chat.js';
import { notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.js';
import type { ConversationsRepository } from './conversations.repository.js';
import { toConversation, toMessage } from './conversations.presenter.js';
import { excerptOf, toPrefixQuery } from './history-search.js';

/** The hits a search returns at most, newest first. */
export const HISTORY_SEARCH_LIMIT = 50;

export const CONVERSATION_CREATE_LIMIT: Limit = { max: 60, windowMs: 60 * 60_000 };

export function createConversationsService(deps: {
  conversations: ConversationsRepository;
  limit: RateLimiter;
  clock: Clock;
}) {
  const { conversations, limit, clock } = deps;

  return {
    async list(userId: number) {
      return (await conversations.listByUser(userId)).map(toConversation);
    },

    async create(userId: number) {
      await limit(
        'conversations:create',
        String(userId),
        CONVERSATION_CREATE_LIMIT,
        'conversations.rate_limited',
      );
      return toConversation(await conversations.create(userId));
    },

    async page(
      userId: number,
      id: number,
      limitCount: number,
      offset: number,
    ): Promise<ConversationPage> {
      const conversation = await conversations.findOwned(id, userId);
      if (!conversation) throw notFound('conversations.not_found');
      const page = await conversations.page(id, limitCount, offset);
      return {
        conversation: toConversation(conversation),
        messages: page.messages.map(toMessage),
        pagination: { total: page.total, offset, limit: limitCount },
        // Care mode (issue 10): the client keeps the help numbers in view and offers no plan.
        ...(conversation.careUntil && conversation.careUntil > clock.now()
          ? { careMode: true as const }
          : {}),
      };
    },

    /** Issue 14: the person's words across all their consultations, newest first. */
    async search(
      userId: number,
      query: { q: string; since?: string; before?: string },
    ): Promise<HistorySearchResponse> {
      const tsquery = toPrefixQuery(query.q);
      // Words that hold nothing searchable (« à », « ! ») find nothing, unless a date was given.
      if (!tsquery && query.q !== '' && !query.since && !query.before)
        return { hits: [], truncated: false };
      const rows = await conversations.search(userId, {
        tsquery,
        since: query.since ? new Date(query.since) : undefined,
        before: query.before ? new Date(query.before) : undefined,
        limit: HISTORY_SEARCH_LIMIT + 1,
      });
      return {
        hits: rows.slice(0, HISTORY_SEARCH_LIMIT).map((row) => {
          const { text, highlights } = excerptOf(row.content, row.marked);
          return {
            messageId: row.messageId,
            conversationId: row.conversationId,
            conversationTitle: row.title,
            isUser: row.isUser,
            createdAt: row.createdAt.toISOString(),
            excerpt: text,
            highlights,
          };
        }),
        truncated: rows.length > HISTORY_SEARCH_LIMIT,
      };
    },

    async rename(userId: number, id: number, title: string) {
      const row = await conversations.rename(id, userId, title);
      if (!row) throw notFound('conversations.not_found');
      return toConversation(row);
    },

    async remove(userId: number, id: number) {
      if (!(await conversations.deleteOwned(id, userId))) throw notFound('conversations.not_found');
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
