import type { FastifyInstance } from 'fastify';
import type { LlmAdapter } from '../adapters/llm/llm.js';
import type { MailTransport } from '../adapters/mailer/mailer.js';
import { createLoggedNewsletter, type Newsletter } from '../adapters/newsletter/newsletter.js';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import type { RateLimiter } from '../lib/rate-limiter.js';
import { createAuthGuard } from '../plugins/auth-guard.js';
import { appConfigRoutes } from './app-config/app-config.routes.js';
import { createAccessTokens } from './auth/access-tokens.js';
import { createAuthRepository } from './auth/auth.repository.js';
import { authRoutes } from './auth/auth.routes.js';
import { createAuthService, DEFAULT_AUTH_LIMITS, type AuthLimits } from './auth/auth.service.js';
import { magicLinkRoutes } from './auth/magic-link.routes.js';
import { createMagicLinks } from './auth/magic-link.service.js';
import { createRefreshCookie } from './auth/refresh-cookie.js';
import { sessionHandoffRoutes } from './auth/session-handoff.routes.js';
import { createSessionHandoffs } from './auth/session-handoff.service.js';
import { chatRoutes } from './chat/chat.routes.js';
import { createChatService } from './chat/chat.service.js';
import { createQuotaRepository } from './chat/quota.repository.js';
import { STALE_EXCHANGE_MS } from './chat/exchange-recovery.js';
import { createReplyWriter } from './chat/reply-writer.js';
import { createConsentRepository } from './consent/consent.repository.js';
import { createConversationsRepository } from './conversations/conversations.repository.js';
import { conversationsRoutes } from './conversations/conversations.routes.js';
import { createConversationsService } from './conversations/conversations.service.js';
import { devEmailsRoutes } from './emails/dev-emails.routes.js';
import { emailVerificationRoutes, mailResult } from './emails/email-verification.routes.js';
import { createEmailVerification } from './emails/email-verification.service.js';
import { createEmailsRepository } from './emails/emails.repository.js';
import { createOneTimeLinks } from './emails/one-time-links.js';
import { createOutbox } from './emails/outbox.service.js';
import { createGuestClaim } from './guest/guest-claim.js';
import { createGuestRepository } from './guest/guest.repository.js';
import { guestRoutes } from './guest/guest.routes.js';
import { specialOfferRoutes } from './guest/special-offer.routes.js';
import { createGuestService } from './guest/guest.service.js';
import { newsletterRoutes } from './newsletter/newsletter.routes.js';
import { passwordsRoutes } from './passwords/passwords.routes.js';
import { createPasswordsService } from './passwords/passwords.service.js';
import { createUsersRepository } from './users/users.repository.js';

export interface ModulesContext {
  database: Database;
  clock: Clock;
  limit: RateLimiter;
  llm: LlmAdapter;
  mailTransport: MailTransport | null;
  newsletter?: Newsletter;
  isProduction: boolean;
  jwtSecret: string;
  publicUrl: string;
  appConfig: { stripeMode: 'test' | 'live'; adsTagId: string | null };
  authLimits?: AuthLimits;
}

/** Every feature, wired from its repositories up to its routes. Answers what the process must tend. */
export async function registerModules(app: FastifyInstance, ctx: ModulesContext) {
  const { clock, limit, isProduction, publicUrl } = ctx;
  const db = ctx.database.db;

  const users = createUsersRepository({ db });
  const authRepository = createAuthRepository({ db });
  const accessTokens = createAccessTokens(ctx.jwtSecret, clock);
  const guard = createAuthGuard(accessTokens, authRepository);
  const cookie = createRefreshCookie(isProduction);
  const guests = createGuestRepository({ db });
  const emails = createEmailsRepository({ db });
  const links = createOneTimeLinks(emails, clock);
  const outbox = createOutbox({
    emails,
    transport: ctx.mailTransport,
    clock,
    log: app.log,
    isProduction,
  });
  const verification = createEmailVerification({ db, links, outbox, publicUrl });

  const auth = createAuthService({
    db,
    users,
    auth: authRepository,
    consent: createConsentRepository({ db }),
    accessTokens,
    clock,
    limit,
    limits: ctx.authLimits ?? DEFAULT_AUTH_LIMITS,
    claimGuestConversation: createGuestClaim(guests),
  });

  await app.register(appConfigRoutes(ctx.appConfig));
  await app.register(
    authRoutes({
      service: auth,
      guard,
      cookie,
      sendVerification: async (user) => {
        const { emailSent, debug } = mailResult(await verification.send(user), isProduction);
        return { emailSent, ...(debug ? { debug } : {}) };
      },
    }),
  );
  await app.register(
    sessionHandoffRoutes({
      handoffs: createSessionHandoffs({ db, clock }),
      auth,
      users,
      guard,
      cookie,
    }),
  );
  await app.register(emailVerificationRoutes({ verification, users, guard, limit, isProduction }));
  await app.register(
    magicLinkRoutes({
      links: createMagicLinks({ db, users, outbox, limit, clock, publicUrl }),
      auth,
      cookie,
    }),
  );
  await app.register(
    passwordsRoutes({
      service: createPasswordsService({
        db,
        users,
        endAllSessions: auth.endAllSessions,
        links,
        outbox,
        limit,
        publicUrl,
      }),
      auth,
      guard,
      cookie,
    }),
  );
  await app.register(
    newsletterRoutes({
      newsletter: ctx.newsletter ?? createLoggedNewsletter(app.log),
      limit,
      guard,
      users,
      outbox,
      clock,
      jwtSecret: ctx.jwtSecret,
      publicUrl,
    }),
  );

  const conversations = createConversationsRepository({ db });
  await app.register(
    conversationsRoutes({ service: createConversationsService({ conversations, limit }), guard }),
  );
  const writer = createReplyWriter({ llm: ctx.llm, log: app.log });
  // Before the server waits for its connections: open streams would hold it until they end.
  app.addHook('preClose', async () => {
    if (writer.inFlight > 0) app.log.info({ replies: writer.inFlight }, 'réponses interrompues');
    await writer.drain();
  });
  const chat = createChatService({
    db,
    conversations,
    quota: createQuotaRepository(),
    writer,
    limit,
  });
  const guest = createGuestService({ db, guests, writer, limit, clock });
  await app.register(chatRoutes({ service: chat, guard }));
  await app.register(guestRoutes({ service: guest }));
  await app.register(specialOfferRoutes());
  // Only the embedded outbox's mails are shown: with SMTP they are real people's live links.
  if (!isProduction && !ctx.mailTransport) await app.register(devEmailsRoutes(emails));

  return {
    outbox,
    /** Closes and refunds the exchanges that a dead process left pending (ADR 008). */
    async recoverStaleExchanges(olderThanMs = STALE_EXCHANGE_MS) {
      const cutoff = new Date(clock.now().getTime() - olderThanMs);
      const customers = await chat.recoverStale(cutoff);
      const guestsResult = await guest.recoverStale(cutoff);
      if (customers.closed + guestsResult.closed > 0) {
        app.log.warn(
          { customers, guests: guestsResult },
          'échanges interrompus clos et remboursés',
        );
      }
      return { customers, guests: guestsResult };
    },
  };
}

export type ModulesHandle = Awaited<ReturnType<typeof registerModules>>;
