import type { Page } from '@playwright/test';
import { expect, failedMailTo, mailsAcceptedFor, paymentsUnreachableFor, test } from './fixtures';
import { toast } from './pages/auth-page';
import {
  openCheckout,
  openCustomer,
  operator,
  payCheckout,
  photograph,
  tokenOf,
} from './pages/back-office';
import { expectAxeClean } from './support/axe';
import { ChatPage } from './pages/chat-page';
import { horizontalOverflow } from './support/overflow';

/** Nothing on the screen wider than a 360 px phone. */
async function expectNoOverflowAt360(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 900 });
  expect(await horizontalOverflow(page), name).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** « Rejouer » on the failed event of that type, with a reason; the toast says it worked. */
async function replay(page: Page, type: string, reason: string) {
  const item = page
    .getByRole('region', { name: 'Événements de paiement en échec' })
    .getByRole('listitem')
    .filter({ hasText: type });
  await item.getByRole('button', { name: /^Rejouer l’événement evt_/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Rejouer cet événement de paiement ?' });
  await expect(dialog.getByLabel('Raison (gardée dans le journal)')).toBeFocused();
  await dialog.getByLabel('Raison (gardée dans le journal)').fill(reason);
  await dialog.getByRole('button', { name: 'Rejouer' }).click();
  await expect(
    toast(page, 'L’événement a été rejoué : son effet est appliqué.').first(),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(item).toContainText('Rejoué');
  await expect(item.getByRole('button', { name: /^Rejouer/ })).toHaveCount(0);
}

/**
 * The back office's « Service » screen (issue 40): a customer pays while the
 * payment provider cannot be reached, so the events of the payment fail; the
 * operator sees them with their error, replays them, the customer has the
 * plan, and the operator then refunds part of the payment.
 */
test('the operator replays a failed payment event, then refunds part of the payment', async ({
  page,
  request,
  newCustomer,
}, testInfo) => {
  // A long journey: a payment, two replays, a refund, five axe checks and four screenshots.
  test.slow();
  // The cookie banner answered already: the screenshots show the back office, not it.
  await page.addInitScript(() => window.localStorage.setItem('rgpd-consent', 'rejected'));
  const chef = await operator(request);
  const customer = await newCustomer();
  const sessionId = await openCheckout(request, customer);
  await paymentsUnreachableFor(customer.email);
  expect(await payCheckout(request, sessionId)).toBe(500);
  await paymentsUnreachableFor(customer.email, false);
  const headers = await tokenOf(request, customer);
  const before = await (await request.get('/api/auth/me', { headers })).json();
  expect(before).toMatchObject({ subscriptionTier: 'gratuit' });

  await new ChatPage(page).loginAndLand(chef.email, chef.password);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: 'Service' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service' })).toBeVisible();
  const failures = page.getByRole('region', { name: 'Événements de paiement en échec' });
  const paid = failures.getByRole('listitem').filter({ hasText: 'checkout.session.completed' });
  await expect(paid).toContainText('Paiement validé');
  await expect(paid).toContainText('À traiter');
  await expect(paid).toContainText('Prestataire de paiement injoignable (panne simulée)');
  await expect(failures.getByRole('listitem').filter({ hasText: 'invoice.paid' })).toContainText(
    'À traiter',
  );
  const jobs = page.getByRole('region', { name: 'Tâches périodiques' });
  await expect(jobs).toContainText('Purge des données expirées');
  await expect(jobs).toContainText('Reprise des échanges interrompus');
  await expect(page.getByRole('region', { name: 'E-mails en échec' })).toBeVisible();
  await expectAxeClean(page, 'service');
  await expectNoOverflowAt360(page, 'service');
  await photograph(page, testInfo, 'admin-service-echecs');

  // The checkout gives the plan; the invoice records the payment.
  await replay(page, 'checkout.session.completed', 'Client débité sans forfait (panne Stripe)');
  await replay(page, 'invoice.paid', 'Paiement à enregistrer après la panne');
  await expectAxeClean(page, 'service après');
  const after = await (await request.get('/api/auth/me', { headers })).json();
  expect(after).toMatchObject({ subscriptionTier: 'decouverte', messagesRemaining: 10 });

  await openCustomer(page, customer.email);
  const payments = page.getByRole('region', { name: 'Paiements' });
  await expect(payments).toContainText('7,00');
  await payments.getByRole('button', { name: 'Rembourser' }).click();
  const refund = page.getByRole('alertdialog', { name: 'Rembourser ce paiement ?' });
  const amount = refund.getByLabel('Montant à rembourser (€)');
  await expect(amount).toBeFocused();
  await expect(amount).toHaveValue('7,00');
  await amount.fill('8');
  await refund.getByLabel('Raison (gardée dans le journal)').fill('Une semaine sans service');
  await refund.getByRole('button', { name: 'Rembourser' }).click();
  await expect(refund.getByRole('alert')).toHaveText('Le montant ne peut pas dépasser 7,00 €.');
  await amount.fill('3,50');
  await expectAxeClean(page, 'remboursement partiel');
  await refund.getByRole('button', { name: 'Rembourser' }).click();
  await expect(
    toast(page, '3,50 € remboursés : il reste 3,50 € remboursables sur ce paiement.'),
  ).toBeVisible();
  await expect(refund).toBeHidden();
  await expect(payments).toContainText('remboursé en partie le');
  await expect(payments).toContainText('(3,50 € sur 7,00 €)');
  // Half the payment back: half of the plan's 10 messages taken back, as a Stripe refund's are.
  await expect(page.getByRole('region', { name: 'Mouvements de messages' })).toContainText(
    '-5 · Paiement remboursé',
  );
  await expect(page.getByRole('region', { name: 'En bref' })).toContainText('Messages restants5');
  // What is left can still be refunded: the field starts from it.
  await payments.getByRole('button', { name: 'Rembourser' }).click();
  await expect(refund.getByLabel('Montant à rembourser (€)')).toHaveValue('3,50');
  await refund.getByRole('button', { name: 'Annuler' }).click();
  await expectAxeClean(page, 'fiche après remboursement partiel');
  await expectNoOverflowAt360(page, 'fiche client');
  await photograph(page, testInfo, 'admin-remboursement-partiel');

  // The customer's own journal: the replays (they were about their payment) and the refund.
  const entries = page
    .getByRole('region', { name: 'Journal de ce client' })
    .getByRole('list', { name: 'Actions, les plus récentes d’abord' })
    .getByRole('listitem');
  await expect(entries.first()).toContainText('Paiement remboursé · 3,50 € sur 7,00 €');
  await expect(entries.first()).toContainText('Une semaine sans service');
  await expect(entries.nth(1)).toContainText('Événement de paiement rejoué · invoice.paid');
  await expect(entries.nth(2)).toContainText(
    'Événement de paiement rejoué · checkout.session.completed',
  );
  await expect(entries.nth(2)).toContainText('Client débité sans forfait (panne Stripe)');
});

/**
 * « Renvoyer » on a mail the outbox gave up on (issue 40): the mail server
 * still refuses it, so the operator reads the French error and the mail stays
 * failed; once the server takes it again, the mail goes, leaves the list, is
 * « Envoyé » on the customer's page, and both attempts are in the journal.
 */
test('the operator sends again a mail the outbox gave up on, refused once then sent', async ({
  page,
  request,
  newCustomer,
}, testInfo) => {
  test.slow();
  await page.addInitScript(() => window.localStorage.setItem('rgpd-consent', 'rejected'));
  const chef = await operator(request);
  const customer = await newCustomer();
  await failedMailTo(customer.email);
  const subject = 'Votre mot de passe a été modifié — Voyance IA';

  await new ChatPage(page).loginAndLand(chef.email, chef.password);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: 'Service' })
    .click();
  const item = page
    .getByRole('region', { name: 'E-mails en échec' })
    .getByRole('listitem')
    .filter({ hasText: customer.email });
  await expect(item).toContainText(subject);
  await expect(item).toContainText('5 essais');
  await expect(item).toContainText('550 5.7.1 Adresse refusée par le serveur (panne simulée)');
  await expectAxeClean(page, 'e-mail en échec');
  await expectNoOverflowAt360(page, 'e-mail en échec');
  await photograph(page, testInfo, 'admin-service-email-en-echec');

  const resend = item.getByRole('button', {
    name: `Renvoyer l’e-mail « ${subject} » à ${customer.email}`,
  });
  const dialog = page.getByRole('alertdialog', { name: 'Renvoyer cet e-mail ?' });
  const reason = dialog.getByLabel('Raison (gardée dans le journal)');
  await resend.click();
  await expect(reason).toBeFocused();
  await expect(dialog).toContainText(`« ${subject} » repart à ${customer.email}`);
  await reason.fill('Le client ne l’a pas reçu');
  await dialog.getByRole('button', { name: 'Renvoyer' }).click();
  // Still refused: said in French in the dialog, and the mail stays in the list.
  await expect(dialog.getByRole('alert')).toHaveText(
    'Le serveur d’e-mail a de nouveau refusé l’envoi : l’e-mail reste en échec.',
  );
  await expectAxeClean(page, 'renvoi refusé');
  await photograph(page, testInfo, 'admin-service-renvoi-refuse');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();

  // The server takes the address again: the mail goes and leaves the list.
  await mailsAcceptedFor(customer.email);
  await page.reload();
  await expect(item).toContainText('6 essais');
  await resend.click();
  await reason.fill('Le serveur d’e-mail répond de nouveau');
  await dialog.getByRole('button', { name: 'Renvoyer' }).click();
  await expect(toast(page, 'L’e-mail a été renvoyé.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(item).toHaveCount(0);

  await openCustomer(page, customer.email);
  await expect(page.getByRole('region', { name: 'E-mails envoyés' })).toContainText(`${subject}`);
  await expect(page.getByRole('region', { name: 'E-mails envoyés' })).toContainText('Envoyé');
  const entries = page
    .getByRole('region', { name: 'Journal de ce client' })
    .getByRole('list', { name: 'Actions, les plus récentes d’abord' })
    .getByRole('listitem');
  await expect(entries.first()).toContainText(`${subject} · envoyé`);
  await expect(entries.first()).toContainText('Le serveur d’e-mail répond de nouveau');
  await expect(entries.nth(1)).toContainText(`${subject} · nouvel échec`);
  await expectAxeClean(page, 'fiche après renvoi');
  await photograph(page, testInfo, 'admin-fiche-email-renvoye');
});
