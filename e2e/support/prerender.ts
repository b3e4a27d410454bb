import { expect, type Page } from '@playwright/test';

/**
 * A prerendered page (/, /auth) shows before its scripts run and does not
 * react until React has taken it over, which removes this marker (main.tsx).
 */
export const PRERENDERED_ROOT = '#root[data-prerendered]';

export async function expectInteractive(page: Page) {
  await expect(page.locator(PRERENDERED_ROOT)).toHaveCount(0);
}
