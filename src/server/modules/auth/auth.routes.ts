import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginBodySchema, registerBodySchema } from '#shared/schemas/auth.js';
import {
  loginResponseSchema,
  registerResponseSchema,
  logoutResponseSchema,
  refreshResponseSchema,
  sessionUserSchema,
} from '#shared/schemas/user.js';
import type { SessionUser } from '#shared/schemas/user.js';
import { z } from '#shared/zod.js';
import { AppError } from '../../errors.js';
import type { AuthGuard } from '../../plugins/auth-guard.js';
import type { AuthService } from './auth.service.js';
import { clientMetaOf } from './client-meta.js';
import type { RefreshCookie } from './refresh-cookie.js';

export function authRoutes(deps: {
  service: AuthService;
  guard: AuthGuard;
  cookie: RefreshCookie;
  /** Sends the confirmation mail of a new account; a failure never undoes the account. */
  sendVerification: (user: SessionUser) => Promise<{ emailSent: boolean; debug?: string }>;
}) {
  const { service, guard, cookie, sendVerification } = deps;

  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/auth/register',
      { schema: { body: registerBodySchema, response: { 201: registerResponseSchema } } },
      async (request, reply) => {
        const { user, accessToken, refresh } = await service.register(
          request.body,
          clientMetaOf(request),
        );
        cookie.set(reply, refresh);
        const mail = await sendVerification(user);
        return reply.code(201).send({ user, accessToken, ...mail });
      },
    );

    api.post(
      '/api/auth/login',
      { schema: { body: loginBodySchema, response: { 200: loginResponseSchema } } },
      async (request, reply) => {
        const { refresh, ...answer } = await service.login(request.body, clientMetaOf(request));
        cookie.set(reply, refresh);
        return answer;
      },
    );

    api.post(
      '/api/auth/refresh',
      { schema: { response: { 200: refreshResponseSchema, 204: z.undefined() } } },
      async (request, reply) => {
        const sent = cookie.read(request);
        // A visitor has no session to renew: nothing failed, so no error (and
        // no red line in the browser's console on every first visit, issue 12).
        if (sent === undefined) return reply.code(204).send();
        try {
          const session = await service.refresh(sent, clientMetaOf(request));
          if (session.refresh) cookie.set(reply, session.refresh);
          return { accessToken: session.accessToken };
        } catch (error) {
          // A refused cookie is dead: the browser should stop sending it.
          if (error instanceof AppError && error.statusCode === 401)
            cookie.clearIfSent(request, reply);
          throw error;
        }
      },
    );

    api.post(
      '/api/auth/logout',
      { schema: { response: { 200: logoutResponseSchema } } },
      async (request, reply) => {
        const result = await service.logout(
          await guard.readClaims(request),
          cookie.read(request),
          request.ip,
        );
        cookie.clearIfSent(request, reply);
        return result;
      },
    );

    api.get(
      '/api/auth/me',
      { onRequest: guard.requireToken, schema: { response: { 200: sessionUserSchema } } },
      async (request) => service.me(request.auth!),
    );
  };
}
