import type { Page } from '@playwright/test';
import { expect, registerAccount, shapeAccount, test } from './fixtures';
import { AuthPage } from './pages/auth-page';
import { ChatPage } from './pages/chat-page';
import { photograph } from './pages/back-office';
import { expectAxeClean } from './support/axe';
import { E2E_TOTP_OPERATOR_EMAIL } from './support/admin';
import { authenticator } from './support/authenticator';

/** Another device: nothing of the session left in the browser, then /admin asks to log in. */
async function signInAgain(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Accès réservé' })).toBeVisible();
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await new AuthPage(page).login(email, password);
  await expect(page).toHaveURL(/\/admin$/);
}

test('an operator enrols a second factor, signs in again with a code, then with a recovery code', async ({
  page,
  request,
}, testInfo) => {
  // Four sign-ins, five axe passes and eight screenshots: longer than one journey's budget.
  test.setTimeout(150_000);
  const account = await registerAccount(request, E2E_TOTP_OPERATOR_EMAIL);
  await shapeAccount(account.email, { isVerified: true, messagesRemaining: 0 });
  await new ChatPage(page).loginAndLand(account.email, account.password);

  // Outside production the back office opens without a code; « Sécurité » offers one.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Back-office' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: 'Sécurité' })
    .click();
  const section = page.getByRole('region', { name: 'Double authentification' });
  await expect(section).toContainText('Inactive.');
  await section.getByRole('button', { name: 'Activer la double authentification' }).click();
  await expect(
    section.getByRole('img', { name: 'QR code à scanner avec l’application d’authentification' }),
  ).toBeVisible();
  const secret = (await section.getByLabel('Clé secrète').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(section.getByText(`secret=${secret}`)).toBeHidden();
  await section.getByText('Lien otpauth').click();
  await expect(section.getByText(`secret=${secret}`)).toBeVisible();
  await expectAxeClean(page, 'activation');
  await photograph(page, testInfo, 'admin-2fa-activation');

  const phone = authenticator(secret);
  const codeField = section.getByLabel('Code à 6 chiffres affiché par l’application');
  await codeField.fill(phone.wrong());
  await section.getByRole('button', { name: 'Confirmer' }).click();
  await expect(section.getByText('Code incorrect. Vérifiez-le et réessayez.')).toBeVisible();
  await codeField.fill(await phone.next());
  await section.getByRole('button', { name: 'Confirmer' }).click();

  const codesList = page.getByRole('list', { name: 'Codes de secours' });
  await expect(codesList.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await codesList.getByRole('listitem').allTextContents()).map((code) =>
    code.trim(),
  );
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
  await expectAxeClean(page, 'codes de secours');
  await photograph(page, testInfo, 'admin-2fa-codes-de-secours');
  await page.getByRole('button', { name: 'J’ai noté mes codes, continuer' }).click();
  await expect(section).toContainText('Active.');
  await expect(page.getByRole('region', { name: 'Codes de secours' })).toContainText(
    '10 codes de secours inutilisés sur 10.',
  );

  // A new session: the back office asks for the application's code first.
  await signInAgain(page, account.email, account.password);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirmez votre identité' }),
  ).toBeVisible();
  await expectAxeClean(page, 'code');
  await photograph(page, testInfo, 'admin-2fa-code');
  const field = page.getByLabel('Code de l’application ou code de secours');
  await field.fill(await phone.next());
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Back-office' })).toBeVisible();

  // Another, without the phone: a recovery code, once.
  await signInAgain(page, account.email, account.password);
  await field.fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Back-office' })).toBeVisible();
  await signInAgain(page, account.email, account.password);
  await field.fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Code incorrect. Vérifiez-le et réessayez.')).toBeVisible();
  await field.fill(recoveryCodes[1]!);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Back-office' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: 'Journal' })
    .click();
  const entries = page
    .getByRole('list', { name: 'Actions, les plus récentes d’abord' })
    .getByRole('listitem')
    .filter({ hasText: account.email });
  await expect(entries.first()).toContainText(
    'Code de secours utilisé · 8 codes de secours restants',
  );
  await expect(entries.nth(1)).toContainText(
    'Code de secours utilisé · 9 codes de secours restants',
  );
  await expect(entries.nth(2)).toContainText('Double authentification activée');
  await page
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: 'Sécurité' })
    .click();
  await expect(page.getByRole('region', { name: 'Codes de secours' })).toContainText(
    '8 codes de secours inutilisés sur 10.',
  );
  await expectAxeClean(page, 'sécurité');
  await photograph(page, testInfo, 'admin-2fa-securite');
});
