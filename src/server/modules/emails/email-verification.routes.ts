import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailResultSchema } from '../../../shared/schemas/emails.js';
import { conflict, unauthorized } from '../../errors.js';
import { HOUR } from '../../lib/clock.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { AuthGuard } from '../../plugins/auth-guard.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { EmailVerification } from './email-verification.service.js';
import type { Delivery } from './outbox.service.js';

const RESEND_LIMIT = { max: 3, windowMs: HOUR };

/** What the client is told about a confirmation mail (spec §7, §8): debug only outside production. */
export function mailResult(delivery: Delivery, isProduction: boolean) {
  return {
    success: delivery.sent,
    message: delivery.sent
      ? 'Un e-mail de confirmation vient de vous être envoyé.'
      : "Votre compte a été créé, mais l'envoi de l'e-mail de confirmation a échoué.",
    emailSent: delivery.sent,
    ...(!delivery.sent && !isProduction && delivery.error ? { debug: delivery.error } : {}),
  };
}

export function emailVerificationRoutes(deps: {
  verification: EmailVerification;
  users: UsersRepository;
  guard: AuthGuard;
  limit: RateLimiter;
  isProduction: boolean;
}) {
  const { verification, users, guard, limit, isProduction } = deps;

  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    // Opened from the mail: lands on /auth with the outcome (spec §2).
    api.get(
      '/api/verify-email',
      { schema: { querystring: z.object({ token: z.string().max(200).default('') }) } },
      async (request, reply) => {
        const outcome = request.query.token
          ? await verification.verify(request.query.token)
          : 'invalid';
        const flag = { verified: 'true', already: 'already', invalid: 'false' }[outcome];
        return reply.redirect(`/auth?verified=${flag}`, 302);
      },
    );

    api.post(
      '/api/auth/resend-verification',
      { onRequest: guard.requireUser, schema: { response: { 200: mailResultSchema } } },
      async (request) => {
        const userId = request.auth!.userId;
        await limit('verification:resend', String(userId), RESEND_LIMIT, 'emails.rate_limited');
        const user = await users.findById(userId);
        if (!user) throw unauthorized('auth.invalid_token');
        if (user.isVerified) throw conflict('emails.already_verified');
        const result = mailResult(await verification.send(user), isProduction);
        return result.emailSent
          ? result
          : {
              ...result,
              message:
                "L'envoi de l'e-mail de confirmation a échoué. Réessayez dans quelques minutes.",
            };
      },
    );
  };
}
