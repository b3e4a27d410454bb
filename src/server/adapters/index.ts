import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createPersonaEngine } from './llm/persona-engine.js';
import type { LlmAdapter } from './llm/llm.js';
import { OUTBOX_ONLY_MAILER, type Mailer } from './mailer/mailer.js';
import { createBrevoNewsletter } from './newsletter/brevo.newsletter.js';
import { createLoggedNewsletter, type Newsletter } from './newsletter/newsletter.js';
import type { PaymentsProvider } from './payments/payments.js';
import { createSimulatedPayments } from './payments/simulated.payments.js';
import { createDbObjectStore } from './payments/simulated.store.js';
import { createMemoryObjectStore } from './payments/stripe-core/object-store.js';
import { createDbRateLimitStore } from './rate-limit/db.store.js';
import { createMemoryRateLimitStore } from './rate-limit/memory.store.js';
import type { RateLimitStore } from './rate-limit/rate-limit.store.js';

/**
 * Every outside service the app uses, each behind one interface, never null:
 * the real part when the configuration names one, the embedded default
 * otherwise (ADR 009). The one place that chooses.
 */
export interface Adapters {
  llm: LlmAdapter;
  mailer: Mailer;
  newsletter: Newsletter;
  rateLimitStore: RateLimitStore;
  payments: PaymentsProvider;
}

/** A pace that reads like someone typing, without keeping anyone waiting. */
const LOCAL_WORD_DELAY_MS = 25;

/**
 * The real parts are imported only when configured: their SDKs (Stripe,
 * OpenAI, nodemailer, ioredis) cost hundreds of milliseconds to load, which
 * `npm start` on the embedded defaults does not pay.
 */
export async function createAdapters(
  config: Config,
  deps: { log: Logger; db: Db },
): Promise<Adapters> {
  const { llm, mail, brevo, redisUrl, payments } = config;
  return {
    llm:
      llm.kind === 'openai'
        ? (await import('./llm/openai.adapter.js')).createOpenAiAdapter({
            baseURL: llm.baseURL,
            apiKey: llm.apiKey,
            model: llm.model,
          })
        : createPersonaEngine({ wordDelayMs: LOCAL_WORD_DELAY_MS }),
    mailer: mail.smtpUrl
      ? (await import('./mailer/smtp.transport.js')).createSmtpTransport({
          url: mail.smtpUrl,
          from: mail.from,
        })
      : OUTBOX_ONLY_MAILER,
    newsletter: brevo ? createBrevoNewsletter(brevo) : createLoggedNewsletter(deps.log),
    rateLimitStore: redisUrl
      ? (await import('./rate-limit/redis.store.js')).createRedisRateLimitStore(redisUrl, {
          log: deps.log,
          // Shared through an outage: one process's memory would give each instance a whole budget.
          fallback: {
            store: createDbRateLimitStore(deps.db),
            where: 'dans la base de données partagée',
          },
        })
      : createMemoryRateLimitStore(),
    payments:
      payments.kind === 'stripe'
        ? (await import('./payments/stripe.payments.js')).createStripePayments(payments)
        : createSimulatedPayments({
            store: createDbObjectStore(deps.db),
            publicUrl: config.publicUrl,
          }),
  };
}

/** The embedded defaults, for tests: each may be replaced by a real part or a fake. */
export function embeddedAdapters(log: Logger, overrides: Partial<Adapters> = {}): Adapters {
  return {
    llm: createPersonaEngine({ wordDelayMs: 0 }),
    mailer: OUTBOX_ONLY_MAILER,
    newsletter: createLoggedNewsletter(log),
    rateLimitStore: createMemoryRateLimitStore(),
    payments: createSimulatedPayments({
      store: createMemoryObjectStore(),
      publicUrl: 'http://localhost:5000',
    }),
    ...overrides,
  };
}

/** Lets go of what the adapters hold open (sockets to Redis and SMTP). */
export async function closeAdapters(adapters: Adapters): Promise<void> {
  adapters.mailer.close();
  await adapters.rateLimitStore.close();
}
