import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERRORS } from '../../../shared/error-codes.js';
import {
  conversationIdParamsSchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
} from '../../../shared/schemas/chat.js';
import { AppError } from '../../errors.js';
import type { AuthGuard } from '../../plugins/auth-guard.js';
import type { ChatService } from './chat.service.js';
import { openEventStream } from './sse.js';

const wantsStream = (accept: string | undefined) => accept?.includes('text/event-stream') ?? false;

export function chatRoutes(deps: { service: ChatService; guard: AuthGuard }) {
  const { service, guard } = deps;

  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onClose', () => service.drain());

    api.post(
      '/api/conversations/:id/messages',
      {
        onRequest: guard.requireUser,
        schema: {
          params: conversationIdParamsSchema,
          body: sendMessageBodySchema,
          response: { 200: sendMessageResponseSchema },
        },
      },
      async (request, reply) => {
        // Refusals (403, 402, 404, 429) are plain JSON answers, before any stream opens.
        const exchange = await service.accept(
          request.auth!.userId,
          request.params.id,
          request.body.content,
        );
        if (!wantsStream(request.headers.accept)) return service.reply(exchange);

        const stream = openEventStream(reply);
        stream.send({ event: 'start', data: service.startEvent(exchange) });
        try {
          const result = await service.reply(exchange, (text) =>
            stream.send({ event: 'delta', data: { text } }),
          );
          stream.send({ event: 'done', data: result });
        } catch (error) {
          const known = error instanceof AppError;
          if (!known) request.log.error({ err: error }, 'streamed reply failed');
          stream.send({
            event: 'error',
            data: known
              ? { message: error.message, code: error.code }
              : { message: ERRORS['common.internal'], code: 'common.internal' },
          });
        }
        stream.end();
      },
    );
  };
}
