import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ChatPage } from './pages/chat-page';
import { LandingPage } from './pages/landing-page';
import { expectFitsEveryPhone } from './support/overflow';

/**
 * Nothing on a phone is ever wider than the screen (issue 39): every page and
 * every dialog, at 320, 360 and 390 px, 0 px of horizontal overflow.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** Opens a dialog with `open`, checks it at every width, closes it with Escape. */
async function checkDialog(page: Page, name: string, open: () => Promise<void>) {
  const dialogs = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await open();
  await expect(dialogs.last()).toBeVisible();
  await expectFitsEveryPhone(page, name, test.info());
  await page.keyboard.press('Escape');
  await expect(dialogs).toHaveCount(0);
}

test('the landing page, its dialogs and the sale dialog fit 320, 360 and 390 px', async ({
  page,
}) => {
  const landing = new LandingPage(page);
  await landing.open();
  await expect(landing.cookieBanner()).toBeVisible();
  await expectFitsEveryPhone(page, 'landing-with-cookie-banner', test.info());
  await landing.cookieBanner().getByRole('button', { name: 'Refuser' }).click();
  await expectFitsEveryPhone(page, 'landing', test.info());

  const info = page.getByRole('navigation', { name: 'Informations', exact: true });
  for (const [trigger, name] of [
    ["Qu'est-ce que Voyance IA ?", 'about-dialog'],
    ['Avis clients', 'reviews-dialog'],
    ['FAQ', 'faq-dialog'],
  ] as const) {
    await checkDialog(page, name, () => info.getByRole('button', { name: trigger }).click());
  }
  await checkDialog(page, 'plans-dialog', () =>
    page.getByRole('button', { name: 'Voir les forfaits' }).first().click(),
  );
  await checkDialog(page, 'login-dialog', () =>
    page.getByRole('button', { name: 'Connexion' }).click(),
  );
  const footer = page.getByRole('contentinfo');
  for (const [label, name] of [
    ['Mentions légales', 'legal-notice-dialog'],
    ['CGU', 'cgu-dialog'],
    ['Politique de confidentialité', 'privacy-dialog'],
    ['Contact', 'contact-dialog'],
  ] as const) {
    await checkDialog(page, name, () =>
      footer.getByRole('button', { name: label, exact: true }).click(),
    );
  }

  // The guest's three free messages, then the sale dialog (« Vos messages gratuits sont épuisés »).
  for (let i = 1; i <= 3; i++) {
    await landing.send(`Question n°${i} : que me réserve l'amour ?`);
    await expect(landing.assistantMessages()).toHaveCount(i, { timeout: 15_000 });
    await expect(landing.streaming()).toHaveCount(0);
  }
  await expectFitsEveryPhone(page, 'guest-chat', test.info());
  await landing.send('Et ensuite ?');
  await expect(landing.upgradeDialog()).toBeVisible();
  await expectFitsEveryPhone(page, 'upgrade-dialog', test.info());
});

test('the public pages fit 320, 360 and 390 px', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('rgpd-consent', 'rejected'));
  for (const [path, name] of [
    ['/auth', 'auth-login'],
    ['/auth?tab=register', 'auth-register'],
    ['/qui-est-celeste', 'about-persona'],
    ['/mentions-legales', 'legal-notice'],
    ['/cgu', 'cgu'],
    ['/politique-confidentialite', 'privacy'],
    ['/contact', 'contact'],
    ['/profile', 'profile-visitor'],
    ['/set-password', 'set-password'],
    ['/reset-password/inconnu', 'reset-password'],
    ['/magic-link', 'magic-link'],
    ['/adresse-email/retablir', 'email-revert'],
    ['/page-inconnue', 'not-found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectFitsEveryPhone(page, name, test.info());
  }
});

test('the chat, its drawer, menus and dialogs, the profile and the subscription fit 320, 360 and 390 px', async ({
  page,
  newCustomer,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('rgpd-consent', 'rejected'));
  const account = await newCustomer({ tier: 'decouverte', messagesRemaining: 3 });
  const chat = new ChatPage(page);
  await chat.loginAndLand(account.email, account.password);
  await expectFitsEveryPhone(page, 'chat-empty', test.info());
  await chat.send('Est-ce que mon couple va durer ?');
  await expect(chat.assistantMessages()).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByTestId('message-streaming')).toHaveCount(0);
  await expectFitsEveryPhone(page, 'chat', test.info());

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expectFitsEveryPhone(page, 'chat-drawer', test.info());
  await drawer.getByRole('button', { name: 'Légal' }).click();
  await expect(page.getByRole('dialog', { name: 'Informations légales' })).toBeVisible();
  await expectFitsEveryPhone(page, 'chat-legal-chooser', test.info());
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Paramètres' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectFitsEveryPhone(page, 'chat-settings-menu', test.info());
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFitsEveryPhone(page, 'profile', test.info());
  await checkDialog(page, 'delete-account-dialog', () =>
    page.getByRole('button', { name: 'Supprimer mon compte' }).click(),
  );

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon abonnement' })).toBeVisible();
  await expectFitsEveryPhone(page, 'subscription', test.info());
  await checkDialog(page, 'purchase-dialog', () =>
    page.getByRole('button', { name: 'Choisir Guidance' }).click(),
  );
});
