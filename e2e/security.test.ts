import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, mintHandoff, test } from './fixtures';
import { AuthPage, toast } from './pages/auth-page';
import { ChatPage } from './pages/chat-page';
import { LandingPage } from './pages/landing-page';

/**
 * Another site (localhost is not the same site as 127.0.0.1, where the app is
 * tested) whose page posts a form to the app as soon as it loads: the login
 * CSRF of issue 8.
 */
async function startAttackerSite(target: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Concours</title><form method="POST" action="${target}">${inputs}</form><script>document.forms[0].submit()</script>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('cross-site requests and log-in links', () => {
  test('a form posted from another site cannot log the visitor into the attacker’s account', async ({
    page,
    context,
    baseURL,
    newCustomer,
  }) => {
    const attacker = await newCustomer();
    const site = await startAttackerSite(`${baseURL}/api/auth/login`, {
      username: attacker.email,
      password: attacker.password,
    });
    try {
      await page.goto(site.url);
      // The browser lands on the app's refusal, in French.
      await expect(page.locator('body')).toContainText(
        'Cette action doit être faite depuis le site lui-même.',
      );
      const cookies = await context.cookies(baseURL);
      expect(cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
      // Back on the app, the visitor is still a guest: nothing they write goes to the attacker.
      const landing = new LandingPage(page);
      await landing.open();
      await expect(landing.composer()).toBeVisible();
      expect(await landing.storage('accessToken')).toBeNull();
    } finally {
      await site.close();
    }
  });

  test('a link carrying an access token in `ac` logs nobody in, and leaves the address', async ({
    page,
    request,
    newCustomer,
  }) => {
    const account = await newCustomer();
    const login = await request.post('/api/auth/login', {
      data: { username: account.email, password: account.password },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const landing = new LandingPage(page);
    await landing.open(`/?ac=${encodeURIComponent(accessToken)}`);
    await expect(landing.composer()).toBeVisible();
    expect(page.url()).not.toContain('ac=');
    expect(await landing.storage('accessToken')).toBeNull();
    await expect(toast(page, 'Connexion impossible')).toBeVisible();
  });

  test('the hand-off of a purchase opens the buyer’s session once, only in the browser that bought', async ({
    page,
    browser,
    newCustomer,
  }, testInfo) => {
    const buyer = await newCustomer({ messagesRemaining: 10 });
    const landing = new LandingPage(page);
    await landing.open();
    await expect.poll(() => landing.storage('guestSessionId')).toMatch(/^guest_/);
    const code = await mintHandoff(buyer.email, await landing.storage('guestSessionId'));

    // Another browser with the same link gets nothing.
    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const otherPage = await other.newPage();
    await otherPage.goto(`/chat?ac=${code}`);
    await expect(toast(otherPage, 'Connexion impossible')).toBeVisible();
    await expect(otherPage).toHaveURL(/\/auth$/);
    await other.close();

    await page.goto(`/chat?ac=${code}&special_offer_success=true`);
    const chat = new ChatPage(page);
    await expect(page).toHaveURL(/\/chat\/\d+/);
    await expect(chat.composer()).toBeVisible();
    expect(page.url()).not.toContain('ac=');
    expect(await landing.storage('guestSessionId')).toBeNull();
  });

  test('asks before a hand-off replaces the session of another account', async ({
    page,
    newCustomer,
  }, testInfo) => {
    const me = await newCustomer();
    const buyer = await newCustomer();
    const auth = new AuthPage(page);
    await auth.open();
    await auth.login(me.email, me.password);
    await expect(page).toHaveURL(/\/chat\/\d+/);

    await page.goto(`/chat?ac=${await mintHandoff(buyer.email, null)}`);
    const dialog = page.getByRole('alertdialog', { name: 'Changer de compte ?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${buyer.email.slice(0, 1)}•••@exemple.fr`);
    await page.screenshot({ path: testInfo.outputPath('handoff-other-account.png') });
    await dialog.getByRole('button', { name: 'Rester sur mon compte' }).click();
    await expect(dialog).toHaveCount(0);
    // The app settles its session after the dialog closes: ask until it has.
    const sessionEmail = () =>
      page.evaluate(async () => {
        const res = await fetch('/api/auth/me', {
          headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
        });
        return ((await res.json()) as { email?: string }).email;
      });
    await expect.poll(sessionEmail).toBe(me.email);

    await page.goto(`/chat?ac=${await mintHandoff(buyer.email, null)}`);
    await page.getByRole('button', { name: 'Ouvrir l’autre compte' }).click();
    await expect(page).toHaveURL(/\/chat\/\d+/);
    await expect.poll(sessionEmail).toBe(buyer.email);
  });
});
