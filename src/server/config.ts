import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** How VAT inside the TTC prices reaches invoices (STRIPE_TAX, ADR 010). */
export const TAX_MODES = ['tax_rate', 'stripe_tax', 'none'] as const;
export type TaxMode = (typeof TAX_MODES)[number];

/**
 * The runtime contract of ARCHITECTURE.md, parsed once. Nothing else in the
 * server reads process.env: everything receives this object.
 */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

const envSchema = z.object({
  NODE_ENV: optionalString,
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(5000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'doit commencer par postgres:// ou postgresql://')
      .optional(),
  ),
  JWT_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'doit contenir au moins 32 caractères').optional(),
  ),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^(true|false|\d{1,2}|[0-9a-f.:/]+(,[0-9a-f.:/]+)*)$/i,
        'true, false, un nombre de proxys, ou des adresses / plages IP séparées par des virgules',
      )
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'doit commencer par smtp:// ou smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Voyance IA <bonjour@localhost>')),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_API_BASE: optionalUrl,
  /**
   * How invoices show VAT on the TTC prices (ADR 010): `tax_rate` (the
   * default) attaches the app's fixed French VAT rate, 20 % included, to every
   * checkout and subscription; `stripe_tax` asks Stripe Tax to compute it (the
   * account's French VAT registration must be set in the Dashboard first);
   * `none` sends prices TTC without a VAT line.
   */
  STRIPE_TAX: z.preprocess(emptyAsUndefined, z.enum(TAX_MODES).default('tax_rate')),
  /** D22: production without a model refuses to start, unless the local persona engine is asked for. */
  PERSONA_ENGINE: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  /** Production without Stripe keys refuses to start, unless simulated payments are asked for. */
  SIMULATED_PAYMENTS: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  /** How /api/subscribe sends a buyer to pay: Stripe's hosted Checkout, or the embedded form. */
  CHECKOUT_FLOW: z.preprocess(emptyAsUndefined, z.enum(['hosted', 'embedded']).default('hosted')),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'doit commencer par redis:// ou rediss://')
      .optional(),
  ),
  BREVO_API_KEY: optionalString,
  BREVO_LIST_ID: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().optional()),
  BREVO_API_BASE: z.preprocess(emptyAsUndefined, z.url().default('https://api.brevo.com/v3')),
  /** Lets a Prometheus server outside this machine read /metrics in production. */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'doit contenir au moins 32 caractères').optional(),
  ),
  /** D10: new guest sessions per address (IPv6: per /64) and per day. */
  GUEST_SESSIONS_PER_IP_PER_DAY: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(100_000).default(10),
  ),
  // The publisher's identity, shown in the legal notice and the privacy policy (D17).
  LEGAL_COMPANY_NAME: optionalString,
  LEGAL_COMPANY_FORM: optionalString,
  LEGAL_SHARE_CAPITAL: optionalString,
  LEGAL_ADDRESS: optionalString,
  LEGAL_RCS: optionalString,
  LEGAL_DIRECTOR: optionalString,
  LEGAL_PHONE: optionalString,
  LEGAL_EMAIL: z.preprocess(emptyAsUndefined, z.email('doit être une adresse e-mail').optional()),
  LEGAL_HOST: optionalString,
  /** The back office's first operators (issue 40): comma-separated addresses. */
  ADMIN_EMAILS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((address) => address.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('doit être une liste d’adresses e-mail séparées par des virgules')))
      .optional(),
  ),
  /**
   * Whether the back office asks every staff member for a second factor
   * (TOTP, ADR 018): on by default in production, off elsewhere so that
   * tests and demos stay simple; an enrolled member is asked either way.
   */
  ADMIN_REQUIRE_2FA: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  /** The key the TOTP secrets are encrypted with; derived from JWT_SECRET when unset. */
  TOTP_ENCRYPTION_KEY: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'doit contenir au moins 32 caractères').optional(),
  ),
  ADS_TAG_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(AW|G)-[A-Z0-9]+$/, 'doit ressembler à AW-123456789 ou G-XXXXXXX')
      .optional(),
  ),
});

type Env = z.infer<typeof envSchema>;

export interface Config {
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  /**
   * Fastify's trustProxy: how many proxies in front (true means one), or
   * their addresses. Never "trust everything": a client could then choose its
   * own IP and step around every per-IP limit.
   */
  trustProxy: false | number | string;
  redisUrl: string | undefined;
  llm: LlmConfig;
  payments: PaymentsConfig;
  checkoutFlow: 'hosted' | 'embedded';
  /** The advertising conversion tag, loaded only with the visitor's consent. */
  adsTagId: string | null;
  /** The bearer that opens /metrics in production to clients other than this machine. */
  metricsToken: string | null;
  mail: { smtpUrl: string | undefined; from: string };
  guestSessionsPerIpPerDay: number;
  /** ADMIN_EMAILS, lower-cased: their verified accounts are operators of the back office. */
  adminEmails: string[];
  /** ADMIN_REQUIRE_2FA: every back-office member must pass a second factor (ADR 018). */
  adminRequireSecondFactor: boolean;
  /** What the TOTP secrets' encryption key is derived from: TOTP_ENCRYPTION_KEY, else JWT_SECRET. */
  secondFactorKey: string;
  /** The publisher's identity (D17); null where not given (shown « à compléter » outside production). */
  legal: LegalIdentity;
  brevo: { apiKey: string; listId: number | undefined; apiBase: string } | null;
}

export type LegalIdentity = Record<
  | 'companyName'
  | 'companyForm'
  | 'shareCapital'
  | 'address'
  | 'rcs'
  | 'director'
  | 'phone'
  | 'email'
  | 'host',
  string | null
>;

/** No identity given: every field reads « à compléter » outside production. */
export const NO_LEGAL_IDENTITY: LegalIdentity = {
  companyName: null,
  companyForm: null,
  shareCapital: null,
  address: null,
  rcs: null,
  director: null,
  phone: null,
  email: null,
  host: null,
};

/** What production cannot publish without (LCEN art. 6, D17). */
const REQUIRED_LEGAL = [
  'LEGAL_COMPANY_NAME',
  'LEGAL_ADDRESS',
  'LEGAL_RCS',
  'LEGAL_DIRECTOR',
  'LEGAL_EMAIL',
  'LEGAL_HOST',
] as const;

function resolveLegal(env: Env): LegalIdentity {
  return {
    companyName: env.LEGAL_COMPANY_NAME ?? null,
    companyForm: env.LEGAL_COMPANY_FORM ?? null,
    shareCapital: env.LEGAL_SHARE_CAPITAL ?? null,
    address: env.LEGAL_ADDRESS ?? null,
    rcs: env.LEGAL_RCS ?? null,
    director: env.LEGAL_DIRECTOR ?? null,
    phone: env.LEGAL_PHONE ?? null,
    email: env.LEGAL_EMAIL ?? null,
    host: env.LEGAL_HOST ?? null,
  };
}

export type PaymentsConfig =
  | {
      kind: 'stripe';
      secretKey: string;
      webhookSecret: string;
      publishableKey: string | null;
      apiBase: string | undefined;
      /** How VAT inside the TTC prices reaches invoices (ADR 010). */
      taxMode: TaxMode;
    }
  | { kind: 'simulated' };

export type LlmConfig =
  | { kind: 'openai'; baseURL: string; apiKey: string | undefined; model: string }
  | { kind: 'local' };

const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
const DEFAULT_AI_MODEL = 'gpt-4o-mini';

/** Any OpenAI-compatible endpoint when one is configured; the local persona engine otherwise. */
function resolveLlm(env: Env): LlmConfig {
  if (!env.OPENAI_BASE_URL && !env.OPENAI_API_KEY) return { kind: 'local' };
  return {
    kind: 'openai',
    baseURL: env.OPENAI_BASE_URL ?? DEFAULT_OPENAI_BASE_URL,
    apiKey: env.OPENAI_API_KEY,
    model: env.AI_MODEL ?? DEFAULT_AI_MODEL,
  };
}

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(
      `Configuration invalide / invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  );
}

/**
 * Outside production a missing JWT_SECRET is generated once into DATA_DIR, so
 * sessions survive restarts; in production it must be given.
 */
function resolveJwtSecret(env: Env, dataDir: string, isProduction: boolean): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (isProduction) {
    throw new ConfigError(['JWT_SECRET: obligatoire en production / required in production']);
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function parseTrustProxy(value: string | undefined): false | number | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * What production cannot run without, beyond what each variable checks alone.
 * Without SMTP the mails (log-in links among them) would only be kept and logged.
 */
function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.OPENAI_BASE_URL && !env.OPENAI_API_KEY && env.PERSONA_ENGINE !== 'true') {
    problems.push(
      'OPENAI_BASE_URL, OPENAI_API_KEY: aucun modèle configuré en production ; configurez-en un, ou PERSONA_ENGINE=true pour le moteur local simple, signalé sur chaque page (D22) / no model configured in production: set one, or PERSONA_ENGINE=true',
    );
  }
  if (!env.STRIPE_SECRET_KEY && env.SIMULATED_PAYMENTS !== 'true') {
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: obligatoires en production (ou SIMULATED_PAYMENTS=true pour des paiements simulés) / required in production',
    );
  }
  if (!env.JWT_SECRET)
    problems.push('JWT_SECRET: obligatoire en production / required in production');
  if (!env.SMTP_URL) {
    problems.push(
      'SMTP_URL: obligatoire en production (sans lui, les e-mails et leurs liens de connexion ne partiraient pas) / required in production',
    );
  }
  const missingLegal = REQUIRED_LEGAL.filter((name) => !env[name]);
  if (missingLegal.length > 0) {
    problems.push(
      `${missingLegal.join(', ')}: obligatoires en production (l'identité de l'éditeur dans les mentions légales, D17) / required in production`,
    );
  }
  return problems;
}

/** Stripe when its secret key is set (the webhook secret then too), the simulated provider otherwise. */
function resolvePayments(env: Env): PaymentsConfig {
  if (!env.STRIPE_SECRET_KEY) return { kind: 'simulated' };
  if (!env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError([
      'STRIPE_WEBHOOK_SECRET: obligatoire avec STRIPE_SECRET_KEY (signature des webhooks) / required with STRIPE_SECRET_KEY',
    ]);
  }
  return {
    kind: 'stripe',
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    apiBase: env.STRIPE_API_BASE,
    taxMode: env.STRIPE_TAX,
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source);
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction) {
    const problems = productionProblems(env);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const jwtSecret = resolveJwtSecret(env, dataDir, isProduction);
  return {
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    jwtSecret,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL,
    llm: resolveLlm(env),
    payments: resolvePayments(env),
    checkoutFlow: env.CHECKOUT_FLOW,
    legal: resolveLegal(env),
    guestSessionsPerIpPerDay: env.GUEST_SESSIONS_PER_IP_PER_DAY,
    adminEmails: env.ADMIN_EMAILS ?? [],
    adminRequireSecondFactor: (env.ADMIN_REQUIRE_2FA ?? String(isProduction)) === 'true',
    secondFactorKey: env.TOTP_ENCRYPTION_KEY ?? jwtSecret,
    adsTagId: env.ADS_TAG_ID ?? null,
    metricsToken: env.METRICS_TOKEN ?? null,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    brevo: env.BREVO_API_KEY
      ? { apiKey: env.BREVO_API_KEY, listId: env.BREVO_LIST_ID, apiBase: env.BREVO_API_BASE }
      : null,
  };
}
