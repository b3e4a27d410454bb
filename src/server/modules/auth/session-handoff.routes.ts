import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { handoffBodySchema } from '#shared/schemas/auth.js';
import { authResponseSchema } from '#shared/schemas/user.js';
import { ERRORS } from '#shared/error-codes.js';
import { badRequest, conflict } from '../../errors.js';
import { maskEmail } from '../../lib/mask-email.js';
import type { AuthGuard } from '../../plugins/auth-guard.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { AuthService } from './auth.service.js';
import type { RefreshCookie } from './refresh-cookie.js';
import type { SessionHandoffs } from './session-handoff.service.js';
import { userAgentOf } from './client-meta.js';

export function sessionHandoffRoutes(deps: {
  handoffs: SessionHandoffs;
  auth: AuthService;
  users: UsersRepository;
  guard: AuthGuard;
  cookie: RefreshCookie;
}) {
  const { handoffs, auth, users, guard, cookie } = deps;

  return async function (app: FastifyInstance) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/auth/handoff',
        { schema: { body: handoffBodySchema, response: { 200: authResponseSchema } } },
        async (request, reply) => {
          const { code, guestSessionId = null, replaceSession } = request.body;
          const userId = await handoffs.peek(code, guestSessionId);
          if (userId === null) throw badRequest('auth.handoff_invalid');

          // Never swap the account someone is using without asking them first.
          // The session is the bearer's, or the refresh cookie's when the access token lapsed.
          const current = await guard.readClaims(request);
          const currentUserId = current?.userId ?? (await auth.cookieOwner(cookie.read(request)));
          if (currentUserId !== null && currentUserId !== userId && replaceSession !== true) {
            const target = await users.findById(userId);
            throw conflict(
              'auth.handoff_other_account',
              `${ERRORS['auth.handoff_other_account']} Il s’agit du compte ${maskEmail(target?.email ?? '')}.`,
            );
          }
          if ((await handoffs.redeem(code, guestSessionId)) !== userId) {
            throw badRequest('auth.handoff_invalid');
          }
          if (currentUserId !== null) await auth.logout(current, cookie.read(request), request.ip);
          const session = await auth.startSession(userId, userAgentOf(request));
          cookie.set(reply, session.refresh);
          return { accessToken: session.accessToken, user: await auth.sessionUser(userId) };
        },
      );
  };
}
