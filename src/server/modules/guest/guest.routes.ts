import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  guestChatQuerySchema,
  guestChatResponseSchema,
  guestStopBodySchema,
  guestSendBodySchema,
  guestSendResponseSchema,
} from '#shared/schemas/guest.js';
import { messageIdParamSchema } from '#shared/schemas/chat.js';
import { streamReply, wantsEventStream } from '../chat/sse.js';
import type { GuestService } from './guest.service.js';

export function guestRoutes(deps: { service: GuestService }) {
  const { service } = deps;

  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/guest/chat',
      { schema: { querystring: guestChatQuerySchema, response: { 200: guestChatResponseSchema } } },
      (request) => service.conversation(request.query.sessionId),
    );

    api.post(
      '/api/guest/chat',
      { schema: { body: guestSendBodySchema, response: { 200: guestSendResponseSchema } } },
      async (request, reply) => {
        const exchange = await service.accept(
          request.body.sessionId,
          request.body.content,
          request.ip,
        );
        if (!wantsEventStream(request)) return service.reply(exchange);
        await streamReply(request, reply, service.startEvent(exchange), (onPiece) =>
          service.reply(exchange, onPiece),
        );
      },
    );

    api.post(
      '/api/guest/chat/:messageId/stop',
      { schema: { params: messageIdParamSchema, body: guestStopBodySchema } },
      async (request, reply) => {
        await service.stop(request.body.sessionId, request.params.messageId, request.body.shown);
        return reply.code(204).send();
      },
    );
  };
}
