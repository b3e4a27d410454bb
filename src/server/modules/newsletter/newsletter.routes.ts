import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsletterBodySchema, newsletterResponseSchema } from '../../../shared/schemas/emails.js';
import { AppError } from '../../errors.js';
import { HOUR } from '../../lib/clock.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { Newsletter } from '../../adapters/newsletter/newsletter.js';
import { ERRORS } from '../../../shared/error-codes.js';

const SUBSCRIBE_LIMIT = { max: 10, windowMs: HOUR };

export function newsletterRoutes(deps: { newsletter: Newsletter; limit: RateLimiter }) {
  const { newsletter, limit } = deps;

  return async function (app: FastifyInstance) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/brevo/subscribe',
        { schema: { body: newsletterBodySchema, response: { 200: newsletterResponseSchema } } },
        async (request) => {
          await limit('newsletter:ip', request.ip, SUBSCRIBE_LIMIT);
          try {
            await newsletter.subscribe(request.body);
          } catch (error) {
            request.log.warn(
              { err: error, newsletter: newsletter.name },
              'newsletter subscription failed',
            );
            throw new AppError(502, 'newsletter.failed', ERRORS['newsletter.failed']);
          }
          return { success: true, message: 'Votre inscription à la newsletter est confirmée.' };
        },
      );
  };
}
