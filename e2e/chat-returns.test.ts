import { expect, test } from './fixtures';
import { ChatPage } from './pages/chat-page';

/** Spec §4 "Payment return to chat" and "Password banner". */
test.describe('chat returns', () => {
  test('payment flags alone thank nobody, and leave the address clean', async ({
    page,
    newCustomer,
  }) => {
    const account = await newCustomer({ tier: 'guidance', messagesRemaining: 30 });
    const chat = new ChatPage(page);
    const id = await chat.loginAndLand(account.email, account.password);
    const banner = page.getByTestId('password-banner');
    await expect(banner).toHaveCount(0);

    // A URL flag is never trusted (spec §4): the server confirms with the provider, here nothing.
    await page.goto(
      `/chat/${id}?payment_success=true&tier=guidance&transaction_id=pi_e2e&date=2025-06-01`,
    );
    const thanks = page.getByRole('dialog', { name: 'Merci pour votre confiance !' });
    await expect(page).toHaveURL(new RegExp(`/chat/${id}\\?date=2025-06-01$`));
    await expect(chat.composer()).toBeVisible();
    await expect(thanks).toHaveCount(0);
    // A customer with a password gets no reminder, even after a purchase.
    await expect(banner).toHaveCount(0);

    // Decision: show_password_banner alone never shows it to an account with a password.
    await page.goto(`/chat/${id}?show_password_banner=true`);
    await expect(chat.composer()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/chat/${id}$`));
    await expect(banner).toHaveCount(0);
    await expect(thanks).toHaveCount(0);
  });

  test('an account without a password is reminded until it dismisses, and again after a purchase', async ({
    page,
    newCustomer,
  }) => {
    const account = await newCustomer({ tier: 'decouverte', messagesRemaining: 10 });
    const chat = new ChatPage(page);
    // Stands for an account created by a purchase: the session says it has no password.
    await page.route('**/api/auth/me', async (route) => {
      const response = await route.fetch();
      const user = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...user, hasPassword: false } });
    });
    const id = await chat.loginAndLand(account.email, account.password);
    // The login answer fills the session; a reload reads it from /api/auth/me.
    await page.reload();

    const banner = page.getByTestId('password-banner');
    await expect(banner).toContainText('Protégez votre compte');
    await expect(banner.getByRole('link', { name: 'Définir mon mot de passe' })).toHaveAttribute(
      'href',
      '/set-password',
    );
    await banner.getByRole('button', { name: 'Masquer ce rappel' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(chat.composer()).toBeVisible();
    await expect(banner).toHaveCount(0);

    // A purchase return brings it back (the thanks themselves wait for the server's word).
    await page.goto(`/chat/${id}?special_offer_success=true`);
    await expect(banner).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/chat/${id}$`));
  });
});
