import { expect, test } from './fixtures';
import { ChatPage } from './pages/chat-page';
import { DevMailbox } from './pages/dev-mailbox';
import { LandingPage } from './pages/landing-page';
import { SubscriptionPage } from './pages/subscription-page';

/**
 * Payments as a live account meets them (issue 38), at 360 px with the
 * simulated provider: the purchase confirmed by mail, a renewal declined
 * and shown in the chat, the special offer's own tick box.
 */
test.use({ viewport: { width: 360, height: 780 } });

test('a plan bought is confirmed by mail; a declined renewal shows in the chat with the way to fix the card', async ({
  page,
  newCustomer,
}, testInfo) => {
  const account = await newCustomer({ messagesRemaining: 3 });
  const chat = new ChatPage(page);
  await chat.loginAndLand(account.email, account.password);
  await new SubscriptionPage(page).buyPlan('Guidance');

  // The confirmation mail (D23), read from the outbox as a developer would.
  await new DevMailbox(page).openNewest(account.email, 'Confirmation de votre abonnement');
  const body = page.locator('body');
  await expect(body).toContainText('le forfait Guidance (30 messages par mois');
  await expect(body).toContainText(/Prix payé\s:\s39,00\s€ TTC/);
  await expect(body).toContainText('droit de rétractation de 14 jours');
  await expect(body).toContainText('version du 26 mai 2025');
  await page.screenshot({ path: testInfo.outputPath('purchase-mail.png'), fullPage: true });

  // The renewal is declined (the simulated portal's trigger).
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Gérer' }).click();
  await expect(page).toHaveURL(/\/paiement-simule\/portail\//);
  await page.getByRole('button', { name: 'Simuler un échec de paiement' }).click();
  await expect(page).toHaveURL(/\/paiement-simule\/portail\//);

  await page.goto('/chat');
  const banner = page.getByTestId('payment-issue-banner');
  await expect(banner).toContainText('n’a pas pu être débité');
  const fix = banner.getByRole('link', { name: 'Régler ou changer ma carte' });
  await expect(fix).toHaveAttribute('href', /\/paiement-simule\/portail\/.+facture=in_/);
  await page.screenshot({ path: testInfo.outputPath('renewal-failed-chat.png') });
  await page.goto('/subscription');
  await expect(page.getByTestId('payment-issue-banner')).toContainText(
    'Régler ou changer ma carte',
  );
  await page.screenshot({
    path: testInfo.outputPath('renewal-failed-subscription.png'),
    fullPage: true,
  });
});

test('the special offer asks for the express request with its own tick box', async ({
  page,
}, testInfo) => {
  const landing = new LandingPage(page);
  await landing.answerCookieBanner();
  await landing.open();
  for (let i = 1; i <= 3; i++) {
    await landing.send(`Question n°${i}`);
    await expect(landing.assistantMessages()).toHaveCount(i, { timeout: 15_000 });
  }
  await landing.send('Encore une question ?');
  const offer = landing.upgradeDialog().getByTestId('special-offer');
  const box = offer.getByRole('checkbox', { name: /droit de rétractation de 14 jours/ });
  await expect(box).not.toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('special-offer-box.png') });
  // Without the box, the browser does not send the form.
  await offer.getByRole('button', { name: /Acheter 10 messages pour 14\s€/ }).click();
  await expect(page).not.toHaveURL(/\/paiement-simule\//);
  await box.check();
  await offer.getByRole('button', { name: /Acheter 10 messages pour 14\s€/ }).click();
  await expect(page).toHaveURL(/\/paiement-simule\/cs_test_/);
  await expect(page.locator('body')).toContainText('droit de rétractation');
});
