import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';

/**
 * The special offer is a browser form (spec §7): form bodies are parsed here
 * and nowhere else, so that no other route can be reached by a form posted
 * from another site. Payments come with their own issue: until then the
 * visitor is sent back with an honest message.
 */
export function specialOfferRoutes() {
  return async function (app: FastifyInstance) {
    await app.register(formbody);
    app.post('/api/special-offer', async (_request, reply) =>
      reply.redirect('/?error=offer_unavailable', 303),
    );
  };
}
