import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { operator, payingCustomer, photograph, tokenOf } from './pages/back-office';
import { expectAxeClean } from './support/axe';
import { ChatPage } from './pages/chat-page';
import { horizontalOverflow } from './support/overflow';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back-office' });

/**
 * The business of a period and the care layer's counts (issue 40): charts a
 * person reads at a glance, a table for screen readers, the period checked
 * in French before anything is asked, and the same figures as CSV.
 */
test('the operator reads the business of a period, its charts and its CSV', async ({
  page,
  request,
  newCustomer,
}, testInfo) => {
  test.slow();
  await page.addInitScript(() => window.localStorage.setItem('rgpd-consent', 'rejected'));
  const chef = await operator(request);
  // A paying customer: this month's revenue, MRR and funnel are not all zero.
  await payingCustomer(request, newCustomer);
  await new ChatPage(page).loginAndLand(chef.email, chef.password);
  await page.goto('/admin');
  await nav(page).getByRole('link', { name: 'Chiffres' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chiffres' })).toBeVisible();

  const mrr = page.getByRole('region', { name: 'Revenu mensuel récurrent, jour par jour' });
  await expect(mrr.locator('[data-chart="line"] svg')).toBeVisible();
  // What the drawing shows, a screen reader reads as a table.
  const table = mrr.getByRole('table', {
    name: 'Revenu mensuel récurrent à la fin de chaque jour',
  });
  await expect(table.getByRole('columnheader', { name: 'MRR' })).toHaveCount(1);
  expect(await table.getByRole('row').count()).toBeGreaterThan(1);
  const funnel = page.getByRole('region', { name: 'Parcours' });
  await expect(funnel.getByRole('table', { name: 'Parcours de la période' })).toContainText(
    'Premier achat',
  );
  await expect(page.getByRole('region', { name: 'Chiffre d’affaires par produit' })).toContainText(
    'Découverte',
  );
  await expect(page.getByRole('region', { name: 'La période en bref' })).toContainText('Attrition');
  await expectAxeClean(page, 'chiffres');

  // A period that ends before it starts: told in French, nothing asked of the server.
  const from = page.getByLabel('Du', { exact: true });
  const to = page.getByLabel('Au (inclus)');
  await from.fill('2026-03-10');
  await to.fill('2026-03-01');
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(page.getByRole('alert')).toHaveText('La fin de la période précède son début.');
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page, 'période invalide');
  await photograph(page, testInfo, 'admin-chiffres-periode-invalide');

  const today = new Date().toISOString().slice(0, 10);
  const first = `${today.slice(0, 8)}01`;
  await from.fill(first);
  await to.fill(today);
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`chiffres-${first}-${today}.csv`);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv).toContain('Parcours;premier achat;');
  expect(csv).toContain('MRR fin de période (€);total;');

  await page.setViewportSize({ width: 360, height: 900 });
  expect(await horizontalOverflow(page), 'chiffres à 360 px').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await photograph(page, testInfo, 'admin-chiffres');
});

test('the operator reads the care layer’s counts, day by day, without a word of anyone', async ({
  page,
  request,
  newCustomer,
}, testInfo) => {
  test.slow();
  await page.addInitScript(() => window.localStorage.setItem('rgpd-consent', 'rejected'));
  const chef = await operator(request);
  const customer = await newCustomer({ messagesRemaining: 3 });
  const headers = await tokenOf(request, customer);
  const conversation = await (await request.post('/api/conversations', { headers })).json();
  const word = `zorglub${Date.now().toString(36)}`;
  const sent = await request.post(`/api/conversations/${conversation.id as number}/messages`, {
    headers,
    data: { content: `je veux me suicider ${word}` },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await new ChatPage(page).loginAndLand(chef.email, chef.password);
  await page.goto('/admin');
  await nav(page).getByRole('link', { name: 'Aide' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Couche d’aide' })).toBeVisible();
  const totals = page
    .getByRole('region', { name: 'Sur la période' })
    .getByRole('table', { name: 'Réponses de la couche d’aide sur la période' });
  const answers = totals.getByRole('row', { name: /Réponses d’aide/ });
  await expect(answers).toHaveText(/Réponses d’aide\s*[1-9]\d*$/);
  await expect(
    page
      .getByRole('region', { name: 'Modes d’aide ouverts ou prolongés, jour par jour' })
      .locator('[data-chart="line"] svg'),
  ).toBeVisible();
  await expect(page.locator('body')).not.toContainText(word);
  await expect(page.locator('body')).not.toContainText('suicider');
  await expectAxeClean(page, 'aide');
  await page.setViewportSize({ width: 360, height: 900 });
  expect(await horizontalOverflow(page), 'aide à 360 px').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await photograph(page, testInfo, 'admin-aide');
});
