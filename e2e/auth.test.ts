import { AuthPage, toast } from './pages/auth-page';
import { ChatPage } from './pages/chat-page';
import { expect, test } from './fixtures';
import { LandingPage } from './pages/landing-page';
import { holdRoute } from './support/hold-route';
import { APP_SCRIPT, expectInteractive, PRERENDERED_ROOT } from './support/prerender';

test.describe('authentication', () => {
  test('a visitor registers, reads the check-mail dialog and reaches the app', async ({
    page,
  }, testInfo) => {
    const auth = new AuthPage(page);
    await auth.open('?tab=register');
    const email = `inscription.${testInfo.workerIndex}.${Date.now()}@exemple.fr`;
    await auth.fillRegistration({
      firstName: 'camille',
      email,
      password: 'secret123',
      acceptCgu: true,
    });
    await auth.submitRegistration();

    const dialog = page.getByRole('dialog', { name: 'Vérifiez votre boîte mail' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('check-email-address')).toHaveText(email);
    await expect(page.getByTestId('registration-success-notice')).toContainText(
      'Dernière étape ! Vérifiez vos mails pour activer votre compte',
    );
    await expect(page).toHaveURL(/registrationSuccess=true/);
    await page.screenshot({ path: testInfo.outputPath('auth-check-email-dialog.png') });

    await dialog.getByRole('button', { name: "J'ai compris" }).click();
    await expect(page).toHaveURL(/\/chat/);
  });

  test('the newsletter is asked for only when its box is ticked', async ({ page }, testInfo) => {
    const subscriptions: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/brevo/subscribe'))
        subscriptions.push(request.postData() ?? '');
    });
    const auth = new AuthPage(page);
    await auth.open('?tab=register');
    const quiet = `sans.lettre.${testInfo.workerIndex}.${Date.now()}@exemple.fr`;
    await auth.fillRegistration({
      firstName: 'Paul',
      email: quiet,
      password: 'secret123',
      acceptCgu: true,
    });
    await auth.submitRegistration();
    await page
      .getByRole('dialog', { name: 'Vérifiez votre boîte mail' })
      .getByRole('button', { name: "J'ai compris" })
      .click();
    // The chat opens its first conversation (/chat/:id) before the menu is used: a click
    // during that navigation would land on a menu about to be replaced.
    await expect(page).toHaveURL(/\/chat\/\d+/);
    await expect(page.getByLabel('Votre message')).toBeVisible();
    expect(subscriptions).toEqual([]);

    await page.getByRole('button', { name: 'Paramètres' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await auth.open('?tab=register');
    const willing = `avec.lettre.${testInfo.workerIndex}.${Date.now()}@exemple.fr`;
    const subscribed = page.waitForRequest((r) => r.url().endsWith('/api/brevo/subscribe'));
    await auth.fillRegistration({
      firstName: 'Lina',
      email: willing,
      password: 'secret123',
      acceptCgu: true,
      newsletter: true,
    });
    await auth.submitRegistration();
    expect((await subscribed).postDataJSON()).toEqual({ email: willing, firstName: 'Lina' });
  });

  test('a customer logs in, stays logged in across a reload, and logs out', async ({
    page,
    newAccount,
  }) => {
    const account = await newAccount();
    const auth = new AuthPage(page);
    await auth.open();
    await auth.login(account.email, account.password);
    await expect(page).toHaveURL(/\/chat/);

    await page.reload();
    await expect(page).toHaveURL(/\/chat\/\d+/);
    await expect(page.getByLabel('Votre message')).toBeVisible();

    await page.getByRole('button', { name: 'Paramètres' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    // The session is really over: a protected page sends back to /auth.
    await page.goto('/chat');
    await expect(page).toHaveURL(/\/auth/);
  });

  test('who leaves right after pressing « Se déconnecter » is logged out all the same', async ({
    page,
    newAccount,
  }) => {
    const account = await newAccount();
    await new ChatPage(page).loginAndLand(account.email, account.password);

    // The logout call is still on its way when the page goes: only a call that
    // outlives its page (keepalive) reaches the server once released.
    const release = await holdRoute(page, '**/api/auth/logout');
    const sent = page.waitForRequest('**/api/auth/logout');
    await page.getByRole('button', { name: 'Paramètres' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await sent;
    await page.goto('/auth', { waitUntil: 'commit' });
    release();

    await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
    await expectInteractive(page);
    // The refresh cookie opens no session again: the chat sends back to /auth.
    await page.goto('/chat');
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });

  test('remember-me keeps the session in a new browser session', async ({
    page,
    newAccount,
    context,
  }) => {
    const account = await newAccount();
    const auth = new AuthPage(page);
    await auth.open();
    await auth.login(account.email, account.password, { rememberMe: true });
    await expect(page).toHaveURL(/\/chat/);
    const cookie = (await context.cookies()).find((c) => c.name === 'refresh_token');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
  });

  test('a wrong password shows "Échec de connexion"', async ({ page, newAccount }) => {
    const account = await newAccount();
    const auth = new AuthPage(page);
    await auth.open();
    await auth.login(account.email, 'mauvais-mot-de-passe');
    await expect(auth.toast('Échec de connexion')).toContainText(
      'Adresse e-mail ou mot de passe incorrect.',
    );
    // Said at the field too, where a screen reader is; gone once the retry succeeds.
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAccessibleDescription(
      'Adresse e-mail ou mot de passe incorrect.',
    );
    await expect(page).toHaveURL(/\/auth/);
    await auth.login(account.email, account.password);
    await expect(page).toHaveURL(/\/chat/);
    await expect(auth.toast('Échec de connexion')).toHaveCount(0);
  });

  test('the login form shows each validation message under its field', async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.open();
    await page.getByLabel('Adresse e-mail').fill('pas-un-email');
    await page.getByLabel('Mot de passe', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const email = page.getByLabel('Adresse e-mail');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Adresse e-mail invalide')).toBeVisible();
    await expect(
      page.getByText('Le mot de passe doit contenir au moins 6 caractères'),
    ).toBeVisible();
    // The message is tied to its field for screen readers.
    const describedBy = await email.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`[id="${describedBy!.split(' ')[0]}"]`)).toContainText(
      'Adresse e-mail invalide',
    );
  });

  test('the register form shows each validation message under its field', async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.open('?tab=register');
    await auth.fillRegistration({
      firstName: 'A',
      email: 'faux@',
      password: '12',
      acceptCgu: false,
    });
    await auth.submitRegistration();
    await expect(page.getByText('Le prénom doit contenir au moins 2 caractères')).toBeVisible();
    await expect(page.getByText('Adresse e-mail invalide')).toBeVisible();
    await expect(
      page.getByText('Le mot de passe doit contenir au moins 6 caractères'),
    ).toBeVisible();
    await expect(
      page.getByText("Vous devez accepter les conditions générales d'utilisation"),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('registering a taken address shows the server message', async ({ page, newAccount }) => {
    const account = await newAccount();
    const auth = new AuthPage(page);
    await auth.open('?tab=register');
    await auth.fillRegistration({
      firstName: 'Camille',
      email: account.email,
      password: 'secret123',
      acceptCgu: true,
    });
    await auth.submitRegistration();
    await expect(auth.toast("Échec d'inscription")).toContainText(
      'Un compte existe déjà avec cette adresse e-mail.',
    );
  });

  test('the forgot-password link opens the reset dialog prefilled with the typed e-mail', async ({
    page,
  }) => {
    const auth = new AuthPage(page);
    await auth.open();
    await page.getByLabel('Adresse e-mail').fill('oubli@exemple.fr');
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mot de passe oublié' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('#password-reset-email')).toHaveValue('oubli@exemple.fr');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a protected route sends a visitor to /auth', async ({ page }) => {
    for (const path of ['/chat', '/chat/12', '/subscription']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth/);
      await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
    }
  });

  test('an expired session lands on /auth?expired=true', async ({ page }) => {
    // Wait for the page to settle: its own session check must not see the token set below.
    await new AuthPage(page).open();
    // A stale access token and no refresh cookie: the session cannot be renewed.
    await page.evaluate(() => localStorage.setItem('accessToken', 'jeton.expire.depuis-longtemps'));
    await page.goto('/chat');
    await expect(page).toHaveURL(/\/auth\?expired=true/);
    await expect(page.getByTestId('session-expired-notice')).toContainText('Session expirée');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('a session that cannot be renewed ends on /auth?expired=true and stays there', async ({
    page,
    context,
    newAccount,
  }) => {
    const account = await newAccount();
    // Let the chat finish loading: its own requests must not meet the token set below.
    await new ChatPage(page).loginAndLand(account.email, account.password);

    // No refresh cookie and a token the server refuses: the session is over.
    await context.clearCookies();
    await page.evaluate(() => localStorage.setItem('accessToken', 'jeton.bidon.invalide'));
    await page.goto('/chat');

    await expect(page).toHaveURL(/\/auth\?expired=true/);
    await expect(page.getByTestId('session-expired-notice')).toContainText('Session expirée');
    // No cached user sends the page back to the (broken) chat.
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/auth\?expired=true/);
    await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('the verified flag shows its banner and toast', async ({ page }) => {
    await page.goto('/auth?verified=true');
    await expect(page.getByTestId('email-verified-notice')).toBeVisible();
    await expect(toast(page, 'E-mail vérifié avec succès')).toBeVisible();
    await page.goto('/auth?verified=false');
    await expect(page.getByTestId('verification-failed-notice')).toContainText(
      'Échec de la vérification',
    );
  });

  test('an unknown route shows the not-found screen', async ({ page }) => {
    await page.goto('/une-page-qui-nexiste-pas');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByTestId('not-found-code')).toHaveText('404');
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('screenshots of /auth, desktop and 360 px', async ({ page }, testInfo) => {
    const auth = new AuthPage(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await auth.open();
    await page.screenshot({ path: testInfo.outputPath('auth-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await auth.open('?tab=register');
    // Nothing sticks out sideways at 360 px.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('auth-mobile-360.png'), fullPage: true });
  });
});

test.describe('a visitor’s first paint', () => {
  test('the landing page and the login form do not wait for the session check', async ({
    page,
  }) => {
    // The check that a cookie still holds a session never answers: a visitor
    // without a stored token is shown the public pages all the same.
    // Both pages are prerendered: what counts is that React, once it has taken
    // them over (LandingPage and AuthPage wait for it), still shows them.
    await page.route('**/api/auth/refresh', () => {});
    await new LandingPage(page).open();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Une conseillère à votre écoute, à toute heure',
      }),
    ).toBeVisible();
    await new AuthPage(page).open();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });

  test('the prerendered pages are taken over as they are, not drawn a second time', async ({
    browser,
  }, testInfo) => {
    const problems: string[] = [];
    for (const [path, heading] of [
      ['/', 'Une conseillère à votre écoute, à toute heure'],
      ['/auth', 'Votre espace de consultation'],
    ] as const) {
      // A first visit each time: nothing stored yet (a guest session would be, after /).
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // The app's script waits until the page as the server sent it has been marked.
      const release = await holdRoute(page, APP_SCRIPT);
      await page.goto(path, { waitUntil: 'commit' });
      const title = page.getByRole('heading', { level: 1, name: heading });
      await expect(title).toBeVisible();
      await expect(page.locator(PRERENDERED_ROOT)).toHaveCount(1);
      await title.evaluate((element) => element.setAttribute('data-from-server', ''));
      release();
      await expectInteractive(page);
      // The very element the server sent is still there: React adopted it.
      await expect(page.locator('h1[data-from-server]')).toHaveText(heading);
      await page.screenshot({
        path: testInfo.outputPath(`prerendered-${path.slice(1) || 'home'}.png`),
      });
      await context.close();
    }
    expect(problems).toEqual([]);
  });

  test('a login sent before the app has taken /auth over is sent by the app, never in the address', async ({
    page,
    newAccount,
  }) => {
    const account = await newAccount();
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    const release = await holdRoute(page, APP_SCRIPT);
    await page.goto('/auth', { waitUntil: 'commit' });
    await expect(page.locator(PRERENDERED_ROOT)).toHaveCount(1);
    // A quick visitor: the page is there, the app not yet.
    await page.getByLabel('Adresse e-mail').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByLabel('Mot de passe', { exact: true }).press('Enter');
    await expect(page.locator(PRERENDERED_ROOT)).toHaveCount(1);
    release();
    // The app sends the login it was handed, as if pressed now.
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    await expect(page.getByLabel('Votre message')).toBeVisible();
    expect(addresses.join(' ')).not.toContain('password');
    expect(addresses.join(' ')).not.toContain(encodeURIComponent(account.email));
  });

  test('what a guest typed and pressed before the app has taken / over is given to it', async ({
    page,
  }) => {
    const release = await holdRoute(page, APP_SCRIPT);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator(PRERENDERED_ROOT)).toHaveCount(1);
    const composer = page.getByLabel('Votre message');
    await composer.fill('Est-ce le bon moment pour changer de travail ?');
    await page.getByRole('button', { name: 'Qui est Céleste ?' }).click();
    release();
    const about = page.getByRole('dialog', { name: 'Qui est Céleste ?' });
    await expect(about).toContainText('Céleste est une intelligence artificielle');
    await page.keyboard.press('Escape');
    await expect(about).toBeHidden();
    // The text is the app's now: kept, and ready to send.
    await expect(composer).toHaveValue('Est-ce le bon moment pour changer de travail ?');
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  test('someone signed in is never shown the visitor’s page while theirs loads', async ({
    page,
    newAccount,
  }) => {
    const account = await newAccount();
    await new ChatPage(page).loginAndLand(account.email, account.password);
    const release = await holdRoute(page, APP_SCRIPT);
    await page.goto('/', { waitUntil: 'commit' });
    // The visitor's page is in the document, hidden, until the app draws this person's.
    await expect(page.locator(PRERENDERED_ROOT)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: /à votre écoute/ })).toBeHidden();
    release();
    await expect(page).toHaveURL(/\/chat\/\d+/);
    await expect(page.getByLabel('Votre message')).toBeVisible();
  });
});
