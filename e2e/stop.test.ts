import { expect, slowRepliesTo, test } from './fixtures';
import { ChatPage } from './pages/chat-page';
import { LandingPage } from './pages/landing-page';

// A phone: what issue 14 is about.
test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });

test.describe('a reply in progress (D18)', () => {
  test('a customer types during the reply, stops it, and the stored exchange keeps its order after a reload', async ({
    page,
    newCustomer,
  }, testInfo) => {
    const marker = `lent${Date.now()}`;
    await slowRepliesTo(marker);
    const account = await newCustomer({ tier: 'decouverte', messagesRemaining: 5 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);

    await chat.send(`Parlez-moi de mon travail ${marker}`);
    const streaming = page.getByTestId('message-streaming');
    await expect(streaming).toContainText('intelligence artificielle');
    // The field stays editable and keeps the focus: a phone's keyboard stays open.
    await expect(chat.composer()).toBeFocused();
    await expect(chat.composer()).toBeEditable();
    await chat.composer().pressSequentially('Et ma famille ?');
    // Enter while the reply comes sends nothing: only « Arrêter » is offered.
    await chat.composer().press('Enter');
    await expect(chat.userMessages()).toHaveCount(1);
    await expect(chat.composer()).toHaveValue('Et ma famille ?');

    // A word or two of the reply itself, then the stop.
    await expect
      .poll(async () => ((await streaming.textContent()) ?? '').length, { timeout: 10_000 })
      .toBeGreaterThan(140);
    await page.getByRole('button', { name: 'Arrêter' }).tap();
    await expect(streaming).toHaveCount(0);
    const stopped = chat.assistantMessages().last();
    await expect(stopped).toContainText('Réponse interrompue');
    const shownText = (await stopped.textContent()) ?? '';
    await expect(page.getByRole('status').filter({ hasText: 'Réponse arrêtée' })).toHaveText(
      'Réponse arrêtée. Ce message est décompté, car le début de la réponse s’est affiché.',
    );
    await expect(page.getByTestId('balance-pill')).toContainText('4');
    await page.screenshot({ path: testInfo.outputPath('stop-phone.png') });

    // The next message is stored after the stopped reply.
    await chat.composer().press('Enter');
    await expect(chat.assistantMessages()).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByTestId('message-streaming')).toHaveCount(0);
    // Said once: the line is gone with the next message.
    await expect(page.getByText('Réponse arrêtée.')).toHaveCount(0);

    await page.reload();
    const bubbles = page.locator('[data-testid="message-user"], [data-testid="message-assistant"]');
    await expect(bubbles).toHaveCount(4);
    const kinds = await bubbles.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-testid')),
    );
    expect(kinds).toEqual([
      'message-user',
      'message-assistant',
      'message-user',
      'message-assistant',
    ]);
    await expect(chat.assistantMessages().first()).toContainText('Réponse interrompue');
    expect(await chat.assistantMessages().first().textContent()).toBe(shownText);
    await expect(chat.userMessages().last()).toContainText('Et ma famille ?');
  });

  test('a guest can stop a reply too; stopped before its first word, the free message comes back', async ({
    page,
  }) => {
    const marker = `lent${Date.now()}`;
    // The first word waits long enough for the stop to come first, however busy the machine
    // (stopping ends the wait: the test does not last longer).
    await slowRepliesTo(marker, { firstWordMs: 15_000, wordMs: 250 });
    const landing = new LandingPage(page);
    await landing.answerCookieBanner();
    await landing.open();
    await landing.send(`Mon avenir ${marker}`);
    // Only the AI disclosure is there yet: the reply itself has not begun.
    await expect(landing.streaming()).toContainText('intelligence artificielle');
    await expect(landing.composer()).toBeFocused();
    await page.getByRole('button', { name: 'Arrêter' }).tap();
    await expect(landing.streaming()).toHaveCount(0);
    await expect(landing.assistantMessages().last()).toContainText('Réponse interrompue');
    await expect(
      page.getByText(
        'Réponse arrêtée avant son premier mot : ce message ne vous est pas décompté.',
      ),
    ).toBeVisible();
    await expect(landing.remaining()).toHaveText('3 messages gratuits restants');
  });
});
