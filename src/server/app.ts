import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Adapters } from './adapters/index.js';
import { NO_LEGAL_IDENTITY, type Config } from './config.js';
import type { Database } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import type { AuthLimits } from './modules/auth/auth.service.js';
import { DEFAULT_GUEST_SESSIONS_PER_IP_PER_DAY } from './modules/guest/guest.service.js';
import { registerModules, type ModulesHandle } from './modules/index.js';
import { createMetrics, type Metrics } from './lib/metrics.js';
import { lazyRequestLogger } from './lib/request-logger.js';
import { registerCrossSitePolicy } from './plugins/cross-site.js';
import {
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandler,
} from './plugins/error-handler.js';
import { registerObservability } from './plugins/observability.js';
import { createRequestObserver } from './plugins/request-observer.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSpa } from './plugins/spa.js';

export interface AppDeps {
  config: Pick<Config, 'isProduction' | 'jwtSecret' | 'trustProxy'> &
    Partial<
      Pick<
        Config,
        | 'adsTagId'
        | 'publicUrl'
        | 'checkoutFlow'
        | 'metricsToken'
        | 'legal'
        | 'guestSessionsPerIpPerDay'
        | 'adminEmails'
        | 'llm'
        | 'adminRequireSecondFactor'
        | 'secondFactorKey'
      >
    >;
  database: Database;
  /** Every outside service (createAdapters), the embedded defaults in tests. */
  adapters: Adapters;
  /** The process's logger; a silent one in tests unless one is given. */
  logger?: FastifyBaseLogger;
  clock?: Clock;
  /** Folder of the built client; the SPA is not served without it. */
  clientDir?: string;
  authLimits?: AuthLimits;
  /** How long a client may take to send a whole request (tests shorten it). */
  requestTimeoutMs?: number;
  /** The Prometheus registry; one of its own by default. */
  metrics?: Metrics;
}

/** A request's body is small (64 kB): a client that takes longer than this is holding a socket. */
const REQUEST_TIMEOUT_MS = 20_000;
/** How long an idle connection stays open (the `Keep-Alive: timeout=72` every answer carries). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** What Fastify would compile a schema with if it were not zod's: nothing may be. */
const zodOnly = () => () => {
  throw new Error('Seuls les schémas zod sont compilés ici (app.ts).');
};

/** The whole HTTP application, without the process around it: tests build it too. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const requestTimeout = deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;

  const metrics = deps.metrics ?? createMetrics();
  // Always a logger: Fastify tells the request observer of finished answers only when it has one.
  const logger = deps.logger ?? pino({ level: 'silent' });
  const app = Fastify({
    loggerInstance: logger,
    // A hop count becomes "trust the n nearest proxies" (the client is the next address out).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Streamed replies are unaffected: this bounds receiving the request, not answering it.
    requestTimeout,
    // Fastify's default, said here: a proxy in front must close its idle connections
    // sooner (deploy/Caddyfile: 60 s), or it may send a request into one being closed.
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(requestTimeout, 15_000),
      // How often Node checks the two timeouts above (its default, 30 s, lets them slip).
      connectionsCheckingInterval: 1_000,
    },
    clientErrorHandler,
    frameworkErrors,
    // Fastify's own answer while closing is English; observability.ts answers in French.
    return503OnClosing: false,
    // One access line and the latency of each answered request, instead of Fastify's two lines.
    logController: createRequestObserver(metrics, logger),
    childLoggerFactory: lazyRequestLogger,
    // Every schema is zod's (its compilers are set below): with factories of
    // its own, Fastify never loads its defaults, ajv and fast-json-stringify,
    // 60 ms of `npm start`.
    schemaController: { compilersFactory: { buildValidator: zodOnly, buildSerializer: zodOnly } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Spec §7: authorised calls send a JSON content type even with no body
  // (creating a conversation, logging out): an empty body is no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });
  app.decorateRequest('auth', null);
  registerErrorHandler(app);

  const { payments } = deps.adapters;
  const appConfig = {
    stripeMode: payments.mode,
    adsTagId: config.adsTagId ?? null,
    payments: payments.simulated ? ('simulated' as const) : ('stripe' as const),
    stripePublishableKey: payments.publishableKey,
    // Tests that do not say run the embedded engine, as they do by default.
    replies: config.llm?.kind === 'openai' ? ('model' as const) : ('local-engine' as const),
    // Tests that do not give one: every fact « à compléter » (D17).
    legal: config.legal ?? NO_LEGAL_IDENTITY,
  };
  const publicUrl = config.publicUrl ?? 'http://localhost:5000';
  registerSecurityHeaders(app, {
    isProduction: config.isProduction,
    adsTagId: appConfig.adsTagId,
    stripe: appConfig.payments === 'stripe',
  });
  registerCrossSitePolicy(app, { publicUrl, isProduction: config.isProduction });

  registerObservability(app, {
    database,
    rateLimitStore: deps.adapters.rateLimitStore,
    metrics,
    isProduction: config.isProduction,
    metricsToken: config.metricsToken ?? null,
  });

  const modules = await registerModules(app, {
    database,
    adapters: deps.adapters,
    clock: deps.clock ?? systemClock,
    log: app.log,
    isProduction: config.isProduction,
    jwtSecret: config.jwtSecret,
    publicUrl,
    appConfig,
    metrics,
    checkoutFlow: config.checkoutFlow ?? 'hosted',
    guestSessionsPerIpPerDay:
      config.guestSessionsPerIpPerDay ?? DEFAULT_GUEST_SESSIONS_PER_IP_PER_DAY,
    authLimits: deps.authLimits,
    adminEmails: config.adminEmails ?? [],
    // Production asks the back office for a second factor unless told otherwise (ADR 018).
    adminRequireSecondFactor: config.adminRequireSecondFactor ?? config.isProduction,
    secondFactorKey: config.secondFactorKey ?? config.jwtSecret,
  });
  app.decorate('modules', modules);

  await registerSpa(app, deps.clientDir);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the process tends besides requests: mail retries, stale exchanges (see server.ts). */
    modules: ModulesHandle;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
