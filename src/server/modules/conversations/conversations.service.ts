import type { ConversationPage } from '../../../shared/schemas/chat.js';
import { notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.js';
import type { ConversationsRepository } from './conversations.repository.js';
import { toConversation, toMessage } from './conversations.presenter.js';

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

    async remove(userId: number, id: number) {
      if (!(await conversations.deleteOwned(id, userId))) throw notFound('conversations.not_found');
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
