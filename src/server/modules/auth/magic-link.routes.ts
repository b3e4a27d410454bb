import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { magicLinkBodySchema, messageResponseSchema } from '#shared/schemas/emails.js';
import { badRequest } from '../../errors.js';
import type { AuthService } from './auth.service.js';
import type { MagicLinks } from './magic-link.service.js';
import type { MailboxProof } from './mailbox-proof.js';
import type { RefreshCookie } from './refresh-cookie.js';
import { userAgentOf } from './client-meta.js';

export function magicLinkRoutes(deps: {
  links: MagicLinks;
  proof: MailboxProof;
  auth: AuthService;
  cookie: RefreshCookie;
}) {
  const { links, proof, auth, cookie } = deps;

  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/auth/magic-link',
      { schema: { body: magicLinkBodySchema, response: { 200: messageResponseSchema } } },
      (request) => links.send(request.body.email, request.ip),
    );

    // The mail's link opens a page whose button sends the token here: a mail
    // scanner that follows links cannot spend it nor receive the session.
    api.post(
      '/api/auth/magic-link/verify',
      {
        schema: {
          body: z.object({ token: z.string().max(200).default('') }),
          response: { 200: z.object({ accessToken: z.string() }) },
        },
      },
      async (request, reply) => {
        const userId = request.body.token ? await links.redeem(request.body.token) : null;
        if (userId === null) throw badRequest('auth.magic_link_invalid');
        // An address never proven before: what was set up with it ends first (issue 36).
        await proof.proven(userId, null);
        const session = await auth.startSession(userId, userAgentOf(request), true);
        cookie.set(reply, session.refresh);
        return { accessToken: session.accessToken };
      },
    );
  };
}
