import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AuthPage, toast } from './pages/auth-page';
import { ChatPage } from './pages/chat-page';
import { DevMailbox } from './pages/dev-mailbox';
import { holdRoute } from './support/hold-route';

const NEW_PASSWORD = 'NouveauSecret1';

/** How far anything sticks out of the page, or out of the form card (a long button label would). */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const card = document.querySelector('[data-testid="form-page-card"]');
    const edge = card ? card.getBoundingClientRect().right : window.innerWidth;
    const controls = [...document.querySelectorAll('main input, main button, main a')];
    const widest = Math.max(0, ...controls.map((c) => c.getBoundingClientRect().right));
    return Math.round(
      Math.max(document.documentElement.scrollWidth - window.innerWidth, widest - edge),
    );
  });

test.describe('e-mails', () => {
  test.beforeEach(async ({ page }) => {
    // The cookie banner would cover the bottom of the forms: answer it before the page loads.
    await page.addInitScript(() => {
      if (!localStorage.getItem('rgpd-consent')) localStorage.setItem('rgpd-consent', 'rejected');
    });
  });

  test('a new account confirms its address from the mail and gets its free messages', async ({
    page,
  }, testInfo) => {
    const auth = new AuthPage(page);
    await auth.open('?tab=register');
    const email = `confirmation.${testInfo.workerIndex}.${Date.now()}@exemple.fr`;
    await auth.fillRegistration({
      firstName: 'camille',
      email,
      password: 'secret123',
      acceptCgu: true,
    });
    await auth.submitRegistration();
    await expect(page.getByRole('dialog', { name: 'Vérifiez votre boîte mail' })).toBeVisible();

    const link = await new DevMailbox(page).linkOf(
      email,
      'Confirmez votre adresse e-mail',
      'Confirmer mon adresse e-mail',
    );
    expect(link).toMatch(/^\/api\/verify-email\?token=/);
    const landing = await page.goto(link);
    // The link lands on /auth, whose script posts the token with this browser's session
    // (kept: it registered here); the outcome is shown and the logged-in user goes on.
    expect(new URL(landing!.url()).pathname).toBe('/auth');
    expect(new URL(landing!.url()).searchParams.get('verify')).toBeTruthy();
    await expect(toast(page, 'E-mail vérifié avec succès')).toBeVisible();
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    await expect(page.getByTestId('quota-meter-text')).toHaveText('3 messages restants');
    await expect(page.getByTestId('verify-email-notice')).toHaveCount(0);
    await expect(new ChatPage(page).composer()).toBeEnabled();

    // A second click on the same link says the address is verified, not that it failed.
    await page.goto(link);
    await expect(toast(page, 'Adresse déjà vérifiée')).toBeVisible();
    await expect(page.getByText('Échec de la vérification')).toHaveCount(0);
  });

  test('the login form sends a magic link for the address typed', async ({ page, newCustomer }) => {
    const account = await newCustomer();
    const auth = new AuthPage(page);
    await auth.open();
    const ask = page.getByRole('button', { name: 'Recevoir un lien de connexion' });
    await ask.click();
    await expect(page.getByLabel('Adresse e-mail')).toHaveAccessibleDescription(
      'Adresse e-mail invalide',
    );
    await expect(page.getByLabel('Adresse e-mail')).toBeFocused();
    await page.getByLabel('Adresse e-mail').fill(account.email);
    await ask.click();
    await expect(page.getByTestId('magic-link-sent')).toContainText(
      'Si un compte existe pour cette adresse',
    );
    const link = await new DevMailbox(page).linkOf(
      account.email,
      'Votre lien de connexion',
      'Me connecter',
    );
    await page.goto(link);
    await page.getByRole('button', { name: 'Me connecter' }).click();
    await expect(page).toHaveURL(/\/chat\/\d+$/);
  });

  test('an unverified customer has the confirmation mail sent again from the chat', async ({
    page,
    newAccount,
  }, testInfo) => {
    const account = await newAccount();
    await new ChatPage(page).loginAndLand(account.email, account.password);

    // Hold the call to see the pending state.
    const release = await holdRoute(page, '**/api/auth/resend-verification');
    const notice = page.getByTestId('verify-email-notice');
    await notice.getByRole('button', { name: "Renvoyer l'e-mail de confirmation" }).click();
    await expect(notice.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    release();
    await expect(toast(page, 'E-mail envoyé')).toContainText(
      'Un e-mail de confirmation vient de vous être envoyé.',
    );

    const mailbox = new DevMailbox(page);
    await mailbox.open();
    await expect(mailbox.entries(account.email, 'Confirmez votre adresse e-mail')).toHaveCount(2);
    await page.screenshot({ path: testInfo.outputPath('dev-emails.png'), fullPage: true });
  });

  test('a forgotten password is replaced from the mailed link', async ({
    page,
    newAccount,
  }, testInfo) => {
    const account = await newAccount();
    const auth = new AuthPage(page);
    await auth.open();
    await page.getByLabel('Adresse e-mail').fill(account.email);
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mot de passe oublié' });
    await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(auth.toast('E-mail envoyé')).toContainText(
      'Consultez votre boîte mail pour réinitialiser votre mot de passe.',
    );
    await expect(dialog).toBeHidden();

    const link = await new DevMailbox(page).linkOf(
      account.email,
      'Réinitialisez votre mot de passe',
      'Choisir un nouveau mot de passe',
    );
    expect(link).toMatch(/^\/reset-password\/[^/]+$/);
    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: 'Choisissez un nouveau mot de passe' }),
    ).toBeVisible();

    const password = page.getByLabel('Nouveau mot de passe', { exact: true });
    const confirmation = page.getByLabel('Confirmer le mot de passe');
    const save = page.getByRole('button', { name: 'Enregistrer le mot de passe' });
    await password.fill(NEW_PASSWORD);
    await confirmation.fill('NouveauSecret2');
    await save.click();
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveAccessibleDescription(
      'Les mots de passe ne correspondent pas',
    );
    await page.screenshot({ path: testInfo.outputPath('reset-password.png'), fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 720 });

    await confirmation.fill(NEW_PASSWORD);
    await save.click();
    await expect(toast(page, 'Mot de passe enregistré')).toBeVisible();
    await expect(page.getByTestId('password-saved')).toBeVisible();
    // 1.5 s later, logged in by the answer: the chat.
    await expect(page).toHaveURL(/\/chat\/\d+$/);

    await page.getByRole('button', { name: 'Paramètres' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await auth.login(account.email, account.password);
    await expect(auth.toast('Échec de connexion')).toBeVisible();
    await new ChatPage(page).loginThroughFormAndLand(account.email, NEW_PASSWORD);

    // The link served once.
    await page.goto(link);
    await expect(page.getByTestId('password-link-invalid')).toContainText(
      'Lien invalide ou expiré',
    );
  });

  test('a magic link logs in once', async ({ page, newCustomer }) => {
    const account = await newCustomer();
    await page.goto('/magic-link-test');
    const ask = page.getByRole('button', { name: 'Recevoir un lien de connexion' });
    await ask.click();
    await expect(page.getByLabel('Adresse e-mail')).toHaveAccessibleDescription(
      'Adresse e-mail invalide',
    );
    await page.getByLabel('Adresse e-mail').fill(account.email);
    await ask.click();
    await expect(page.getByTestId('magic-link-result')).toContainText(
      'Si un compte existe pour cette adresse',
    );

    const link = await new DevMailbox(page).linkOf(
      account.email,
      'Votre lien de connexion',
      'Me connecter',
    );
    // Opening the link spends nothing (mail scanners follow links): the button does.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Connexion par lien' })).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Me connecter' }).click();
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    await expect(new ChatPage(page).composer()).toBeEnabled();

    await page.getByRole('button', { name: 'Paramètres' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto(link);
    await page.getByRole('button', { name: 'Me connecter' }).click();
    await expect(page).toHaveURL(/\/auth\?magic=invalid$/);
    await expect(page.getByTestId('magic-link-invalid-notice')).toContainText(
      'Lien de connexion invalide ou expiré',
    );
  });

  test('the newsletter test page asks for both fields, then subscribes once the mail is confirmed', async ({
    page,
  }) => {
    await page.goto('/brevo-test');
    const subscribe = page.getByRole('button', { name: "S'inscrire à la newsletter" });
    await subscribe.click();
    const firstName = page.getByLabel('Prénom');
    const email = page.getByLabel('Adresse e-mail');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription(
      'Le prénom doit contenir au moins 2 caractères',
    );
    await expect(email).toHaveAccessibleDescription('Adresse e-mail invalide');

    const address = `newsletter.${Date.now()}@exemple.fr`;
    await firstName.fill('Camille');
    await email.fill(address);
    await subscribe.click();
    // Double opt-in: nobody is subscribed by whoever typed the address.
    await expect(page.getByTestId('newsletter-result')).toContainText(
      'Un e-mail de confirmation vient de vous être envoyé',
    );
    const link = await new DevMailbox(page).linkOf(
      address,
      'Confirmez votre inscription à la newsletter',
      'Confirmer mon inscription',
    );
    await page.goto(link);
    await expect(page).toHaveURL(/\/brevo-test\?newsletter=confirmed$/);
    await expect(page.getByTestId('newsletter-confirmation')).toContainText(
      'Votre inscription à la newsletter est confirmée.',
    );
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('password pages explain a bad link, a failed check and a missing session, from 360 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });

    // The server cannot be reached: the link may still be good, so offer to try again.
    await page.route('**/api/verify-password-token**', (route) => route.abort());
    await page.goto('/reset-password/jeton-inconnu/12');
    await expect(page.getByTestId('password-link-check-failed')).toContainText(
      'Erreur de vérification',
    );
    await expect(page.getByTestId('password-link-check-failed')).toContainText(
      'Impossible de communiquer avec le serveur.',
    );
    await page.unroute('**/api/verify-password-token**');
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByTestId('password-link-invalid')).toContainText(
      'Lien invalide ou expiré',
    );
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await page.goto('/set-password');
    await expect(page.getByTestId('password-login-required')).toContainText(
      'Vous devez être connecté pour définir un mot de passe',
    );
    await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/auth');

    for (const path of ['/magic-link-test', '/brevo-test', '/set-password?token=inconnu']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await overflowOf(page), path).toBeLessThanOrEqual(0);
    }
  });
});
