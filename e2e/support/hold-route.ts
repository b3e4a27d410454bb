import type { Page } from '@playwright/test';

/**
 * Holds every request matching `url` until the returned function is called,
 * then lets them through: the state a page shows meanwhile can be checked.
 */
export async function holdRoute(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
