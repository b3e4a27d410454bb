import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appConfigSchema, type AppConfig } from '../../../shared/schemas/app-config.js';

export function appConfigRoutes(appConfig: AppConfig) {
  return async function (app: FastifyInstance) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/config',
        { schema: { response: { 200: appConfigSchema } } },
        async (_request, reply) =>
          reply.header('cache-control', 'public, max-age=300').send(appConfig),
      );
  };
}
