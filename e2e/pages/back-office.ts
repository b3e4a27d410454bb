import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, shapeAccount, type Account } from '../fixtures';
import { E2E_OPERATOR_EMAIL } from '../support/admin';

export async function photograph(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

export async function tokenOf(request: APIRequestContext, account: Account) {
  const res = await request.post('/api/auth/login', {
    data: { username: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).accessToken as string}` };
}

/** The simulated checkout of a Découverte plan for `account`, consent given; its session id. */
export async function openCheckout(request: APIRequestContext, account: Account) {
  const headers = await tokenOf(request, account);
  await request.post('/api/record-cgu-acceptance', {
    headers,
    data: { action: 'subscription', metadata: { newPlan: 'decouverte', withdrawalWaiver: true } },
  });
  const checkout = await request.get('/api/subscribe/decouverte', { headers });
  return /cs_test_\w+/.exec((await checkout.json()).redirectUrl as string)![0];
}

/** Pays a simulated checkout as the buyer's « Payer » does; answers the page's status. */
export async function payCheckout(request: APIRequestContext, sessionId: string) {
  const paid = await request.post(`/api/simulated-payments/checkout/${sessionId}/pay`, {
    form: {},
    maxRedirects: 0,
  });
  return paid.status();
}

/** A customer who paid a Découverte plan with the simulated provider. */
export async function payingCustomer(
  request: APIRequestContext,
  newCustomer: () => Promise<Account>,
) {
  const account = await newCustomer();
  expect(await payCheckout(request, await openCheckout(request, account))).toBe(303);
  return account;
}

/**
 * The first operator, as the README tells it: an account registered with an
 * address of ADMIN_EMAILS, verified. Registered once per run, by whichever
 * test comes first (its password is the one e2e accounts have).
 */
export async function operator(request: APIRequestContext): Promise<Account> {
  const account = { email: E2E_OPERATOR_EMAIL, password: 'motdepasse1', firstName: 'camille' };
  const login = await request.post('/api/auth/login', {
    data: { username: account.email, password: account.password },
  });
  if (login.ok()) return account;
  // Two files may get here at once: the second registration finds the address taken.
  const res = await request.post('/api/auth/register', { data: { ...account, acceptCgu: true } });
  expect([201, 409], await res.text()).toContain(res.status());
  await shapeAccount(account.email, { isVerified: true, messagesRemaining: 0 });
  return account;
}

export async function openCustomer(page: Page, email: string) {
  await page
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: 'Clients' })
    .click();
  await page.getByLabel('E-mail, prénom, nom ou numéro de client').fill(email.slice(0, 24));
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await page.getByRole('link', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
}
