import { expect, test } from './fixtures';
import { ChatPage } from './pages/chat-page';
import { SubscriptionPage } from './pages/subscription-page';

/**
 * The invoice a customer reads after buying (issue 38, ADR 010): from
 * « Gérer », the simulated portal lists the invoices, and each shows the VAT
 * held in the TTC price, at 360 px.
 */
test.use({ viewport: { width: 360, height: 780 } });

test('a plan bought gives an invoice in « Gérer », with its VAT at 20 % inside the TTC price', async ({
  page,
  newCustomer,
}, testInfo) => {
  const account = await newCustomer({ messagesRemaining: 3 });
  await new ChatPage(page).loginAndLand(account.email, account.password);
  await new SubscriptionPage(page).buyPlan('Privilège');

  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Gérer' }).click();
  await expect(page).toHaveURL(/\/paiement-simule\/portail\//);
  const invoices = page.getByTestId('simulated-invoices');
  await expect(invoices.getByRole('heading', { name: 'Mes factures' })).toBeVisible();
  await invoices
    .getByRole('link', { name: /^Facture / })
    .first()
    .click();

  const invoice = page.getByTestId('simulated-invoice');
  await expect(invoice.getByRole('heading', { name: /^Facture / })).toBeVisible();
  await expect(invoice).toContainText(/Montant HT\s*57,50\s€/);
  await expect(page.getByTestId('simulated-invoice-vat')).toHaveText(/^11,50\s€$/);
  await expect(invoice.getByRole('rowheader', { name: 'TVA 20 %' })).toBeVisible();
  await expect(page.getByTestId('simulated-invoice-total')).toHaveText(/^69,00\s€$/);
  await page.screenshot({ path: testInfo.outputPath('invoice-360.png'), fullPage: true });

  await invoice.getByRole('link', { name: 'Revenir à mon abonnement' }).click();
  await expect(page.getByTestId('simulated-subscription')).toBeVisible();
});
