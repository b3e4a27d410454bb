import { expect, test } from './fixtures';

// A screen's chunk can be gone after a deployment: the page says so in French
// and a reload (which fetches the new build) brings the screen back.
test('a screen whose code cannot load shows a French error, and a reload brings it back', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/assets/not-found-*.js', (route) => route.abort());
  await page.goto('/page-qui-n-existe-pas');
  await expect(
    page.getByRole('heading', { level: 1, name: "Une erreur inattendue s'est produite." }),
  ).toBeVisible();
  await expect(page.getByText('Rechargez la page ; si le problème continue')).toBeVisible();
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  expect(errors.some((text) => text.includes('[route]'))).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('route-error.png') });

  await page.unroute('**/assets/not-found-*.js');
  await page.getByRole('button', { name: 'Recharger la page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByTestId('not-found-code')).toHaveText('404');
});
