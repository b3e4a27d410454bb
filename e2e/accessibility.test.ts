import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { ChatPage } from './pages/chat-page';
import { expectAxeClean } from './support/axe';

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** axe on what is on screen now, then a photograph at 360 px. */
async function checkScreen(page: Page, testInfo: TestInfo, name: string, theme: Theme) {
  await expectAxeClean(page, `${name} (${theme})`);
  await page.screenshot({ path: testInfo.outputPath(`${name}-${theme}-360.png`) });
}

async function photographWide(page: Page, testInfo: TestInfo, name: string, theme: Theme) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-${theme}-1280.png`) });
  await page.setViewportSize({ width: 360, height: 800 });
}

for (const theme of THEMES) {
  test.describe(`every main screen, ${theme === 'light' ? 'light' : 'dark'} theme`, () => {
    test.use({ viewport: { width: 360, height: 800 }, hasTouch: true });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
    });

    test('the public pages and their dialogs have no axe violation at 360 px', async ({
      page,
    }, testInfo) => {
      await page.goto('/');
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await checkScreen(page, testInfo, 'landing-with-cookie-banner', theme);
      await page.getByTestId('cookie-banner').getByRole('button', { name: 'Refuser' }).click();
      await checkScreen(page, testInfo, 'landing', theme);
      await photographWide(page, testInfo, 'landing', theme);

      await page.getByRole('button', { name: 'Voir les forfaits' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkScreen(page, testInfo, 'plans-dialog', theme);
      await page.keyboard.press('Escape');

      for (const [path, name] of [
        ['/auth', 'auth'],
        ['/qui-est-celeste', 'about-persona'],
        ['/mentions-legales', 'legal-notice'],
        ['/contact', 'contact'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkScreen(page, testInfo, name, theme);
        await photographWide(page, testInfo, name, theme);
      }
    });

    test('the chat, its drawer, its menu and the profile have no axe violation at 360 px', async ({
      page,
      newCustomer,
    }, testInfo) => {
      await page.addInitScript(() => window.localStorage.setItem('rgpd-consent', 'rejected'));
      const account = await newCustomer({ tier: 'decouverte', messagesRemaining: 2 });
      const chat = new ChatPage(page);
      await chat.loginAndLand(account.email, account.password);
      await chat.send('Est-ce que mon couple va durer ?');
      await expect(chat.assistantMessages()).toHaveCount(1, { timeout: 15_000 });
      await expect(page.getByTestId('message-streaming')).toHaveCount(0);
      await checkScreen(page, testInfo, 'chat', theme);
      await photographWide(page, testInfo, 'chat', theme);

      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await checkScreen(page, testInfo, 'chat-drawer', theme);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Paramètres' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await checkScreen(page, testInfo, 'chat-settings-menu', theme);
      await page.keyboard.press('Escape');

      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkScreen(page, testInfo, 'profile', theme);
      await photographWide(page, testInfo, 'profile', theme);
    });
  });
}

test('dark mode follows the system until the menu chooses, and the choice stays', async ({
  page,
  newCustomer,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => window.localStorage.setItem('rgpd-consent', 'rejected'));
  const account = await newCustomer({ messagesRemaining: 3 });
  const chat = new ChatPage(page);
  await chat.loginAndLand(account.email, account.password);
  const html = page.locator('html');
  await expect(html).toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Paramètres' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Comme l’appareil' })).toBeChecked();
  await page.getByRole('menuitemradio', { name: 'Clair' }).click();
  await expect(html).not.toHaveClass(/dark/);
  await page.reload();
  await expect(chat.composer()).toBeVisible();
  await expect(html).not.toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Paramètres' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Clair' })).toBeChecked();
  await page.getByRole('menuitemradio', { name: 'Comme l’appareil' }).click();
  await expect(html).toHaveClass(/dark/);
  // The system turns light: the page follows at once.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).not.toHaveClass(/dark/);
});
