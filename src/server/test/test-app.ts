import { eq } from 'drizzle-orm';
import type { RateLimitStore } from '../adapters/rate-limit/index.js';
import { createMemoryRateLimitStore } from '../adapters/rate-limit/index.js';
import { buildApp, type App, type AppDeps } from '../app.js';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { users } from '../modules/users/users.tables.js';
import { createPersonaEngine } from '../adapters/llm/persona-engine.js';

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

export async function createTestApp(
  database: Database,
  overrides: Partial<AppDeps> & { rateLimitStore?: RateLimitStore } = {},
): Promise<TestApp> {
  const app = await buildApp({
    config: {
      isProduction: false,
      jwtSecret: 'test-secret-test-secret-test-secret-!!',
      trustProxy: false,
    },
    database,
    rateLimitStore: overrides.rateLimitStore ?? createMemoryRateLimitStore(),
    llm: overrides.llm ?? createPersonaEngine({ wordDelayMs: 0 }),
    ...overrides,
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

/** A customer as the tests need them: registered through the API, then shaped in the database. */
export async function createCustomer(
  t: TestApp,
  shape: { tier?: string; messagesRemaining?: number; isVerified?: boolean } = {},
): Promise<{ userId: number; token: string; auth: { authorization: string } }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: nextIp(),
    payload: { firstName: 'Camille', email: uniqueEmail(), password: 'secret123', acceptCgu: true },
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  const { user, accessToken } = res.json() as { user: { id: number }; accessToken: string };
  await t.database.db
    .update(users)
    .set({
      subscriptionTier: shape.tier ?? 'gratuit',
      messagesRemaining: shape.messagesRemaining ?? 3,
      isVerified: shape.isVerified ?? true,
    })
    .where(eq(users.id, user.id));
  return { userId: user.id, token: accessToken, auth: { authorization: `Bearer ${accessToken}` } };
}
