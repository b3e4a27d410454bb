import { expect, test } from './fixtures';
import { toast } from './pages/auth-page';
import { openCustomer, operator, payingCustomer, photograph, tokenOf } from './pages/back-office';
import { expectAxeClean } from './support/axe';
import { ChatPage } from './pages/chat-page';

test.describe('the back office', () => {
  test.describe.configure({ mode: 'serial' });

  test('a visitor and a customer are kept out', async ({ page, newCustomer }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Accès réservé' })).toBeVisible();
    const customer = await newCustomer();
    await new ChatPage(page).loginAndLand(customer.email, customer.password);
    await page.goto('/admin/clients');
    await expect(page.getByText('Cet espace est réservé à l’équipe du service.')).toBeVisible();
  });

  test('an operator finds a customer, gives 5 messages, refunds a payment and reads the journal', async ({
    page,
    request,
    newCustomer,
  }, testInfo) => {
    // A long journey: a payment, three actions, five axe checks and eight screenshots.
    test.slow();
    const chef = await operator(request);
    const customer = await payingCustomer(request, newCustomer);
    await new ChatPage(page).loginAndLand(chef.email, chef.password);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Back-office' })).toBeVisible();
    await expect(
      page.getByText('Le back-office ne montre jamais le texte d’une consultation'),
    ).toBeVisible();
    await expectAxeClean(page, 'accueil');
    await photograph(page, testInfo, 'admin-accueil');

    await openCustomer(page, customer.email);
    const summary = page.getByRole('region', { name: 'En bref' });
    await expect(summary).toContainText('Découverte');
    await expect(summary).toContainText('Messages restants10');

    await page.getByRole('button', { name: 'Donner ou reprendre des messages' }).click();
    const give = page.getByRole('alertdialog', { name: 'Donner ou reprendre des messages' });
    await expect(give.getByLabel('Nombre de messages')).toBeFocused();
    await give.getByLabel('Nombre de messages').fill('5');
    await give.getByRole('button', { name: 'Valider' }).click();
    await expect(give.getByText('Indiquez la raison (au moins 5 caractères).')).toBeVisible();
    await give
      .getByLabel('Raison (gardée dans le journal)')
      .fill('Réponses perdues pendant la panne');
    await give.getByRole('button', { name: 'Valider' }).click();
    await expect(toast(page, 'Messages donnés : le solde est de 15.')).toBeVisible();
    await expect(give).toBeHidden();
    // Radix gives the focus back to the button that opened the dialog.
    await expect(
      page.getByRole('button', { name: 'Donner ou reprendre des messages' }),
    ).toBeFocused();
    await expect(summary).toContainText('Messages restants15');
    await expect(page.getByRole('region', { name: 'Mouvements de messages' })).toContainText(
      '+5 · Ajustement',
    );

    const payments = page.getByRole('region', { name: 'Paiements' });
    await expect(payments).toContainText('7,00');
    await expect(payments).toContainText('(paiement simulé)');
    await payments.getByRole('button', { name: 'Rembourser' }).click();
    const refund = page.getByRole('alertdialog', { name: 'Rembourser ce paiement ?' });
    // All that is left, unless the operator types less.
    await expect(refund.getByLabel('Montant à rembourser (€)')).toBeFocused();
    await expect(refund.getByLabel('Montant à rembourser (€)')).toHaveValue('7,00');
    await expectAxeClean(page, 'remboursement');
    await refund.getByLabel('Raison (gardée dans le journal)').fill('Débit contesté par le client');
    await refund.getByRole('button', { name: 'Rembourser' }).click();
    await expect(toast(page, 'Le paiement a été remboursé.')).toBeVisible();
    await expect(payments).toContainText('remboursé le');
    await expect(payments.getByRole('button', { name: 'Rembourser' })).toHaveCount(0);
    // One refund path: the messages the payment gave are taken back, as a Stripe refund's are.
    await expect(page.getByRole('region', { name: 'Mouvements de messages' })).toContainText(
      'Paiement remboursé',
    );
    await expectAxeClean(page, 'fiche client');
    await photograph(page, testInfo, 'admin-fiche-client');

    await page
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: 'Journal' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    // The journal is the whole team's: other tests' operators write to it at the same time.
    const entries = page
      .getByRole('list', { name: 'Actions, les plus récentes d’abord' })
      .getByRole('listitem')
      .filter({ hasText: customer.email });
    await expect(entries.first()).toContainText('Paiement remboursé');
    await expect(entries.first()).toContainText('Débit contesté par le client');
    await expect(entries.nth(1)).toContainText('Messages donnés ou repris · +5 messages, solde 15');
    await expect(entries.nth(1)).toContainText('Réponses perdues pendant la panne');
    await expectAxeClean(page, 'journal');
    await photograph(page, testInfo, 'admin-journal');

    await page
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: 'Chiffres' })
      .click();
    const brief = page.getByRole('region', { name: 'La période en bref' });
    await expect(brief).toContainText('Remboursements');
    await expect(
      page.getByRole('region', { name: 'Chiffre d’affaires par produit' }),
    ).toContainText('Découverte');
    await expectAxeClean(page, 'chiffres');
    await photograph(page, testInfo, 'admin-chiffres');
    await page
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: 'Service' })
      .click();
    await expect(page.getByRole('region', { name: 'En bref' })).toContainText('Messages envoyés');
    await expect(page.getByRole('region', { name: 'Événements de paiement reçus' })).toBeVisible();
    await expectAxeClean(page, 'service');
    await photograph(page, testInfo, 'admin-service');

    await page
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: 'Chiffres' })
      .click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^chiffres-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/,
    );
  });

  test('a support member helps but is refused a refund', async ({
    page,
    request,
    newCustomer,
  }, testInfo) => {
    const chef = await operator(request);
    const helper = await newCustomer();
    const customer = await payingCustomer(request, newCustomer);
    const chefAuth = await tokenOf(request, chef);
    const search = await request.get(`/api/admin/users?q=${encodeURIComponent(helper.email)}`, {
      headers: chefAuth,
    });
    const helperId = (await search.json()).users[0].id as number;
    const given = await request.put(`/api/admin/users/${helperId}/role`, {
      headers: chefAuth,
      data: { role: 'support', reason: 'Renfort du support' },
    });
    expect(given.status()).toBe(200);

    await new ChatPage(page).loginAndLand(helper.email, helper.password);
    await page.goto('/admin');
    await expect(page.getByText(`${helper.email} · Support`)).toBeVisible();
    await openCustomer(page, customer.email);
    const payments = page.getByRole('region', { name: 'Paiements' });
    await expect(payments.getByRole('button', { name: 'Rembourser' })).toBeDisabled();
    await expect(payments).toContainText('Remboursement réservé aux opérateurs.');
    await expect(page.getByRole('button', { name: 'Supprimer le compte' })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Chiffres' }),
    ).toHaveCount(0);
    await expectAxeClean(page, 'fiche client (support)');
    await photograph(page, testInfo, 'admin-fiche-support');

    // The server refuses it whatever the page shows.
    const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
    const customerId = Number(/clients\/(\d+)/.exec(page.url())![1]);
    const detail = await request.get(`/api/admin/users/${customerId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const paymentId = (await detail.json()).payments[0].id as string;
    const refused = await request.post(
      `/api/admin/users/${customerId}/payments/${paymentId}/refund`,
      { headers: { authorization: `Bearer ${token}` }, data: { reason: 'Essai du support' } },
    );
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('Votre rôle ne permet pas cette action.');
  });
});
