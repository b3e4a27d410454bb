import { Secret, TOTP } from 'otpauth';
import { failedMailTo, expect, secondFactorRequiredFor, test } from './fixtures';
import { toast } from './pages/auth-page';
import { expectAxeClean, operator, photograph, tokenOf } from './pages/back-office';
import { ChatPage } from './pages/chat-page';
import { horizontalOverflow } from './support/overflow';

/**
 * Production's enrolment screen (ADMIN_REQUIRE_2FA, ADR 018): a member who
 * has not enrolled meets it before any back-office screen, enrols there with
 * an authenticator, keeps the recovery codes, and only then reaches the
 * back office.
 */
test('a member without a second factor enrols before any back-office screen', async ({
  page,
  request,
  newCustomer,
}, testInfo) => {
  test.slow();
  await page.addInitScript(() => window.localStorage.setItem('rgpd-consent', 'rejected'));
  const chef = await tokenOf(request, await operator(request));
  const member = await newCustomer();
  const me = await (
    await request.get('/api/auth/me', { headers: await tokenOf(request, member) })
  ).json();
  const given = await request.put(`/api/admin/users/${me.id as number}/role`, {
    headers: chef,
    data: { role: 'support', reason: 'Arrivée au support' },
  });
  expect(given.status(), await given.text()).toBe(200);
  await secondFactorRequiredFor(member.email);

  await new ChatPage(page).loginAndLand(member.email, member.password);
  await page.goto('/admin/clients');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Activez la double authentification' }),
  ).toBeVisible();
  // Nothing of the back office behind it: no menu, no customer search.
  await expect(page.getByRole('navigation', { name: 'Back-office' })).toHaveCount(0);
  await expectAxeClean(page, 'enrôlement obligatoire');
  await page.setViewportSize({ width: 360, height: 900 });
  expect(await horizontalOverflow(page), 'enrôlement à 360 px').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await photograph(page, testInfo, 'admin-2fa-obligatoire');

  await page.getByRole('button', { name: 'Activer la double authentification' }).click();
  const secret = (await page.getByLabel('Clé secrète').textContent())!.replace(/\s/g, '');
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() });
  await page.getByLabel('Code à 6 chiffres affiché par l’application').fill(code);
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(
    page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem'),
  ).toHaveCount(10);
  await expectAxeClean(page, 'codes de secours');
  await photograph(page, testInfo, 'admin-2fa-obligatoire-codes');
  await page.getByRole('button', { name: 'J’ai noté mes codes, continuer' }).click();
  await expect(page.getByRole('navigation', { name: 'Back-office' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Clients' }),
  ).toHaveAttribute('aria-current', 'page');
});

/** « Renvoyer » on a mail the outbox gave up on: it leaves again and the list says so. */
test('the operator sends a failed mail again from the service screen', async ({
  page,
  request,
  newCustomer,
}, testInfo) => {
  test.slow();
  await page.addInitScript(() => window.localStorage.setItem('rgpd-consent', 'rejected'));
  const chef = await operator(request);
  const customer = await newCustomer();
  const subject = `Votre reçu n°${Date.now().toString(36)}`;
  await failedMailTo(customer.email, subject);

  await new ChatPage(page).loginAndLand(chef.email, chef.password);
  await page.goto('/admin/service');
  const failed = page.getByRole('region', { name: 'E-mails en échec' });
  const item = failed.getByRole('listitem').filter({ hasText: subject });
  await expect(item).toContainText(customer.email);
  await expect(item).toContainText('550 boîte pleine (panne simulée)');
  await expectAxeClean(page, 'e-mails en échec');
  await photograph(page, testInfo, 'admin-mail-echec');

  await item
    .getByRole('button', { name: `Renvoyer l’e-mail « ${subject} » à ${customer.email}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Renvoyer cet e-mail ?' });
  await dialog.getByLabel('Raison (gardée dans le journal)').fill('Boîte du client réparée');
  await expectAxeClean(page, 'renvoyer');
  await dialog.getByRole('button', { name: 'Renvoyer' }).click();
  await expect(toast(page, 'L’e-mail a été renvoyé.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(failed.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: 'Journal' })
    .click();
  await expect(
    page
      .getByRole('list', { name: 'Actions, les plus récentes d’abord' })
      .getByRole('listitem')
      .first(),
  ).toContainText('Boîte du client réparée');
});
