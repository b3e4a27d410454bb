import type { FastifyInstance } from 'fastify';
import { appConfigSchema, type AppConfig } from '#shared/schemas/app-config.js';

export function appConfigRoutes(appConfig: AppConfig) {
  // The configuration does not change while the process runs: checked against
  // its schema and written to JSON once, not at every page load.
  const body = JSON.stringify(appConfigSchema.parse(appConfig));
  return async function (app: FastifyInstance) {
    app.get('/api/config', (_request, reply) => {
      reply
        .header('cache-control', 'public, max-age=300')
        .type('application/json; charset=utf-8')
        .send(body);
    });
  };
}
