import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailSchema } from '#shared/schemas/auth.js';
import {
  generatePasswordTokenQuerySchema,
  generatePasswordTokenResponseSchema,
  messageResponseSchema,
  setPasswordBodySchema,
  setPasswordDirectBodySchema,
  setPasswordResponseSchema,
  verifyPasswordTokenQuerySchema,
  verifyPasswordTokenResponseSchema,
} from '#shared/schemas/emails.js';
import { badRequest } from '../../errors.js';
import type { AuthGuard } from '../../plugins/auth-guard.js';
import type { AuthService } from '../auth/auth.service.js';
import type { RefreshCookie } from '../auth/refresh-cookie.js';
import type { PasswordsService } from './passwords.service.js';
import { userAgentOf } from '../auth/client-meta.js';

export function passwordsRoutes(deps: {
  service: PasswordsService;
  auth: AuthService;
  guard: AuthGuard;
  cookie: RefreshCookie;
}) {
  const { service, auth, guard, cookie } = deps;

  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/generate-password-token',
      {
        schema: {
          querystring: generatePasswordTokenQuerySchema,
          response: { 200: generatePasswordTokenResponseSchema },
        },
      },
      async (request, reply) => {
        const { direct, email, conversationId } = request.query;
        if (direct === 'true') {
          await guard.requireUser(request, reply);
          return service.directToken(request.auth!.userId, conversationId ?? null);
        }
        const parsed = emailSchema.safeParse(email ?? '');
        if (!parsed.success) throw badRequest('common.invalid_input', "Format d'e-mail invalide");
        return service.requestReset(parsed.data, conversationId ?? null, request.ip);
      },
    );

    api.get(
      '/api/verify-password-token',
      {
        schema: {
          querystring: verifyPasswordTokenQuerySchema,
          response: { 200: verifyPasswordTokenResponseSchema },
        },
      },
      (request) => service.check(request.query.token, request.query.conversationId ?? null),
    );

    api.post(
      '/api/set-password',
      { schema: { body: setPasswordBodySchema, response: { 200: setPasswordResponseSchema } } },
      async (request, reply) => {
        const userId = await service.setWithToken(request.body.token, request.body.password);
        // The link proved the mailbox: the user is logged in with a fresh session.
        const session = await auth.startSession(userId, userAgentOf(request), true);
        cookie.set(reply, session.refresh);
        return {
          message: 'Votre mot de passe a été enregistré.',
          accessToken: session.accessToken,
        };
      },
    );

    api.put(
      '/api/set-password-direct',
      {
        onRequest: guard.requireUser,
        schema: { body: setPasswordDirectBodySchema, response: { 200: messageResponseSchema } },
      },
      (request) => service.setDirect(request.auth!.userId, request.body.newPassword),
    );
  };
}
