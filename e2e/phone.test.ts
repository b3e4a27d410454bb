import type { Page } from '@playwright/test';
import { expect, seedMessages, test } from './fixtures';
import { ChatPage } from './pages/chat-page';
import { LandingPage } from './pages/landing-page';
import { photographBothThemes } from './support/overflow';

/**
 * The touch targets on screen smaller than 44 x 44 px (issue 14). Links inside
 * a sentence are exempt (WCAG 2.5.8 « inline »): they cannot grow without
 * breaking the line.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const targets = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type=hidden]), select, textarea, [role=tab], [role=menuitem], [role=menuitemradio], summary',
    );
    const small: string[] = [];
    for (const target of targets) {
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (target.closest('[aria-hidden=true], .sr-only, [data-testid=test-mode-banner]')) continue;
      if (getComputedStyle(target).display === 'inline') continue;
      // Half a pixel of rounding (a drawer still sliding in) is not a smaller target.
      if (box.width < 43.5 || box.height < 43.5) {
        const label = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim();
        small.push(
          `${target.tagName.toLowerCase()} « ${label.slice(0, 40)} » ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });

  test('every control of the landing page and of the chat is at least 44 px', async ({
    page,
    newCustomer,
  }) => {
    const landing = new LandingPage(page);
    await landing.open();
    expect(await smallTargets(page), 'landing page').toEqual([]);
    await landing.cookieBanner().getByRole('button', { name: 'Refuser' }).tap();

    const account = await newCustomer({ tier: 'decouverte', messagesRemaining: 5 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    expect(await smallTargets(page), 'chat').toEqual([]);
    // The composer's line: the distress numbers are one tap away.
    await expect(page.getByRole('link', { name: '3114' })).toHaveAttribute('href', 'tel:3114');
    await expect(page.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).tap();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await smallTargets(page), 'drawer').toEqual([]);
  });
});

test.describe('a crisis reply in a long consultation, on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('brings the help card up in the message list and leaves the header where it was', async ({
    page,
    newCustomer,
  }, testInfo) => {
    await page.addInitScript(() => window.localStorage.setItem('rgpd-consent', 'rejected'));
    const account = await newCustomer({ tier: 'decouverte', messagesRemaining: 5 });
    const chat = new ChatPage(page);
    const id = await chat.loginAndLand(account.email, account.password);
    await seedMessages(id, 40, new Date(), 'longue');
    await page.reload();
    await expect(chat.userMessages().last()).toContainText('Question longue n°39');
    const header = page.getByRole('banner');
    const before = await header.boundingBox();
    expect(before!.y).toBe(0);

    await chat.send('je veux mourir');
    const card = page.getByTestId('help-card');
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('message-streaming')).toHaveCount(0);
    // The card's own scroll runs two frames after it appears: let it, then a few more.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          let frames = 10;
          const next = () => (--frames === 0 ? resolve(null) : requestAnimationFrame(next));
          requestAnimationFrame(next);
        }),
    );
    await expect(card.getByRole('link', { name: /Appeler le 3114/ })).toBeInViewport();
    // Only the message list scrolled: every other box is where it was, no blank band below.
    expect(await header.boundingBox()).toEqual(before);
    const moved = await card.evaluate((element) => {
      const list = element.closest('[role=region]');
      const others: string[] = [];
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (box !== list && (box.scrollTop !== 0 || box.scrollLeft !== 0)) {
          others.push(`${box.tagName} ${box.className.slice(0, 60)}: ${box.scrollTop}`);
        }
      }
      return others;
    });
    expect(moved).toEqual([]);
    const composerBox = await chat.composer().boundingBox();
    expect(composerBox!.y + composerBox!.height).toBeLessThanOrEqual(740);
    await expect(chat.composer()).toBeInViewport({ ratio: 1 });
    await photographBothThemes(page, testInfo, 'crisis-in-a-long-consultation');
  });
});

test.describe('a phone in landscape (800 x 360)', () => {
  test.use({ viewport: { width: 800, height: 360 }, hasTouch: true, isMobile: true });

  test('the chat keeps the drawer, and the composer and the last message fit', async ({
    page,
    newCustomer,
  }, testInfo) => {
    await page.addInitScript(() => window.localStorage.setItem('rgpd-consent', 'rejected'));
    const account = await newCustomer({ tier: 'decouverte', messagesRemaining: 5 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    // Wide but short: no permanent sidebar eating the height's width.
    await expect(page.getByRole('navigation', { name: 'Menu des consultations' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
    await chat.send('Est-ce que mon couple va durer ?');
    await expect(chat.assistantMessages()).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByTestId('message-streaming')).toHaveCount(0);
    await expect(chat.composer()).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeInViewport({ ratio: 1 });
    await expect(chat.assistantMessages().last()).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('chat-landscape.png') });
  });

  test('the guest chat fits the screen, composer included', async ({ page }, testInfo) => {
    const landing = new LandingPage(page);
    await landing.answerCookieBanner();
    await landing.open();
    const card = page.locator('#consultation');
    await card.scrollIntoViewIfNeeded();
    const box = await card.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(360);
    await landing.composer().scrollIntoViewIfNeeded();
    await expect(landing.composer()).toBeInViewport({ ratio: 1 });
    await landing.send('Que me réserve l’amour ?');
    await expect(landing.assistantMessages()).toHaveCount(1, { timeout: 15_000 });
    await expect(landing.composer()).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: testInfo.outputPath('guest-landscape.png') });
  });
});
