import { expect, seedMessages, slowRepliesTo, test } from './fixtures';
import { toast } from './pages/auth-page';
import { ChatPage } from './pages/chat-page';

test.describe('chat', () => {
  test('a customer logs in, lands in a conversation, sends and watches the reply stream in', async ({
    page,
    newCustomer,
  }, testInfo) => {
    // A steady pace, however busy the machine: the reply cannot arrive in one piece.
    await slowRepliesTo('jusqu’à l’été', { firstWordMs: 0, wordMs: 50 });
    const account = await newCustomer({ tier: 'decouverte', messagesRemaining: 3 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    await expect(page.getByTestId('ai-badge')).toBeVisible();
    await expect(page.getByTestId('quota-meter-text')).toHaveText('3 messages restants');
    await expect(page.getByTestId('sidebar-user-name')).toHaveText('Camille');

    await chat.send('Est-ce que mon couple va durer jusqu’à l’été ?');
    await expect(chat.userMessages().last()).toContainText(
      'Est-ce que mon couple va durer jusqu’à l’été ?',
    );
    // The reply appears piece by piece before it is complete.
    const streaming = page.getByTestId('message-streaming');
    await expect(streaming).toBeVisible();
    const reply = chat.assistantMessages().last();
    await expect(reply).toContainText('intelligence artificielle', { timeout: 15_000 });
    await expect(streaming).toHaveCount(0, { timeout: 15_000 });
    await expect(reply).toContainText('?');
    await expect(page.getByTestId('reply-announcer')).toContainText('Céleste a répondu');
    await expect(page.getByTestId('quota-meter-text')).toHaveText('2 messages restants');
    // The conversation took its title from the first message.
    await expect(
      page.getByRole('navigation', { name: 'Menu des consultations' }).getByRole('link', {
        name: /Est-ce que mon couple va durer/,
      }),
    ).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('chat-desktop.png') });
  });

  test('Shift+Enter adds a line, Enter sends, and a draft survives a reload', async ({
    page,
    newCustomer,
  }) => {
    const account = await newCustomer({ messagesRemaining: 3 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);

    await chat.composer().fill('Première ligne');
    await chat.composer().press('Shift+Enter');
    await chat.composer().pressSequentially('seconde ligne');
    await expect(chat.composer()).toHaveValue('Première ligne\nseconde ligne');
    await expect(chat.userMessages()).toHaveCount(0);

    await page.reload();
    await expect(chat.composer()).toHaveValue('Première ligne\nseconde ligne');

    // The field opens once the conversation has loaded.
    await expect(chat.composer()).toBeEnabled();
    await chat.composer().press('Enter');
    await expect(chat.userMessages().last()).toContainText('Première ligne');
    await expect(chat.composer()).toHaveValue('');
    await expect(chat.assistantMessages()).toHaveCount(1, { timeout: 15_000 });
    // A sent draft is gone for good.
    await page.reload();
    await expect(chat.composer()).toHaveValue('');
  });

  test('earlier messages load on demand, and search and the date filter narrow the list', async ({
    page,
    newCustomer,
  }) => {
    const account = await newCustomer({ messagesRemaining: 3 });
    const chat = new ChatPage(page);
    const id = await chat.loginAndLand(account.email, account.password);
    const yesterdayNoon = new Date(Date.now() - 24 * 3_600_000);
    yesterdayNoon.setUTCHours(11, 0, 0, 0);
    await seedMessages(id, 30, yesterdayNoon, 'ancienne');
    await seedMessages(id, 4, new Date(), 'récente');
    await page.reload();
    const all = chat.userMessages().or(chat.assistantMessages());

    await expect(all).toHaveCount(20);
    await page.getByRole('button', { name: 'Charger les messages précédents' }).click();
    await expect(all).toHaveCount(34);
    await expect(page.getByRole('button', { name: 'Charger les messages précédents' })).toHaveCount(
      0,
    );
    await expect(chat.userMessages().first()).toContainText('Question ancienne n°1');

    await page.getByRole('button', { name: 'Rechercher dans la consultation' }).click();
    await page.getByLabel('Rechercher un message').fill('QUESTION ANCIENNE N°2');
    // Case-insensitive substring: the questions n°21, 23, 25, 27 and 29 (answers carry even numbers).
    await expect(chat.userMessages()).toHaveCount(5);
    await expect(chat.userMessages().first()).toContainText('Question ancienne n°21');
    await expect(chat.assistantMessages()).toHaveCount(0);
    await page.getByLabel('Rechercher un message').fill('introuvable-xyz');
    await expect(page.getByText('Aucun message ne correspond à votre recherche.')).toBeVisible();
    // Closing the search clears it.
    await page.getByRole('button', { name: 'Rechercher dans la consultation' }).click();
    await expect(all).toHaveCount(34);

    // By day: today's four messages only, then yesterday's only.
    const dayOf = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    await page.goto(`/chat/${id}?date=${dayOf(new Date())}`);
    await expect(page.getByLabel('Filtrer par date')).toHaveValue(dayOf(new Date()));
    await expect(all).toHaveCount(4);
    await expect(all.first()).toContainText('Question récente n°1');
    await page.getByLabel('Filtrer par date').fill(dayOf(yesterdayNoon));
    await expect(page).toHaveURL(new RegExp(`date=${dayOf(yesterdayNoon)}`));
    await expect(all.first()).toContainText('ancienne');
    await expect(all.filter({ hasText: 'récente' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Effacer le filtre par date' }).click();
    await expect(page).not.toHaveURL(/date=/);
    await expect(all.filter({ hasText: 'récente' })).toHaveCount(4);
  });

  test('a conversation can be deleted after confirmation', async ({ page, newCustomer }) => {
    const account = await newCustomer({ messagesRemaining: 3 });
    const chat = new ChatPage(page);
    const first = await chat.loginAndLand(account.email, account.password);
    await page.getByRole('button', { name: 'Nouvelle consultation', exact: true }).click();
    await expect(page).not.toHaveURL(new RegExp(`/chat/${first}$`));
    const second = chat.conversationId();

    const remove = page.getByRole('button', {
      name: 'Supprimer la consultation « Nouvelle consultation »',
    });
    await remove.first().click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer cette consultation ?' });
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirm).toBeHidden();
    await expect(remove).toHaveCount(2);

    // Delete the open one: the app goes home, then to the remaining conversation.
    await page.locator(`[aria-current="page"]`).first().waitFor();
    const openRow = page
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href="/chat/${second}"]`) });
    await openRow.getByRole('button', { name: /Supprimer la consultation/ }).click();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Suppression réussie')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/chat/${first}$`));
    await expect(remove).toHaveCount(1);
  });

  test('at 0 messages an ordinary message waits and the plans are offered', async ({
    page,
    newCustomer,
  }) => {
    const account = await newCustomer({ tier: 'decouverte', messagesRemaining: 0 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    await expect(page.getByTestId('quota-exhausted-notice')).toContainText(
      "Vous n'avez plus de messages disponibles.",
    );
    // The field stays open (a message that needs care goes through, see care.test.ts),
    // but an ordinary question is not sent: it waits in the field.
    await chat.send('Mon travail va-t-il changer ?');
    await expect(chat.composer()).toHaveValue('Mon travail va-t-il changer ?');
    await expect(chat.userMessages()).toHaveCount(0);
    await page.getByRole('link', { name: 'Voir les forfaits' }).click();
    await expect(page).toHaveURL(/\/subscription/);
  });

  test('vip is never blocked at 0', async ({ page, newCustomer }) => {
    const account = await newCustomer({ tier: 'vip', messagesRemaining: 0 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    await expect(chat.composer()).toBeEnabled();
    await chat.send('Bonjour Céleste');
    await expect(chat.assistantMessages()).toHaveCount(1, { timeout: 15_000 });
  });

  test('an unverified account is told to verify its e-mail', async ({ page, newAccount }) => {
    const account = await newAccount();
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    await expect(page.getByTestId('verify-email-notice')).toContainText(
      'Veuillez vérifier votre adresse e-mail pour commencer.',
    );
    await chat.send('Bonjour Céleste');
    await expect(chat.composer()).toHaveValue('Bonjour Céleste');
    await expect(chat.userMessages()).toHaveCount(0);
  });

  test('a failed send rolls back with "Échec d\'envoi du message"', async ({
    page,
    newCustomer,
  }) => {
    const account = await newCustomer({ messagesRemaining: 2 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    // The counter was spent meanwhile in another tab: the server refuses with a 402.
    await page.route('**/api/conversations/*/messages', (route) =>
      route.fulfill({
        status: 402,
        contentType: 'application/json',
        // As the server words every 402 and 429: the help line at the end (issue 10).
        body: JSON.stringify({
          message:
            "Vous n'avez plus de messages disponibles. Si vous traversez un moment difficile, le 3114 répond gratuitement, 24 h/24 (prévention du suicide), et le 112 en cas de danger immédiat.",
          code: 'chat.quota_exhausted',
        }),
      }),
    );
    await chat.send('Un message qui ne passera pas');
    const refused = toast(page, "Échec d'envoi du message");
    await expect(refused).toContainText("Vous n'avez plus de messages disponibles.");
    // Help one tap away, even in a toast (issue 14).
    await expect(refused.getByRole('link', { name: '3114' })).toHaveAttribute('href', 'tel:3114');
    await expect(refused.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await expect(chat.userMessages()).toHaveCount(0);
    await expect(chat.composer()).toHaveValue('Un message qui ne passera pas');
    await expect(page.getByTestId('quota-meter-text')).toHaveText('2 messages restants');
  });

  test('a proxy’s HTML error page never reaches the person: a French text instead', async ({
    page,
    newCustomer,
  }) => {
    const account = await newCustomer({ messagesRemaining: 2 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    await page.route('**/api/conversations/*/messages', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
      }),
    );
    await chat.send('Une question pendant une panne');
    const failure = toast(page, "Échec d'envoi du message");
    await expect(failure).toContainText("Une erreur inattendue s'est produite.");
    await expect(failure).not.toContainText('Bad Gateway');
    await expect(chat.composer()).toHaveValue('Une question pendant une panne');
  });

  test('under 768 px the sidebar is a drawer', async ({ page, newCustomer }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const account = await newCustomer({ messagesRemaining: 3 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    await expect(page.getByRole('navigation', { name: 'Menu des consultations' })).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('chat-mobile-360.png') });

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('quota-meter-text')).toHaveText('3 messages restants');
    await page.screenshot({ path: testInfo.outputPath('chat-mobile-drawer.png') });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused();
  });

  test('the composer takes the focus after login, a new consultation or a choice; a skip link leads to the conversation', async ({
    page,
    newCustomer,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const account = await newCustomer({ messagesRemaining: 3 });
    const chat = new ChatPage(page);
    const first = await chat.loginAndLand(account.email, account.password);
    await expect(chat.composer()).toBeFocused();

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer
      .getByRole('button', { name: /Nouvelle consultation/ })
      .first()
      .click();
    await expect(page).not.toHaveURL(new RegExp(`/chat/${first}$`));
    await expect(drawer).toBeHidden();
    await expect(chat.composer()).toBeFocused();

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await drawer
      .getByRole('link', { name: /consultation/i })
      .last()
      .click();
    await expect(page).toHaveURL(new RegExp(`/chat/${first}$`));
    await expect(chat.composer()).toBeFocused();

    // Keyboard users skip the menu: the first Tab of the page offers the conversation.
    await page.evaluate(() => {
      // Back to the top of the page, as after a load: the next Tab starts from there.
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute('tabindex');
    });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(chat.composer()).toBeFocused();
  });

  test('on a phone the balance stays in view, with a word at 2 left and at the last one', async ({
    page,
    newCustomer,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const account = await newCustomer({ tier: 'decouverte', messagesRemaining: 3 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    const pill = page.getByTestId('balance-pill');
    await expect(pill).toHaveText('3');
    await expect(pill).toHaveAccessibleName('3 messages restants — voir les forfaits');
    await expect(page.getByTestId('low-balance-notice')).toHaveCount(0);

    await chat.send('Mon projet va-t-il aboutir ?');
    await expect(pill).toHaveText('2');
    await expect(page.getByTestId('low-balance-notice')).toHaveText(
      /Plus que 2 messages disponibles\.\s*Voir les forfaits/,
    );
    await expect(chat.assistantMessages().last()).toBeVisible();
    await chat.send('Et ma santé ?');
    await expect(page.getByTestId('low-balance-notice')).toContainText(
      'C’est votre dernier message disponible.',
    );
    await page.screenshot({ path: testInfo.outputPath('chat-360-last-message.png') });
    await expect(chat.assistantMessages()).toHaveCount(2, { timeout: 15_000 });
    await chat.send('Et mon couple ?');
    await expect(pill).toHaveText('0');
    await expect(page.getByTestId('quota-exhausted-notice')).toBeVisible();
    await page
      .getByTestId('quota-exhausted-notice')
      .getByRole('link', { name: 'Voir les forfaits' })
      .click();
    await expect(page).toHaveURL(/\/subscription$/);
  });

  test('at 360 px the cookie banner never covers the composer', async ({ page, newCustomer }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const account = await newCustomer({ messagesRemaining: 3 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expect(async () => {
      const composer = await chat.composer().boundingBox();
      const bannerBox = await banner.boundingBox();
      expect(composer!.y + composer!.height).toBeLessThanOrEqual(bannerBox!.y);
    }).toPass({ timeout: 5_000 });
    // Refusing stays one tap away, and the chat takes the whole height back.
    await banner.getByRole('button', { name: 'Refuser' }).click();
    await expect(banner).toHaveCount(0);
    const viewport = page.viewportSize()!;
    const composer = await chat.composer().boundingBox();
    expect(composer!.y + composer!.height).toBeLessThanOrEqual(viewport.height);
  });
});
