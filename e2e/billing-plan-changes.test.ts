import { expect, test } from './fixtures';
import { ChatPage } from './pages/chat-page';
import { DevMailbox } from './pages/dev-mailbox';
import { SubscriptionPage } from './pages/subscription-page';
import { horizontalOverflow } from './support/overflow';

/**
 * Plan changes that lose nothing (D20) and a cancellation taken back in one
 * tap (issue 39), at 360 px with the simulated provider.
 */
test.use({ viewport: { width: 360, height: 780 } });

test('a downgrade is offered at the renewal first, scheduled, shown, then undone; the mails say so', async ({
  page,
  newCustomer,
}, testInfo) => {
  const account = await newCustomer({ messagesRemaining: 3 });
  await new ChatPage(page).loginAndLand(account.email, account.password);
  const subscription = new SubscriptionPage(page);
  await subscription.buyPlan('Privilège');
  await subscription.open();
  const plan = page.getByTestId('current-plan');
  await expect(plan).toContainText('Privilège');
  await expect(plan).toContainText('60 messages restants');

  await page.getByRole('button', { name: 'Choisir Découverte' }).click();
  const dialog = page.getByTestId('purchase-dialog');
  const timing = dialog.getByTestId('plan-change-timing');
  await expect(timing).toContainText('Quand voulez-vous changer de forfait ?');
  // The way that loses nothing comes first and is chosen by default.
  const later = timing.getByRole('radio', { name: /Au renouvellement, le .+ \(recommandé\)/ });
  await expect(later).toBeChecked();
  await expect(timing).toContainText('Vous gardez votre forfait Privilège et vos 60 messages');
  await expect(timing).toContainText("Rien n'est prélevé aujourd'hui");
  await expect(timing).toContainText('Vos 60 messages restants sont perdus.');
  await expect(dialog.getByTestId('plan-change-rule')).toHaveCount(0);
  // « Maintenant » says beforehand how many paid messages are lost, with the L221-28 box.
  await timing.getByRole('radio', { name: 'Maintenant' }).check();
  await expect(dialog.getByTestId('plan-change-rule')).toContainText(
    'Vous perdez vos 60 messages non utilisés, remplacés par les 10 messages du forfait Découverte',
  );
  await expect(dialog.getByRole('button', { name: /^Payer 19,00\s€ TTC/ })).toBeVisible();
  await expect(
    dialog.getByRole('checkbox', { name: /droit de rétractation de 14 jours/ }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('plan-change-now-360.png') });
  await later.check();
  expect(await horizontalOverflow(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('plan-change-dialog-360.png') });

  await dialog.getByRole('checkbox', { name: /J'accepte les conditions générales/i }).check();
  await dialog.getByRole('checkbox', { name: /droit de rétractation de 14 jours/ }).check();
  await dialog.getByRole('button', { name: /^Programmer pour le / }).click();
  await expect(dialog).toHaveCount(0);
  const scheduled = page.getByTestId('scheduled-plan');
  await expect(scheduled).toContainText('Changement de forfait programmé');
  await expect(scheduled).toContainText(
    /Le forfait Découverte \(10 messages par mois\) remplacera votre forfait Privilège le \d+ \S+ \d{4}/,
  );
  await expect(plan).toContainText('60 messages restants');
  expect(await horizontalOverflow(page)).toEqual([]);
  await page.screenshot({
    path: testInfo.outputPath('plan-change-scheduled-360.png'),
    fullPage: true,
  });
  // The same after a reload: the scheduled plan is the server's (GET /api/subscription).
  await page.reload();
  await expect(page.getByTestId('scheduled-plan')).toContainText('Découverte');

  // The simulated provider's portal shows the same: the plan in force, the next one and when.
  await page.getByRole('button', { name: 'Gérer' }).click();
  await expect(page).toHaveURL(/\/paiement-simule\/portail\//);
  await expect(page.locator('body')).toContainText('Forfait Privilège');
  await expect(page.locator('body')).toContainText(
    /Changement programmé : forfait Découverte à partir du \d+ \S+ \d{4}/,
  );

  const mailbox = new DevMailbox(page);
  await mailbox.openNewest(account.email, 'Votre changement de forfait est programmé');
  await expect(page.locator('body')).toContainText('Rien n’est prélevé aujourd’hui');
  await page.screenshot({ path: testInfo.outputPath('plan-change-mail.png'), fullPage: true });

  await page.goto('/subscription');
  await page
    .getByTestId('scheduled-plan')
    .getByRole('button', { name: 'Annuler ce changement' })
    .click();
  await expect(page.getByTestId('scheduled-plan')).toHaveCount(0);
  await expect(plan).toContainText('Privilège');
  await expect(plan).toContainText('60 messages restants');
  await page.screenshot({
    path: testInfo.outputPath('plan-change-undone-360.png'),
    fullPage: true,
  });
  await mailbox.waitFor(account.email, 'Changement de forfait annulé');
});

test('a cancellation is taken back in one tap on /subscription', async ({
  page,
  newCustomer,
}, testInfo) => {
  const account = await newCustomer({ messagesRemaining: 3 });
  await new ChatPage(page).loginAndLand(account.email, account.password);
  const subscription = new SubscriptionPage(page);
  await subscription.buyPlan('Guidance');
  await subscription.open();
  await page.getByRole('button', { name: 'Résilier' }).click();
  await page
    .getByRole('alertdialog', { name: /Résilier votre forfait Guidance/ })
    .getByRole('button', { name: 'Confirmer la résiliation' })
    .click();
  const pending = page.getByTestId('pending-cancel');
  await expect(pending).toContainText('Résiliation programmée');
  await page.screenshot({ path: testInfo.outputPath('cancel-pending-360.png'), fullPage: true });

  await pending.getByRole('button', { name: 'Reprendre mon abonnement' }).click();
  await expect(pending).toHaveCount(0);
  await expect(page.getByTestId('current-plan')).toContainText('Prochain renouvellement le');
  await expect(page.getByRole('button', { name: 'Résilier' })).toBeVisible();
  expect(await horizontalOverflow(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('cancel-resumed-360.png'), fullPage: true });
});
