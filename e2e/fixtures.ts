import { test as base, expect, type APIRequestContext } from '@playwright/test';

let counter = 0;

export interface Account {
  email: string;
  password: string;
  firstName: string;
}

export const test = base.extend<{ clientIp: string; newAccount: () => Promise<Account> }>({
  // Each test gets its own client address: rate limits are per IP and stay real.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  clientIp: async ({}, use, testInfo) => {
    counter += 1;
    await use(`10.${testInfo.workerIndex % 250}.${Math.floor(counter / 250)}.${counter % 250}`);
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ 'x-forwarded-for': clientIp });
  },
  newAccount: async ({ request }, use, testInfo) => {
    await use(() =>
      registerAccount(request, `e2e.${testInfo.workerIndex}.${Date.now()}.${++counter}@exemple.fr`),
    );
  },
});

/** Creates an account through the API, as a returning customer would have. */
export async function registerAccount(request: APIRequestContext, email: string): Promise<Account> {
  const account = { email, password: 'motdepasse1', firstName: 'Camille' };
  const res = await request.post('/api/auth/register', {
    data: { ...account, acceptCgu: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

export { expect };
