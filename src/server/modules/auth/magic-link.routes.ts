import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { magicLinkBodySchema, messageResponseSchema } from '../../../shared/schemas/emails.js';
import type { AuthService } from './auth.service.js';
import type { MagicLinks } from './magic-link.service.js';
import type { RefreshCookie } from './refresh-cookie.js';

export function magicLinkRoutes(deps: {
  links: MagicLinks;
  auth: AuthService;
  cookie: RefreshCookie;
}) {
  const { links, auth, cookie } = deps;

  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/auth/magic-link',
      { schema: { body: magicLinkBodySchema, response: { 200: messageResponseSchema } } },
      (request) => links.send(request.body.email, request.ip),
    );

    // Opened from the mail: logs in (refresh cookie) and lands in the chat with
    // the access token in `ac`, which the client stores and removes at once.
    api.get(
      '/api/auth/magic-link/verify',
      { schema: { querystring: z.object({ token: z.string().max(200).default('') }) } },
      async (request, reply) => {
        const userId = request.query.token ? await links.redeem(request.query.token) : null;
        if (userId === null) return reply.redirect('/auth?magic=invalid', 302);
        const session = await auth.startSession(userId);
        cookie.set(reply, session.refresh);
        return reply.redirect(`/chat?ac=${encodeURIComponent(session.accessToken)}`, 302);
      },
    );
  };
}
