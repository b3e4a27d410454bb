import { expect, test } from './fixtures';
import { LandingPage } from './pages/landing-page';

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 800 }, hasTouch: true });

test('the app installs: a French manifest with icons, and offline a French page that keeps the draft', async ({
  page,
  context,
  request,
}, testInfo) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const app = (await manifest.json()) as {
    lang: string;
    short_name: string;
    display: string;
    start_url: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(app).toMatchObject({ lang: 'fr', short_name: 'Voyance IA', display: 'standalone' });
  for (const size of ['192x192', '512x512']) {
    const icon = app.icons.find((i) => i.sizes === size && i.purpose === 'any')!;
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
  }
  expect(app.icons.some((i) => i.purpose === 'maskable')).toBe(true);

  const landing = new LandingPage(page);
  await landing.answerCookieBanner();
  await landing.open();
  await expect(page.locator('link[rel=manifest]')).toHaveAttribute('href', '/manifest.webmanifest');
  // The worker is in charge once it is ready and controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  await landing.composer().fill('Je voulais vous parler de mon frère');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeVisible();
  await expect(page.getByLabel('Votre brouillon')).toHaveValue(
    'Je voulais vous parler de mon frère',
  );
  await expect(page.getByRole('link', { name: '3114' })).toHaveAttribute('href', 'tel:3114');
  await page.screenshot({ path: testInfo.outputPath('offline-360.png') });

  // Nothing of a conversation is kept by the worker: only its offline page.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const entry of await (await caches.open(name)).keys())
        urls.push(new URL(entry.url).pathname);
    }
    return urls.sort();
  });
  expect(cached).toEqual(['/favicon.svg', '/offline.html', '/offline.js']);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Réessayer' }).tap();
  await expect(landing.composer()).toHaveValue('Je voulais vous parler de mon frère');
});
