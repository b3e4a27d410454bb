import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERRORS } from '#shared/error-codes.js';
import { newsletterBodySchema, newsletterResponseSchema } from '#shared/schemas/emails.js';
import type { Newsletter } from '../../adapters/newsletter/newsletter.js';
import { AppError } from '../../errors.js';
import { HOUR, type Clock } from '../../lib/clock.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { AuthGuard } from '../../plugins/auth-guard.js';
import { createMailCaps } from '../emails/mail-caps.js';
import type { Outbox } from '../emails/outbox.service.js';
import { newsletterConfirmationMail } from '../emails/templates/templates.js';
import type { UsersRepository } from '../users/users.repository.js';
import { createConfirmationTokens, type NewsletterContact } from './newsletter-confirmation.js';

const SUBSCRIBE_LIMIT = { max: 10, windowMs: HOUR };

export const NEWSLETTER_CONFIRMED_MESSAGE = 'Votre inscription à la newsletter est confirmée.';
export const NEWSLETTER_CHECK_MAIL_MESSAGE =
  'Un e-mail de confirmation vient de vous être envoyé : cliquez sur son lien pour confirmer votre inscription.';

export function newsletterRoutes(deps: {
  newsletter: Newsletter;
  limit: RateLimiter;
  guard: AuthGuard;
  users: UsersRepository;
  outbox: Outbox;
  clock: Clock;
  jwtSecret: string;
  publicUrl: string;
}) {
  const { newsletter, limit, guard, users, outbox, publicUrl } = deps;
  const tokens = createConfirmationTokens(deps.jwtSecret, deps.clock);
  const mailCaps = createMailCaps(limit, 'newsletter');

  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    async function subscribe(contact: NewsletterContact, log: FastifyInstance['log']) {
      try {
        await newsletter.subscribe(contact);
      } catch (error) {
        log.warn({ err: error, newsletter: newsletter.name }, 'newsletter subscription failed');
        throw new AppError(502, 'newsletter.failed', ERRORS['newsletter.failed']);
      }
    }

    api.post(
      '/api/brevo/subscribe',
      { schema: { body: newsletterBodySchema, response: { 200: newsletterResponseSchema } } },
      async (request) => {
        await limit('newsletter:ip', request.ip, SUBSCRIBE_LIMIT);
        const contact = request.body;
        // A logged-in customer's own verified address needs no further proof.
        const claims = await guard.readClaims(request);
        const user = claims ? await users.findById(claims.userId) : undefined;
        if (user?.isVerified && user.email === contact.email) {
          await subscribe(contact, request.log);
          return { success: true, message: NEWSLETTER_CONFIRMED_MESSAGE };
        }
        // Anyone else: nobody is subscribed until the mailbox's owner confirms.
        if (await mailCaps.allows(contact.email, request.ip)) {
          const link = `${publicUrl}/api/brevo/confirm?token=${encodeURIComponent(await tokens.sign(contact))}`;
          outbox.deliverLater(async () => ({
            to: contact.email,
            ...newsletterConfirmationMail({ firstName: contact.firstName, link }),
          }));
        }
        return { success: true, message: NEWSLETTER_CHECK_MAIL_MESSAGE };
      },
    );

    // Opened from the confirmation mail: subscribes, then lands on the newsletter page.
    api.get(
      '/api/brevo/confirm',
      { schema: { querystring: z.object({ token: z.string().max(2000).default('') }) } },
      async (request, reply) => {
        const contact = request.query.token ? await tokens.verify(request.query.token) : null;
        if (!contact) return reply.redirect('/brevo-test?newsletter=invalid', 302);
        try {
          await subscribe(contact, request.log);
        } catch {
          return reply.redirect('/brevo-test?newsletter=failed', 302);
        }
        return reply.redirect('/brevo-test?newsletter=confirmed', 302);
      },
    );
  };
}
