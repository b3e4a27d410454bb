import pino from 'pino';
import { embeddedAdapters, type Adapters } from '../adapters/index.js';
import { buildApp, type App, type AppDeps } from '../app.js';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { createBalanceRepository } from '../modules/balance/balance.repository.js';
import { createBillingRepository } from '../modules/billing/billing.repository.js';
import { createUsersRepository } from '../modules/users/users.repository.js';

/** A clock the test moves by hand. */
export function createTestClock(start = new Date('2026-01-15T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  } satisfies Clock & { advance(ms: number): void };
}

export interface TestApp {
  app: App;
  database: Database;
  close(): Promise<void>;
}

const silent = pino({ level: 'silent' });

/** The app on `database`, with the embedded adapters unless a test gives its own. */
export async function createTestApp(
  database: Database,
  overrides: Partial<Omit<AppDeps, 'adapters' | 'config'>> & {
    adapters?: Partial<Adapters>;
    config?: Partial<AppDeps['config']>;
  } = {},
): Promise<TestApp> {
  const { adapters, config, ...rest } = overrides;
  const app = await buildApp({
    // What a test gives is added to the defaults, not put in their place.
    config: {
      isProduction: false,
      jwtSecret: 'test-secret-test-secret-test-secret-!!',
      trustProxy: false,
      ...config,
    },
    database,
    adapters: embeddedAdapters(silent, adapters),
    ...rest,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
    },
  };
}

let ipCounter = 0;
/** A fresh client address, so that one test's rate limits do not reach another's. */
export const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

let emailCounter = 0;
export const uniqueEmail = (prefix = 'client') =>
  `${prefix}.${Date.now()}.${++emailCounter}@exemple.fr`;

/** The value of a Set-Cookie header, by name. */
export function cookieFrom(
  headers: Record<string, string | string[] | number | undefined>,
  name: string,
): { value: string; attributes: string } | undefined {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  for (const line of list) {
    const [pair, ...attributes] = line.split(';');
    const [key, ...rest] = pair!.split('=');
    if (key?.trim() === name) return { value: rest.join('='), attributes: attributes.join(';') };
  }
  return undefined;
}

export interface CustomerShape {
  tier?: string;
  messagesRemaining?: number;
  isVerified?: boolean;
}

/**
 * Gives an account the plan, balance and verification a test needs, through
 * the modules that own them (the ledger records the adjustment).
 */
export async function shapeCustomer(db: Database['db'], userId: number, shape: CustomerShape) {
  await db.transaction(async (tx) => {
    if (shape.isVerified ?? true) await createUsersRepository({ db }).markVerified(userId, tx);
    await createBillingRepository({ db }).update(tx, userId, { tier: shape.tier ?? 'gratuit' });
    await createBalanceRepository({ db }).setTo(
      tx,
      userId,
      shape.messagesRemaining ?? 3,
      'adjustment',
    );
  });
}

/** A customer as the tests need them: registered through the API, then shaped. */
export async function createCustomer(
  t: TestApp,
  shape: CustomerShape = {},
): Promise<{ userId: number; token: string; auth: { authorization: string } }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: nextIp(),
    payload: { firstName: 'Camille', email: uniqueEmail(), password: 'secret123', acceptCgu: true },
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  const { user, accessToken } = res.json() as { user: { id: number }; accessToken: string };
  await shapeCustomer(t.database.db, user.id, shape);
  return { userId: user.id, token: accessToken, auth: { authorization: `Bearer ${accessToken}` } };
}
