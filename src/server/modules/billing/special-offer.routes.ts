import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { specialOfferFormSchema } from '#shared/schemas/guest.js';
import { PaymentProviderError } from '../../adapters/payments/payments.js';
import { MINUTE } from '../../lib/clock.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { logProviderError } from './billing.service.js';
import type { SpecialOffer } from './special-offer.service.js';

const START_LIMIT = { max: 10, windowMs: 15 * MINUTE };
/** A return page is visited once or twice per purchase; more is someone trying checkout ids. */
const RETURN_LIMIT = { max: 20, windowMs: 15 * MINUTE };

/**
 * The special offer is a browser form (spec §7): form bodies are parsed here
 * and nowhere else (ADR 008). Both routes answer with a redirect, to the
 * payment page or back home with what happened (spec §8 error codes).
 */
export function specialOfferRoutes(deps: { offer: SpecialOffer; limit: RateLimiter }) {
  const { offer, limit } = deps;

  return async function (app: FastifyInstance) {
    await app.register(formbody);
    const redirectOnProviderError = async (
      request: FastifyRequest,
      operation: string,
      run: () => Promise<string>,
    ) => {
      try {
        return await run();
      } catch (error) {
        if (error instanceof PaymentProviderError) {
          logProviderError(request.log, operation, error);
          return '/?error=payment_failed';
        }
        throw error;
      }
    };

    app.post('/api/special-offer', async (request, reply) => {
      await limit('special-offer:ip', request.ip, START_LIMIT);
      const form = specialOfferFormSchema.safeParse(request.body);
      if (!form.success) {
        // A browser without the tick box (or a hand-made form) is refused, not sent to pay.
        const sessionBad = form.error.issues.some((i) => i.path[0] === 'sessionId');
        const error = sessionBad ? 'missing_guest_session' : 'withdrawal_waiver_required';
        return reply.redirect(`/?error=${error}`, 303);
      }
      return reply.redirect(
        await redirectOnProviderError(request, 'offer', () => offer.start(form.data.sessionId)),
        303,
      );
    });

    app.get('/api/special-offer/return', async (request, reply) => {
      await limit('special-offer:return', request.ip, RETURN_LIMIT);
      const query = z
        .object({ session_id: z.string().max(300).optional() })
        .safeParse(request.query);
      const sessionId = query.success ? query.data.session_id : undefined;
      return reply.redirect(
        await redirectOnProviderError(request, 'offer.return', () => offer.finish(sessionId)),
        303,
      );
    });
  };
}
