import { expect, slowRepliesTo, test } from './fixtures';
import { ChatPage } from './pages/chat-page';
import { LandingPage } from './pages/landing-page';
import { holdRoute } from './support/hold-route';
import { photographBothThemes } from './support/overflow';

// The chat on a phone, third pass (issue 39).
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('/chat/:id draws its header and composer at once: typing starts while the session and the messages load', async ({
  page,
  newCustomer,
}, testInfo) => {
  await page.addInitScript(() => window.localStorage.setItem('rgpd-consent', 'rejected'));
  const account = await newCustomer({ tier: 'decouverte', messagesRemaining: 5 });
  const chat = new ChatPage(page);
  const id = await chat.loginAndLand(account.email, account.password);
  await chat.send('Est-ce que mon couple va durer ?');
  await expect(chat.assistantMessages()).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByTestId('message-streaming')).toHaveCount(0);

  // A new visit: the session is read again, held here as a slow network would hold it.
  const release = await holdRoute(page, '**/api/auth/me');
  await page.goto(`/chat/${id}`);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
  await expect(chat.composer()).toBeEditable();
  await expect(chat.composer()).toBeFocused();
  await expect(page.getByRole('status', { name: 'Chargement de la consultation…' })).toBeVisible();
  await page.keyboard.type('Et mon travail ?');
  await photographBothThemes(page, testInfo, 'chat-while-loading');
  release();
  await expect(chat.assistantMessages()).toHaveCount(1);
  await expect(chat.composer()).toHaveValue('Et mon travail ?');
  await expect(chat.composer()).toBeFocused();
  await expect(page.getByTestId('balance-pill')).toHaveText('4');
});

test('« Arrêter » takes the room of « Envoyer », and the field keeps its width and one line of placeholder', async ({
  page,
  newCustomer,
}) => {
  const marker = `lent${Date.now()}`;
  await slowRepliesTo(marker);
  await page.addInitScript(() => window.localStorage.setItem('rgpd-consent', 'rejected'));
  const account = await newCustomer({ tier: 'decouverte', messagesRemaining: 5 });
  const chat = new ChatPage(page);
  await chat.loginAndLand(account.email, account.password);
  const send = await chat.sendButton().boundingBox();
  const field = await chat.composer().boundingBox();
  await chat.send(`Parlez-moi de mon travail ${marker}`);
  const stop = page.getByRole('button', { name: 'Arrêter' });
  await expect(stop).toBeVisible();
  const stopBox = await stop.boundingBox();
  expect(stopBox!.width).toBe(send!.width);
  expect(await chat.composer().boundingBox()).toEqual(field);
  await stop.tap();
  await expect(page.getByTestId('message-streaming')).toHaveCount(0);
});

test('a guest on a phone sees the free messages left beside the title, as customers see their balance', async ({
  page,
}, testInfo) => {
  const landing = new LandingPage(page);
  await landing.answerCookieBanner();
  await landing.open();
  await page.locator('#consultation').scrollIntoViewIfNeeded();
  const pill = page.getByRole('status').filter({ has: landing.remaining() });
  await expect(pill).toBeInViewport({ ratio: 1 });
  await expect(pill).toHaveText(/^3/);
  await expect(landing.remaining()).toHaveText('3 messages gratuits restants');
  const title = await page
    .getByRole('heading', { name: 'Votre consultation gratuite' })
    .boundingBox();
  const box = await pill.boundingBox();
  // The same row as the title, at its right, 44 px tall like the customers' pill.
  expect(box!.y).toBeLessThan(title!.y + title!.height);
  expect(box!.x).toBeGreaterThan(title!.x + title!.width - 1);
  expect(Math.round(box!.height)).toBe(44);
  await landing.send('Que me réserve l’amour ?');
  await expect(landing.assistantMessages()).toHaveCount(1, { timeout: 15_000 });
  await expect(pill).toHaveText(/^2/);
  await photographBothThemes(page, testInfo, 'guest-chat-header');
});

test('the first Tab of every page is « Aller au contenu », which leads to the composer or the main content', async ({
  page,
}, testInfo) => {
  const landing = new LandingPage(page);
  await landing.answerCookieBanner();
  await landing.open();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await photographBothThemes(page, testInfo, 'skip-link');
  await page.keyboard.press('Enter');
  await expect(landing.composer()).toBeFocused();

  for (const path of ['/auth', '/mentions-legales', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  }
});

test('on a phone the care strip is one line, which opens the help card', async ({
  page,
  newCustomer,
}, testInfo) => {
  await page.addInitScript(() => window.localStorage.setItem('rgpd-consent', 'rejected'));
  const account = await newCustomer({ tier: 'decouverte', messagesRemaining: 5 });
  const chat = new ChatPage(page);
  await chat.loginAndLand(account.email, account.password);
  await chat.send('je veux mourir');
  await expect(page.getByTestId('help-card')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByTestId('message-streaming')).toHaveCount(0);
  const strip = page.getByTestId('help-strip');
  const line = strip.getByRole('button', { name: /Besoin d’aide maintenant/ });
  await expect(line).toHaveAttribute('aria-expanded', 'false');
  expect((await strip.boundingBox())!.height).toBeLessThanOrEqual(44);
  await photographBothThemes(page, testInfo, 'care-strip-closed');
  await line.tap();
  await expect(line).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('help-card')).toHaveCount(2);
  const call = strip.getByRole('link', { name: /Appeler le 3114/ });
  await expect(call).toHaveAttribute('href', 'tel:3114');
  await expect(call).toBeInViewport();
  await photographBothThemes(page, testInfo, 'care-strip-open');
});

test('no question mark, colon or euro sign is ever alone on its line: French spacing on every text', async ({
  page,
}) => {
  // Text nodes with an ordinary (breakable) space before « ? ! : ; » or inside « 14 € ».
  const breakable = () =>
    page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (/ [?!;]| :(\s|$)|\d €/.test(text)) found.push(text.trim().slice(0, 80));
      }
      return found;
    });
  const landing = new LandingPage(page);
  await landing.answerCookieBanner();
  await landing.open();
  expect(await breakable(), 'landing').toEqual([]);
  await page.getByRole('button', { name: 'FAQ' }).click();
  await expect(page.getByRole('dialog', { name: 'Questions fréquentes' })).toBeVisible();
  expect(await breakable(), 'FAQ').toEqual([]);
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
  expect(await breakable(), '/auth').toEqual([]);
});
