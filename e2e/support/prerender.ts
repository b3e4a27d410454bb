import { expect, type Page } from '@playwright/test';

/**
 * A prerendered page (/, /auth) shows before its scripts run and does not
 * react until React has taken it over, which removes this marker (main.tsx).
 */
export const PRERENDERED_ROOT = '#root[data-prerendered]';

/** The app's entry script: holding it back keeps a prerendered page as the server sent it. */
export const APP_SCRIPT = '**/assets/index-*.js';

export async function expectInteractive(page: Page) {
  await expect(page.locator(PRERENDERED_ROOT)).toHaveCount(0);
}
