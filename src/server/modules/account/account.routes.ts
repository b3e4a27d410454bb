import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountDeletionBodySchema,
  accountUpdateResponseSchema,
  emailChangeBodySchema,
  emailRevertBodySchema,
  exportQuerySchema,
  passwordChangeBodySchema,
  sessionRenewedResponseSchema,
  profileBodySchema,
  sessionListSchema,
  sessionParamsSchema,
} from '#shared/schemas/account.js';
import { messageResponseSchema } from '#shared/schemas/emails.js';
import type { AuthGuard } from '../../plugins/auth-guard.js';
import type { RefreshCookie } from '../auth/refresh-cookie.js';
import type { Sessions } from '../auth/sessions.service.js';
import type { AccountDeletion } from './account-deletion.service.js';
import type { AccountExporter } from './account-export.js';
import type { AccountService } from './account.service.js';

/** The profile's calls (spec §7 `/api/user/*`, issue 11): all need a live session but the revert link. */
export function accountRoutes(deps: {
  account: AccountService;
  deletion: AccountDeletion;
  exporter: AccountExporter;
  sessions: Sessions;
  guard: AuthGuard;
  cookie: RefreshCookie;
}) {
  const { account, deletion, exporter, sessions, guard, cookie } = deps;

  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.put(
      '/api/user/profile',
      {
        onRequest: guard.requireUser,
        schema: { body: profileBodySchema, response: { 200: accountUpdateResponseSchema } },
      },
      (request) => account.updateProfile(request.auth!.userId, request.body.firstName),
    );

    api.put(
      '/api/user/email',
      {
        onRequest: guard.requireUser,
        schema: { body: emailChangeBodySchema, response: { 200: accountUpdateResponseSchema } },
      },
      (request) => account.changeEmail(request.auth!, request.body),
    );

    api.put(
      '/api/user/password',
      {
        onRequest: guard.requireUser,
        schema: { body: passwordChangeBodySchema, response: { 200: sessionRenewedResponseSchema } },
      },
      (request) => account.changePassword(request.auth!, request.body),
    );

    // The link of the notice sent to the previous address: it opens a page whose
    // button posts here, so a mail scanner following links cannot spend it.
    api.post(
      '/api/user/email/revert',
      { schema: { body: emailRevertBodySchema, response: { 200: messageResponseSchema } } },
      (request) => account.revertEmail(request.body.token),
    );

    api.get(
      '/api/user/export',
      { onRequest: guard.requireUser, schema: { querystring: exportQuerySchema } },
      async (request, reply) => {
        const file = await exporter.build(request.auth!, request.query.format);
        return reply
          .header('cache-control', 'no-store')
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(Readable.from(file.body));
      },
    );

    api.get(
      '/api/user/sessions',
      { onRequest: guard.requireUser, schema: { response: { 200: sessionListSchema } } },
      (request) => sessions.list(request.auth!),
    );

    api.delete(
      '/api/user/sessions/:id',
      {
        onRequest: guard.requireUser,
        schema: { params: sessionParamsSchema, response: { 200: messageResponseSchema } },
      },
      (request) => sessions.end(request.auth!, request.params.id),
    );

    // « Déconnecter les autres appareils »: this session stays, with a new access token.
    api.post(
      '/api/user/sessions/end-others',
      { onRequest: guard.requireUser, schema: { response: { 200: sessionRenewedResponseSchema } } },
      async (request) => ({
        message: 'Vos autres sessions ont été fermées.',
        accessToken: await sessions.endOthers(request.auth!),
      }),
    );

    api.delete(
      '/api/user',
      {
        onRequest: guard.requireUser,
        schema: { body: accountDeletionBodySchema, response: { 200: messageResponseSchema } },
      },
      async (request, reply) => {
        // A stolen session must not be enough to erase the account (issue 36).
        await account.confirmOwner(request.auth!, request.body?.currentPassword);
        const result = await deletion.delete(request.auth!.userId);
        cookie.clear(reply);
        return result;
      },
    );
  };
}
