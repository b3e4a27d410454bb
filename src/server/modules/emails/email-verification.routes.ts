import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailResultSchema, verificationResultSchema } from '#shared/schemas/emails.js';
import { conflict, unauthorized } from '../../errors.js';
import { HOUR } from '../../lib/clock.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { AuthGuard } from '../../plugins/auth-guard.js';
import type { MailboxProof } from '../auth/mailbox-proof.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { EmailVerification } from './email-verification.service.js';
import { mailResult } from './mail-result.js';

const RESEND_LIMIT = { max: 3, windowMs: HOUR };

export function emailVerificationRoutes(deps: {
  verification: EmailVerification;
  proof: MailboxProof;
  users: UsersRepository;
  guard: AuthGuard;
  limit: RateLimiter;
  isProduction: boolean;
}) {
  const { verification, proof, users, guard, limit, isProduction } = deps;

  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    // Opened from the mail: lands on /auth, whose script posts the token below with the
    // browser's session, if it holds one; a mail scanner following links spends nothing.
    api.get(
      '/api/verify-email',
      { schema: { querystring: z.object({ token: z.string().max(200).default('') }) } },
      async (request, reply) => {
        const { token } = request.query;
        return reply.redirect(
          token ? `/auth?verify=${encodeURIComponent(token)}` : '/auth?verified=false',
          302,
        );
      },
    );

    // The first proof of the mailbox ends what was set up before it, but the session of
    // the browser that proves it (issue 36): see mailbox-proof.ts.
    api.post(
      '/api/verify-email',
      {
        schema: {
          body: z.object({ token: z.string().max(200).default('') }),
          response: { 200: verificationResultSchema },
        },
      },
      async (request) => {
        const { token } = request.body;
        const result = token ? await verification.verify(token) : { outcome: 'invalid' as const };
        if (result.userId === undefined) return { outcome: result.outcome };
        const prover = await guard.readClaims(request);
        return { outcome: result.outcome, ...(await proof.proven(result.userId, prover)) };
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
