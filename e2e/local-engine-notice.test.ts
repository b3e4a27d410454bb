import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ChatPage } from './pages/chat-page';
import { LandingPage } from './pages/landing-page';
import { horizontalOverflow, PHONE_WIDTHS } from './support/overflow';

// D22: the end-to-end server runs the local persona engine (no OPENAI_*), so every page says so.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const NOTICE =
  'Les réponses sont générées par un moteur local simple, pas par un vrai modèle d’IA.';

/** The notice is on screen, whole, at the bottom, and the screen fits every phone width. */
async function expectNoticeOnEveryPhone(page: Page) {
  const notice = page.getByRole('complementary', { name: 'Origine des réponses' });
  await expect(notice).toHaveText(NOTICE);
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await expect(notice).toBeInViewport({ ratio: 1 });
    const box = (await notice.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(740);
    expect(await horizontalOverflow(page), `${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

test('/api/config says the local engine answers, and / and /chat say it at the bottom of the screen', async ({
  page,
  request,
  newCustomer,
}, testInfo) => {
  expect(await (await request.get('/api/config')).json()).toMatchObject({
    replies: 'local-engine',
  });
  const landing = new LandingPage(page);
  await landing.answerCookieBanner();
  await landing.open();
  await expectNoticeOnEveryPhone(page);
  await page.screenshot({ path: testInfo.outputPath('notice-landing-360.png') });

  const account = await newCustomer({ tier: 'decouverte', messagesRemaining: 5 });
  const chat = new ChatPage(page);
  await chat.loginAndLand(account.email, account.password);
  await expectNoticeOnEveryPhone(page);
  // The chat fills the window above the strip: its composer stays whole and usable.
  const composer = (await chat.composer().boundingBox())!;
  const notice = (await page.getByTestId('local-engine-notice').boundingBox())!;
  expect(composer.y + composer.height).toBeLessThanOrEqual(notice.y);
  await chat.send('Est-ce que mon couple va durer ?');
  await expect(chat.assistantMessages()).toHaveCount(1, { timeout: 15_000 });
  await page.screenshot({ path: testInfo.outputPath('notice-chat-360.png') });
});
