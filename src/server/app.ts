import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { LlmAdapter } from './adapters/llm/llm.js';
import type { MailTransport } from './adapters/mailer/mailer.js';
import type { Newsletter } from './adapters/newsletter/newsletter.js';
import type { RateLimitStore } from './adapters/rate-limit/index.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createRateLimiter } from './lib/rate-limiter.js';
import type { AuthLimits } from './modules/auth/auth.service.js';
import type { Outbox } from './modules/emails/outbox.service.js';
import { registerModules } from './modules/index.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSpa } from './plugins/spa.js';

export interface AppDeps {
  config: Pick<Config, 'isProduction' | 'jwtSecret' | 'trustProxy'> &
    Partial<Pick<Config, 'stripeMode' | 'adsTagId' | 'publicUrl'>>;
  database: Database;
  rateLimitStore: RateLimitStore;
  llm: LlmAdapter;
  /** SMTP when configured; null keeps mails in the outbox table. */
  mailTransport?: MailTransport | null;
  newsletter?: Newsletter;
  clock?: Clock;
  /** Folder of the built client; the SPA is not served without it. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  authLimits?: AuthLimits;
}

/** The whole HTTP application, without the process around it: tests build it too. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;

  const app = Fastify({
    logger: deps.logger ?? false,
    // A hop count becomes "trust the n nearest proxies" (the client is the next address out).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  // Spec §7: authorised calls send a JSON content type even with no body
  // (creating a conversation, logging out): an empty body is no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body as string, done);
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

  const { outbox } = await registerModules(app, {
    database,
    clock: deps.clock ?? systemClock,
    limit: createRateLimiter(deps.rateLimitStore),
    llm: deps.llm,
    mailTransport: deps.mailTransport ?? null,
    newsletter: deps.newsletter,
    isProduction: config.isProduction,
    jwtSecret: config.jwtSecret,
    publicUrl: config.publicUrl ?? 'http://localhost:5000',
    appConfig,
    authLimits: deps.authLimits,
  });
  app.decorate('outbox', outbox);

  await registerSpa(app, deps.clientDir);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails that failed are retried from here (see server.ts). */
    outbox: Outbox;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
