import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationIdParamsSchema,
  messageIdParamsSchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  stopReplyBodySchema,
} from '#shared/schemas/chat.js';
import type { AuthGuard } from '../../plugins/auth-guard.js';
import type { ChatService } from './chat.service.js';
import { streamReply, wantsEventStream } from './sse.js';

export function chatRoutes(deps: { service: ChatService; guard: AuthGuard }) {
  const { service, guard } = deps;

  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/conversations/:id/messages',
      {
        // The session is checked by `accept`, in the read it makes anyway (as /api/auth/me does).
        onRequest: guard.requireToken,
        schema: {
          params: conversationIdParamsSchema,
          body: sendMessageBodySchema,
          response: { 200: sendMessageResponseSchema },
        },
      },
      async (request, reply) => {
        // Refusals (403, 402, 404, 429) are plain JSON answers, before any stream opens.
        const exchange = await service.accept(
          request.auth!,
          request.params.id,
          request.body.content,
        );
        if (!wantsEventStream(request)) return service.reply(exchange);
        await streamReply(request, reply, service.startEvent(exchange), (onPiece) =>
          service.reply(exchange, onPiece),
        );
      },
    );

    api.post(
      '/api/conversations/:id/messages/:messageId/stop',
      {
        onRequest: guard.requireUser,
        schema: { params: messageIdParamsSchema, body: stopReplyBodySchema },
      },
      async (request, reply) => {
        const { id, messageId } = request.params;
        await service.stop(request.auth!.userId, id, messageId, request.body.shown);
        return reply.code(204).send();
      },
    );
  };
}
