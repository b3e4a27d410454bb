import { expect, test } from './fixtures';
import { ChatPage } from './pages/chat-page';
import { LandingPage } from './pages/landing-page';

const CRISIS = "Je n'en peux plus, j'ai envie d'en finir avec la vie";

/**
 * Nothing stands between a crisis message and help (issue 10): a guest and a
 * customer with no message left write one, and see the help card with the
 * numbers to call, in view, then keep them on screen.
 */
test.describe('help in a crisis, whatever the balance', () => {
  test('a guest with no free message left gets the help card and keeps it in view', async ({
    page,
  }, testInfo) => {
    const landing = new LandingPage(page);
    await landing.answerCookieBanner();
    await landing.open();
    for (let i = 1; i <= 3; i++) {
      await landing.send(`Question n°${i} : que me réserve l'amour ?`);
      await expect(landing.assistantMessages()).toHaveCount(i, { timeout: 15_000 });
    }
    await expect(landing.remaining()).toHaveText('Aucun message gratuit restant');

    await landing.send(CRISIS);
    // No upgrade dialog: the message goes through and is answered with care, free.
    await expect(landing.upgradeDialog()).toHaveCount(0);
    const card = page.getByTestId('help-card');
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card.getByRole('link', { name: /Appeler le 3114/ })).toHaveAttribute(
      'href',
      'tel:3114',
    );
    await expect(card.getByRole('link', { name: /Appeler le 112/ })).toHaveAttribute(
      'href',
      'tel:112',
    );
    await expect(card.getByRole('link', { name: /chat de SOS Amitié/ })).toBeVisible();
    await expect(card.getByRole('link', { name: /Appeler le 3114/ })).toBeInViewport();
    await expect(landing.assistantMessages().last()).toContainText('intelligence artificielle');
    await expect(landing.remaining()).toHaveText('Aucun message gratuit restant');
    await page.screenshot({ path: testInfo.outputPath('care-guest-desktop.png') });

    // The numbers stay above the field, and the next message is answered with care too.
    const strip = page.getByTestId('help-strip');
    await expect(strip.getByRole('link', { name: /3114/ })).toHaveAttribute('href', 'tel:3114');
    await landing.send('Et en amour, que disent les cartes ?');
    await expect(page.getByTestId('help-card')).toHaveCount(2, { timeout: 15_000 });
    await expect(landing.upgradeDialog()).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('help-card')).toHaveCount(2);
    await expect(page.getByTestId('help-strip')).toBeVisible();
  });

  test('a customer at 0 messages, on a phone, gets the help card with tappable numbers', async ({
    page,
    newCustomer,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const account = await newCustomer({ tier: 'decouverte', messagesRemaining: 0 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    await expect(page.getByTestId('quota-exhausted-notice')).toBeVisible();

    await chat.send(CRISIS);
    const card = page.getByTestId('help-card');
    await expect(card).toBeVisible({ timeout: 15_000 });
    const call = card.getByRole('link', { name: /Appeler le 3114/ });
    await expect(call).toHaveAttribute('href', 'tel:3114');
    await expect(call).toBeInViewport();
    const box = await call.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await expect(chat.assistantMessages().last()).toContainText('3114');
    // In care mode the plans are not pushed: the help line takes the notice's place.
    await expect(page.getByTestId('help-strip')).toBeVisible();
    await expect(page.getByTestId('quota-exhausted-notice')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('care-customer-360.png') });
  });

  test('care mode has a way out on a phone: a correction and a question are answered as such, the help stays in view (D21)', async ({
    page,
    newCustomer,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const account = await newCustomer({ tier: 'decouverte', messagesRemaining: 5 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);

    await chat.send(CRISIS);
    await expect(page.getByTestId('help-card')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByTestId('help-strip')).toBeVisible();

    // « Vous m'avez mal compris » is taken as a correction, not answered with the help text again.
    await chat.send('Non, vous m’avez mal compris, je parlais de mon travail.');
    await expect(chat.assistantMessages()).toHaveCount(2, { timeout: 15_000 });
    await expect(page.getByTestId('message-streaming')).toHaveCount(0, { timeout: 15_000 });
    await expect(chat.assistantMessages().last()).toContainText(/pardon|excuse/i);
    await expect(page.getByTestId('help-card')).toHaveCount(1);
    await expect(page.getByTestId('help-strip')).toBeVisible();

    // An ordinary question is answered, without a card or a prediction.
    await chat.send('Mon travail va-t-il changer cette année ?');
    await expect(chat.assistantMessages()).toHaveCount(3, { timeout: 15_000 });
    await expect(page.getByTestId('message-streaming')).toHaveCount(0, { timeout: 15_000 });
    await expect(chat.assistantMessages().last()).toContainText(
      /ni de prédiction|rien de l’avenir/,
    );
    await expect(page.getByTestId('help-card')).toHaveCount(1);
    await expect(page.getByTestId('help-strip')).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('care-way-out-360.png') });

    // Distress returns: the help card answers it again.
    await chat.send('Je ne veux plus vivre, je suis à bout.');
    await expect(page.getByTestId('help-card')).toHaveCount(2, { timeout: 15_000 });

    await page.reload();
    await expect(page.getByTestId('help-card')).toHaveCount(2);
    await expect(page.getByTestId('help-strip')).toBeVisible();
  });
});
