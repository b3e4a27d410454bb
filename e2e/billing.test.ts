import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AuthPage, toast } from './pages/auth-page';
import { ChatPage } from './pages/chat-page';
import { LandingPage } from './pages/landing-page';
import { photographBothThemes } from './support/overflow';

/** /subscription: a plan's card, its confirmation dialog, both boxes, then the payment page. */
async function choosePlan(page: Page, planName: string) {
  await page.getByRole('button', { name: `Choisir ${planName}` }).click();
  const dialog = page.getByTestId('purchase-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function acceptAndPay(page: Page) {
  const dialog = page.getByTestId('purchase-dialog');
  await dialog.getByRole('checkbox', { name: /J'accepte les Conditions générales/ }).check();
  await dialog.getByRole('checkbox', { name: /droit de rétractation de 14 jours/ }).check();
  await dialog.getByRole('button', { name: /^Payer / }).click();
  await expect(page).toHaveURL(/\/paiement-simule\/cs_test_/);
  await expect(page.getByTestId('simulated-test-mode')).toBeVisible();
}

test.describe('buying with the simulated provider', () => {
  test('a customer buys a plan from /subscription and lands in the chat with the thanks and the new meter', async ({
    page,
    newCustomer,
  }, testInfo) => {
    const account = await newCustomer({ messagesRemaining: 3 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon abonnement' })).toBeVisible();
    await expect(page.getByTestId('current-plan')).toContainText('Gratuit');
    await expect(page.getByTestId('plan-decouverte')).toContainText(/7,00\s€ TTC le premier mois/);
    await page.screenshot({
      path: testInfo.outputPath('subscription-desktop.png'),
      fullPage: true,
    });

    const dialog = await choosePlan(page, 'Guidance');
    // Both boxes are required, each with its message.
    await dialog.getByRole('button', { name: /^Payer / }).click();
    await expect(dialog).toContainText('Acceptation des CGU requise');
    await expect(dialog).toContainText(
      'Cette case est obligatoire : un forfait commence dès le paiement',
    );
    await expect(dialog).not.toContainText('tout de suite');
    await expect(
      dialog.getByRole('checkbox', { name: "J'accepte les Conditions générales d'utilisation" }),
    ).toBeVisible();
    await acceptAndPay(page);
    await expect(page.getByTestId('simulated-amount')).toHaveText(/39,00\s€/);
    await expect(page.locator('body')).toContainText('droit de rétractation');
    await page.screenshot({ path: testInfo.outputPath('simulated-checkout.png'), fullPage: true });
    await page.getByRole('button', { name: /^Payer / }).click();

    await expect(page).toHaveURL(/\/chat\/\d+$/);
    const thanks = page.getByRole('dialog', { name: 'Merci pour votre confiance !' });
    await expect(thanks).toContainText('Le forfait Guidance est maintenant actif.');
    await expect(thanks).toContainText('30 messages');
    await page.screenshot({ path: testInfo.outputPath('purchase-thanks.png') });
    await thanks.getByRole('button', { name: 'Commencer ma consultation' }).click();
    await expect(page.getByTestId('quota-meter-text').first()).toContainText('30');
  });

  test('a return whose payment the server cannot confirm thanks nobody', async ({
    page,
    newCustomer,
  }) => {
    const account = await newCustomer({ messagesRemaining: 3 });
    const chat = new ChatPage(page);
    const id = await chat.loginAndLand(account.email, account.password);
    await page.goto(
      `/chat/${id}?payment_success=true&tier=vip&session_id=cs_test_forged&date=2025-06-01`,
    );
    await expect(page).toHaveURL(new RegExp(`/chat/${id}\\?date=2025-06-01$`));
    await expect(chat.composer()).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Merci pour votre confiance !' })).toHaveCount(0);
    await expect(page.getByTestId('quota-meter-text').first()).toContainText('3');
  });

  test('a customer changes plan: warned of the balance rule, back on /subscription with the new plan', async ({
    page,
    newCustomer,
  }) => {
    const account = await newCustomer({ messagesRemaining: 3 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    await page.goto('/subscription');
    await choosePlan(page, 'Privilège');
    await acceptAndPay(page);
    await page.getByRole('button', { name: /^Payer / }).click();
    await expect(page.getByRole('dialog', { name: 'Merci pour votre confiance !' })).toBeVisible();

    await page.goto('/subscription');
    await expect(page.getByTestId('current-plan')).toContainText('Privilège');
    await expect(page.getByTestId('current-plan')).toContainText('60');
    const dialog = await choosePlan(page, 'Découverte');
    // A downgrade is offered at the renewal first (D20); « Maintenant » says what is lost.
    await expect(dialog.getByRole('radio', { name: /Au renouvellement/ })).toBeChecked();
    await dialog.getByRole('radio', { name: 'Maintenant' }).check();
    await expect(dialog.getByTestId('plan-change-rule')).toContainText(
      'Vous perdez vos 60 messages non utilisés, remplacés par les 10 messages du forfait Découverte',
    );
    // No welcome offer for a second plan: the full price.
    await expect(dialog.getByRole('button', { name: /^Payer 19,00\s€ TTC$/ })).toBeVisible();
    await acceptAndPay(page);
    await page.getByRole('button', { name: /^Payer / }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(toast(page, 'Paiement réussi')).toBeVisible();
    await expect(page.getByTestId('current-plan')).toContainText('Découverte');
    await expect(page.getByTestId('current-plan')).toContainText('10');
    await expect(page.getByTestId('movements')).toContainText('Messages de votre nouveau forfait');
    // The loss is named as a loss (D20), never as a gain of the new plan.
    await expect(page.getByTestId('movements')).toContainText(
      'Messages non utilisés de l’ancien forfait',
    );
  });

  test('a customer cancels in a few clicks and sees the end date', async ({
    page,
    newCustomer,
  }) => {
    const account = await newCustomer({ messagesRemaining: 3 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    await page.goto('/subscription');
    await choosePlan(page, 'Découverte');
    await acceptAndPay(page);
    await expect(page.getByTestId('simulated-amount')).toHaveText(/7,00\s€/);
    await page.getByRole('button', { name: /^Payer / }).click();
    await page.getByRole('button', { name: 'Commencer ma consultation' }).click();

    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Résilier' }).click();
    const confirm = page.getByRole('alertdialog', { name: /Résilier votre forfait Découverte/ });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Confirmer la résiliation' }).click();
    await expect(toast(page, 'Résiliation enregistrée')).toBeVisible();
    const pending = page.getByTestId('pending-cancel');
    await expect(pending).toContainText(/restent disponibles jusqu'au \d{1,2} \p{L}+ \d{4}/u);
    await expect(page.getByRole('button', { name: 'Résilier' })).toHaveCount(0);
  });

  test('/subscription at 360 px: the comparison as a stack, nothing wider than the screen', async ({
    page,
    newCustomer,
  }, testInfo) => {
    const account = await newCustomer({ messagesRemaining: 3 });
    await page.setViewportSize({ width: 360, height: 780 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    await page.goto('/subscription');
    await expect(page.getByTestId('comparison-stack')).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('subscription-360.png'), fullPage: true });
  });
});

test.describe('from the home page', () => {
  test('a visitor picks a plan in the plans dialog, signs up and lands on its purchase', async ({
    page,
  }) => {
    const landing = new LandingPage(page);
    await landing.answerCookieBanner();
    await landing.open();
    await page.getByRole('button', { name: 'Voir les forfaits' }).first().click();
    await page
      .getByRole('dialog', { name: 'Nos forfaits' })
      .getByRole('link', { name: 'Choisir Guidance' })
      .click();
    const auth = new AuthPage(page);
    await auth.fillRegistration({
      firstName: 'Nora',
      email: `forfait.${Date.now()}@exemple.fr`,
      password: 'secret123',
      acceptCgu: true,
    });
    await auth.submitRegistration();
    await page.getByRole('button', { name: "J'ai compris" }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    const dialog = page.getByTestId('purchase-dialog');
    await expect(dialog).toContainText('Choisir le forfait Guidance');
    await acceptAndPay(page);
    await expect(page.getByTestId('simulated-amount')).toHaveText(/39,00\s€/);
  });
});

test.describe('the special offer', () => {
  test('a guest buys it, lands logged in with 10 messages and the conversation, then sets a password', async ({
    page,
  }, testInfo) => {
    const landing = new LandingPage(page);
    await landing.answerCookieBanner();
    await landing.open();
    for (let i = 1; i <= 3; i++) {
      await landing.send(`Question n°${i} sur mon avenir ?`);
      await expect(landing.assistantMessages()).toHaveCount(i, { timeout: 15_000 });
    }
    await landing.send('Encore une question ?');
    // The express request to start at once (L221-28) is asked for with its own tick box (D23).
    await landing.upgradeDialog().getByTestId('special-offer-waiver').check();
    await landing
      .upgradeDialog()
      .getByRole('button', { name: /Acheter 10 messages pour 14\s€/ })
      .click();

    await expect(page).toHaveURL(/\/paiement-simule\/cs_test_/);
    await expect(page.getByTestId('simulated-amount')).toHaveText(/14,00\s€/);
    const email = `offre.${Date.now()}@exemple.fr`;
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: /^Payer / }).click();

    await expect(page).toHaveURL(/\/chat\/\d+$/);
    const thanks = page.getByRole('dialog', { name: 'Merci pour votre confiance !' });
    await expect(thanks).toContainText("L'offre spéciale est maintenant active.");
    await expect(thanks).toContainText('10 messages');
    // « maintenant » once (issue 39).
    expect(((await thanks.textContent()) ?? '').match(/maintenant/g)).toHaveLength(1);
    await photographBothThemes(page, testInfo, 'purchase-thanks');
    await thanks.getByRole('button', { name: 'Commencer ma consultation' }).click();
    const chat = new ChatPage(page);
    // The message typed before buying waits in the account's composer, which has the focus.
    await expect(chat.composer()).toHaveValue('Encore une question ?');
    await expect(chat.composer()).toBeFocused();
    // The guest exchange is the account's now (D19).
    await expect(chat.userMessages().first()).toContainText('Question n°1');
    const banner = page.getByTestId('password-banner');
    await expect(banner).toContainText('Protégez votre compte');
    await page.screenshot({ path: testInfo.outputPath('special-offer-landed.png') });

    await banner.getByRole('link', { name: 'Définir mon mot de passe' }).click();
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Offre2026ok');
    await page.getByLabel('Confirmer le mot de passe').fill('Offre2026ok');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(toast(page, 'Mot de passe enregistré')).toBeVisible();

    // The new password opens the account from another browser session.
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await chat.loginAndLand(email, 'Offre2026ok');
  });

  test('a guest session an account took over cannot start the offer (a shared computer)', async ({
    page,
  }, testInfo) => {
    const landing = new LandingPage(page);
    await landing.answerCookieBanner();
    await landing.open();
    await landing.send('Vais-je déménager cette année ?');
    await expect(landing.assistantMessages()).toHaveCount(1, { timeout: 15_000 });
    const sessionId = await landing.storage('guestSessionId');
    // Someone registers from this browser: the guest session becomes their account's.
    const registered = await page.evaluate(async (id) => {
      const res = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Camille',
          email: `partage.${Date.now()}@exemple.fr`,
          password: 'Partage2026ok',
          acceptCgu: true,
          guestSessionId: id,
        }),
      });
      return res.status;
    }, sessionId);
    expect(registered).toBe(201);
    // They leave (their session cookie goes), the guest id stays in the browser.
    await page.context().clearCookies();
    // The old guest id, posted to the offer (a stale tab, or a script that read it).
    await page.evaluate((id) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/api/special-offer';
      const input = document.createElement('input');
      input.name = 'sessionId';
      input.value = id!;
      const waiver = document.createElement('input');
      waiver.name = 'withdrawalWaiver';
      waiver.value = 'on';
      form.append(input, waiver);
      document.body.append(form);
      form.submit();
    }, sessionId);
    await expect(page).not.toHaveURL(/paiement-simule/);
    await expect(page.getByTestId('home-error')).toContainText(
      'Cette consultation gratuite est déjà rattachée à un compte. Connectez-vous pour continuer.',
    );
    await page.screenshot({ path: testInfo.outputPath('special-offer-claimed-session.png') });
  });

  test('« Annuler » on the payment page brings the guest back with the conversation', async ({
    page,
  }) => {
    const landing = new LandingPage(page);
    await landing.answerCookieBanner();
    await landing.open();
    await landing.send('Que me réserve le mois prochain ?');
    await expect(landing.assistantMessages()).toHaveCount(1, { timeout: 15_000 });
    const sessionId = await landing.storage('guestSessionId');
    await page.evaluate((id) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/api/special-offer';
      const input = document.createElement('input');
      input.name = 'sessionId';
      input.value = id!;
      const waiver = document.createElement('input');
      waiver.name = 'withdrawalWaiver';
      waiver.value = 'on';
      form.append(input, waiver);
      document.body.append(form);
      form.submit();
    }, sessionId);
    await expect(page).toHaveURL(/\/paiement-simule\/cs_test_/);
    await page.getByRole('button', { name: 'Annuler' }).click();
    await expect(page).toHaveURL(/\/$/);
    const notice = page.getByTestId('home-notice');
    await expect(notice).toContainText('Paiement annulé');
    // No promise of free messages that may be spent: the consultation, in view, is what waits.
    await expect(notice).not.toContainText('gratuit');
    await expect(notice).toBeInViewport();
    await expect(landing.composer()).toBeInViewport();
    await expect(landing.composer()).toBeFocused();
    await expect(landing.userMessages()).toHaveCount(1);
  });
});
