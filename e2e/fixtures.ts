import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { E2E_CONTROL_PORT } from './support/ports';

let counter = 0;

export interface Account {
  email: string;
  password: string;
  firstName: string;
}

export interface CustomerShape {
  tier?: 'gratuit' | 'decouverte' | 'guidance' | 'privilege' | 'vip';
  messagesRemaining?: number;
  isVerified?: boolean;
}

/** Calls the harness's control port (e2e/support/e2e-server.ts); answers its JSON, if any. */
async function control(path: string, data: Record<string, unknown>): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${E2E_CONTROL_PORT}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });
  if (!res.ok) throw new Error(`control ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? undefined : res.json();
}

/** A one-time `ac` code for `email`'s account, as a paid special offer mints it. */
export async function mintHandoff(email: string, guestSessionId: string | null): Promise<string> {
  const { code } = (await control('/handoffs/mint', { email, guestSessionId })) as { code: string };
  return code;
}

/**
 * Replies to a message holding `marker` come slowly: by default the first
 * word after 1.5 s, then one every 250 ms, time to act mid-reply.
 */
export const slowRepliesTo = (marker: string, pace = { firstWordMs: 1_500, wordMs: 250 }) =>
  control('/llm/slow', { marker, ...pace });

/** Gives `email`'s account the plan, balance and verification a test needs. */
export const shapeAccount = (email: string, shape: CustomerShape) =>
  control('/customers/shape', { email, ...shape });

/**
 * The payment provider stops answering about `email`'s objects (or answers
 * again): the events of their payments then fail, as in an outage.
 */
export const paymentsUnreachableFor = (email: string, unreachable = true) =>
  control('/payments/unreachable', { email, unreachable });

/**
 * A mail to `email` that the outbox gave up on (the password notice, refused
 * five times); the mail server keeps refusing that address until
 * `mailsAcceptedFor`.
 */
export const failedMailTo = (email: string) => control('/mails/failed', { email });
export const mailsAcceptedFor = (email: string) => control('/mails/accepted', { email });

/** `count` guest sessions opened today from `ip` (a shared connection, D10). */
export const seedGuestSessions = (ip: string, count: number) =>
  control('/guest-sessions/seed', { ip, count });

/** Adds `count` messages ("Question <label> n°1", "Réponse <label> n°2"…), one minute apart, ending at `end`. */
export const seedMessages = (conversationId: number, count: number, end: Date, label: string) =>
  control('/messages/seed', { conversationId, count, end: end.toISOString(), label });

export const test = base.extend<{
  clientIp: string;
  newAccount: () => Promise<Account>;
  newCustomer: (shape?: CustomerShape) => Promise<Account>;
}>({
  // Each test gets its own client address: rate limits are per IP and stay real.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  clientIp: async ({}, use, testInfo) => {
    counter += 1;
    await use(`10.${testInfo.workerIndex % 250}.${Math.floor(counter / 250)}.${counter % 250}`);
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ 'x-forwarded-for': clientIp });
  },
  // Every page must work under the real Content-Security-Policy: a violation fails the test.
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  newAccount: async ({ request }, use, testInfo) => {
    await use(() => registerAccount(request, uniqueEmail(testInfo.workerIndex)));
  },
  /** A registered customer, verified with messages to spend unless said otherwise. */
  newCustomer: async ({ request }, use, testInfo) => {
    await use(async (shape = {}) => {
      const account = await registerAccount(request, uniqueEmail(testInfo.workerIndex));
      await shapeAccount(account.email, shape);
      return account;
    });
  },
});

const uniqueEmail = (worker: number) => `e2e.${worker}.${Date.now()}.${++counter}@exemple.fr`;

/** Creates an account through the API, as a returning customer would have. */
export async function registerAccount(request: APIRequestContext, email: string): Promise<Account> {
  const account = { email, password: 'motdepasse1', firstName: 'camille' };
  const res = await request.post('/api/auth/register', {
    data: { ...account, acceptCgu: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

export { expect };
