import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { LlmAdapter } from './adapters/llm/llm.js';
import type { RateLimitStore } from './adapters/rate-limit/index.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createRateLimiter } from './lib/rate-limiter.js';
import { appConfigRoutes } from './modules/app-config/app-config.routes.js';
import { createAccessTokens } from './modules/auth/access-tokens.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import {
  createAuthService,
  DEFAULT_AUTH_LIMITS,
  type AuthLimits,
} from './modules/auth/auth.service.js';
import { createRefreshCookie } from './modules/auth/refresh-cookie.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { createChatService } from './modules/chat/chat.service.js';
import { createQuotaRepository } from './modules/chat/quota.repository.js';
import { createReplyWriter } from './modules/chat/reply-writer.js';
import { createConsentRepository } from './modules/consent/consent.repository.js';
import { createConversationsRepository } from './modules/conversations/conversations.repository.js';
import { conversationsRoutes } from './modules/conversations/conversations.routes.js';
import { createConversationsService } from './modules/conversations/conversations.service.js';
import { createGuestClaim } from './modules/guest/guest-claim.js';
import { createGuestRepository } from './modules/guest/guest.repository.js';
import { guestRoutes } from './modules/guest/guest.routes.js';
import { createGuestService } from './modules/guest/guest.service.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { createAuthGuard } from './plugins/auth-guard.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSpa } from './plugins/spa.js';

export interface AppDeps {
  config: Pick<Config, 'isProduction' | 'jwtSecret' | 'trustProxy'> &
    Partial<Pick<Config, 'stripeMode' | 'adsTagId'>>;
  database: Database;
  rateLimitStore: RateLimitStore;
  llm: LlmAdapter;
  clock?: Clock;
  /** Folder of the built client; the SPA is not served without it. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  authLimits?: AuthLimits;
}

/** The whole HTTP application, without the process around it: tests build it too. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const db = database.db;

  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  registerErrorHandler(app);

  const appConfig = { stripeMode: config.stripeMode ?? 'test', adsTagId: config.adsTagId ?? null };
  await registerSecurityHeaders(app, {
    isProduction: config.isProduction,
    adsTagId: appConfig.adsTagId,
  });
  await app.register(cookie);
  await app.register(formbody);

  const users = createUsersRepository({ db });
  const authRepository = createAuthRepository({ db });
  const accessTokens = createAccessTokens(config.jwtSecret, clock);
  const guard = createAuthGuard(accessTokens, authRepository);
  const limit = createRateLimiter(deps.rateLimitStore);

  const guests = createGuestRepository({ db });
  const authService = createAuthService({
    db,
    users,
    auth: authRepository,
    consent: createConsentRepository({ db }),
    accessTokens,
    clock,
    limit,
    limits: deps.authLimits ?? DEFAULT_AUTH_LIMITS,
    claimGuestConversation: createGuestClaim(guests),
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch {
      return reply
        .code(503)
        .send({ message: 'Base de données indisponible.', code: 'health.database' });
    }
  });

  await app.register(appConfigRoutes(appConfig));
  await app.register(
    authRoutes({ service: authService, guard, cookie: createRefreshCookie(config.isProduction) }),
  );

  const conversations = createConversationsRepository({ db });
  await app.register(
    conversationsRoutes({ service: createConversationsService({ conversations, limit }), guard }),
  );
  const writer = createReplyWriter({ llm: deps.llm, log: app.log });
  // Replies being written are stored (or refunded) before the database closes.
  app.addHook('onClose', () => writer.drain());
  const chatService = createChatService({
    db,
    conversations,
    quota: createQuotaRepository(),
    writer,
    limit,
  });
  await app.register(chatRoutes({ service: chatService, guard }));
  await app.register(
    guestRoutes({ service: createGuestService({ db, guests, writer, limit, clock }) }),
  );

  await registerSpa(app, deps.clientDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
