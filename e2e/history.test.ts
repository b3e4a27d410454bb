import { expect, test } from './fixtures';
import { ChatPage } from './pages/chat-page';

test.describe('the history (issue 14)', () => {
  test('on a phone, the drawer searches every consultation without accents and renames one', async ({
    page,
    newCustomer,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const account = await newCustomer({ tier: 'decouverte', messagesRemaining: 5 });
    const chat = new ChatPage(page);
    const first = await chat.loginAndLand(account.email, account.password);
    await chat.send('Ma carrière me pèse depuis des mois.');
    await expect(chat.assistantMessages()).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByTestId('message-streaming')).toHaveCount(0);

    // A second consultation: the search must lead back to the first.
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer
      .getByRole('button', { name: /Nouvelle consultation/ })
      .first()
      .click();
    await expect(page).not.toHaveURL(new RegExp(`/chat/${first}$`));

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await drawer
      .getByRole('searchbox', { name: 'Rechercher dans mes consultations' })
      .fill('carriere');
    await expect(drawer.getByRole('status').filter({ hasText: 'trouvé' })).toHaveText(
      '2 messages trouvés',
    );
    // Her reply took up the word too; the person's own message is marked where it says it.
    const hit = drawer.getByRole('link', { name: /Vous : Ma carrière me pèse/ });
    await expect(hit.locator('mark')).toHaveText('carrière');
    await page.screenshot({ path: testInfo.outputPath('history-search-360.png') });
    await drawer.getByRole('searchbox').fill('licorne');
    await expect(drawer.getByText('Aucun message ne correspond.')).toBeVisible();
    await drawer.getByRole('searchbox').fill('carri');
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`/chat/${first}$`));
    await expect(chat.userMessages().first()).toContainText('Ma carrière me pèse');

    // Rename it from the history.
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await drawer
      .getByRole('button', {
        name: 'Renommer la consultation « Ma carrière me pèse depuis des mois. »',
      })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Renommer la consultation' });
    const field = dialog.getByLabel('Nom de la consultation');
    await expect(field).toHaveValue('Ma carrière me pèse depuis des mois.');
    await field.fill('   ');
    await dialog.getByRole('button', { name: 'Renommer' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Le nom ne peut pas être vide.');
    await field.fill('Mon travail');
    await dialog.getByRole('button', { name: 'Renommer' }).click();
    await expect(dialog).toBeHidden();
    await expect(drawer.getByRole('link', { name: 'Mon travail' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon travail');
  });
});
