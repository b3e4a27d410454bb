import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationIdParamsSchema,
  conversationListSchema,
  conversationPageQuerySchema,
  conversationPageSchema,
  conversationSchema,
  historySearchQuerySchema,
  historySearchResponseSchema,
  renameConversationBodySchema,
} from '#shared/schemas/chat.js';
import type { AuthGuard } from '../../plugins/auth-guard.js';
import type { ConversationsService } from './conversations.service.js';

export function conversationsRoutes(deps: { service: ConversationsService; guard: AuthGuard }) {
  const { service, guard } = deps;

  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', guard.requireUser);

    api.get(
      '/api/conversations',
      { schema: { response: { 200: conversationListSchema } } },
      (request) => service.list(request.auth!.userId),
    );

    api.post(
      '/api/conversations',
      { schema: { response: { 201: conversationSchema } } },
      async (request, reply) => reply.code(201).send(await service.create(request.auth!.userId)),
    );

    api.get(
      '/api/conversations/search',
      {
        schema: {
          querystring: historySearchQuerySchema,
          response: { 200: historySearchResponseSchema },
        },
      },
      (request) => service.search(request.auth!.userId, request.query),
    );

    api.patch(
      '/api/conversations/:id',
      {
        schema: {
          params: conversationIdParamsSchema,
          body: renameConversationBodySchema,
          response: { 200: conversationSchema },
        },
      },
      (request) => service.rename(request.auth!.userId, request.params.id, request.body.title),
    );

    api.get(
      '/api/conversations/:id',
      {
        schema: {
          params: conversationIdParamsSchema,
          querystring: conversationPageQuerySchema,
          response: { 200: conversationPageSchema },
        },
      },
      (request) =>
        service.page(
          request.auth!.userId,
          request.params.id,
          request.query.limit,
          request.query.offset,
        ),
    );

    api.delete(
      '/api/conversations/:id',
      { schema: { params: conversationIdParamsSchema } },
      async (request, reply) => {
        await service.remove(request.auth!.userId, request.params.id);
        return reply.code(204).send();
      },
    );
  };
}
