import { expect, test } from './fixtures';
import { AuthPage, toast } from './pages/auth-page';
import { ChatPage } from './pages/chat-page';
import { ProfilePage } from './pages/profile-page';
import { photographBothThemes } from './support/overflow';

test.describe('the profile', () => {
  test('a visitor is told the page needs an account', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Accès non autorisé' })).toBeVisible();
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a customer renames themself, sees it in the sidebar, changes the password and logs in with it', async ({
    page,
    newCustomer,
  }, testInfo) => {
    const account = await newCustomer({ messagesRemaining: 3 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    await page.getByTestId('sidebar-user-name').first().click();
    const profile = new ProfilePage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
    await expect(profile.section('Abonnement')).toContainText('Gratuit');
    await expect(profile.section('Appareils connectés')).toContainText('Cet appareil');
    // The device and « Cet appareil » are two words, not « (ordinateur)Cet appareil ».
    expect(await profile.section('Appareils connectés').textContent()).toMatch(/\S Cet appareil/);

    await profile.changeFirstName('Z');
    await expect(page.getByText('Le prénom doit contenir au moins 2 caractères')).toBeVisible();
    await profile.changeFirstName('Zoé');
    await expect(toast(page, 'Profil mis à jour')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('profile-desktop.png'), fullPage: true });

    await profile.changePassword('pas-le-bon', 'NouveauMdp1');
    // Said at the field, which has the focus, and not in a toast over it.
    const current = page.getByLabel('Mot de passe actuel');
    await expect(current).toHaveAccessibleDescription(/Le mot de passe actuel est incorrect\./);
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toBeFocused();
    await expect(toast(page, 'Le mot de passe actuel est incorrect.')).toHaveCount(0);
    await photographBothThemes(page, testInfo, 'profile-wrong-password');
    await profile.changePassword(account.password, 'NouveauMdp1');
    await expect(toast(page, 'Vos autres sessions ont été fermées.')).toBeVisible();
    // This session stays open with its renewed token.
    await page.getByRole('link', { name: 'Mes consultations' }).click();
    await expect(page.getByTestId('sidebar-user-name').first()).toHaveText('Zoé');

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/auth/);
    const auth = new AuthPage(page);
    await auth.login(account.email, account.password);
    await expect(toast(page, 'Adresse e-mail ou mot de passe incorrect.')).toBeVisible();
    await auth.login(account.email, 'NouveauMdp1');
    await expect(page).toHaveURL(/\/chat\/\d+/);
  });

  test('a customer downloads their data, then deletes the account and cannot log in again', async ({
    page,
    newCustomer,
  }) => {
    const account = await newCustomer({ messagesRemaining: 3 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    await chat.send('Vais-je changer de travail cette année ?');
    await expect(chat.assistantMessages().last()).toBeVisible();

    const profile = new ProfilePage(page);
    await profile.open();
    const json = await profile.download('Télécharger mes données');
    expect(json.name).toMatch(/^voyance-ia-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(json.text);
    expect(data.account.email).toBe(account.email);
    expect(data.conversations.flatMap((c: { messages: unknown[] }) => c.messages)).toContainEqual(
      expect.objectContaining({
        author: 'vous',
        content: 'Vais-je changer de travail cette année ?',
      }),
    );
    const text = await profile.download('Mes consultations en texte');
    expect(text.text).toContain('Vous :\nVais-je changer de travail cette année ?');
    const readable = await profile.download('Toutes mes données, à lire');
    expect(readable.name).toMatch(/^voyance-ia-mes-donnees-lisibles-\d{4}-\d{2}-\d{2}\.txt$/);
    for (const part of [
      'VOS PAIEMENTS',
      'VOS CONSENTEMENTS',
      'VOS MESSAGES',
      'VOS CONSULTATIONS',
    ]) {
      expect(readable.text).toContain(part);
    }
    expect(readable.text).toContain('Vais-je changer de travail cette année ?');

    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: 'Supprimer définitivement votre compte ?',
    });
    await expect(dialog).toContainText('toutes vos consultations');
    await expect(dialog).toContainText('traces comptables');
    await dialog.getByRole('button', { name: 'Garder mon compte' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    // A session alone is not enough (issue 36): the password is asked for, at its field.
    const password = dialog.getByLabel('Votre mot de passe');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Mot de passe actuel requis');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await password.fill('pas-le-bon');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Le mot de passe actuel est incorrect.');
    await password.fill(account.password);
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(toast(page, 'Compte supprimé')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

    const auth = new AuthPage(page);
    await auth.open();
    await auth.login(account.email, account.password);
    await expect(toast(page, 'Adresse e-mail ou mot de passe incorrect.')).toBeVisible();
  });

  test('a customer moves their address only with their password, told at the field', async ({
    page,
    newCustomer,
  }, testInfo) => {
    const account = await newCustomer({ messagesRemaining: 3 });
    await new ChatPage(page).loginAndLand(account.email, account.password);
    const profile = new ProfilePage(page);
    await profile.open();
    const form = page.getByRole('form', { name: 'Adresse e-mail' });
    const next = `nouvelle.${Date.now()}@exemple.fr`;
    await profile.changeEmail(next, '');
    await expect(form.getByRole('alert')).toHaveText('Mot de passe actuel requis');
    await profile.changeEmail(next, 'pas-le-bon');
    await expect(form.getByRole('alert')).toHaveText('Le mot de passe actuel est incorrect.');
    await expect(form.getByLabel('Votre mot de passe')).toBeFocused();
    await page.screenshot({
      path: testInfo.outputPath('email-change-refused.png'),
      fullPage: true,
    });
    await profile.changeEmail(next, account.password);
    await expect(toast(page, 'Adresse e-mail modifiée')).toContainText(next);
    await expect(form.getByLabel('Votre mot de passe')).toHaveValue('');
    await expect(form.getByTestId('email-unverified')).toBeVisible();
  });

  test('/profile at 360 px: every section fits, keyboard first', async ({
    page,
    newCustomer,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const account = await newCustomer({ messagesRemaining: 3 });
    await new ChatPage(page).loginAndLand(account.email, account.password);
    const profile = new ProfilePage(page);
    await profile.open('#subscription');
    await expect(profile.section('Abonnement')).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('profile-360.png'), fullPage: true });
    // The confirmation keeps the focus inside and gives it back on Escape.
    const trigger = page.getByRole('button', { name: 'Supprimer mon compte' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('button', { name: 'Garder mon compte' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
  });
});
