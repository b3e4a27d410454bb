import { expect, type Page } from '@playwright/test';
import { AuthPage } from './auth-page';

/** The chat screen, as a customer uses it. */
export class ChatPage {
  constructor(readonly page: Page) {}

  composer = () => this.page.getByLabel('Votre message');
  sendButton = () => this.page.getByRole('button', { name: 'Envoyer' });
  userMessages = () => this.page.getByTestId('message-user');
  assistantMessages = () => this.page.getByTestId('message-assistant');

  /** Logs in through /auth and waits for the conversation the app lands on. */
  async loginAndLand(email: string, password: string): Promise<number> {
    const auth = new AuthPage(this.page);
    await auth.open();
    await auth.login(email, password);
    await expect(this.page).toHaveURL(/\/chat\/\d+/);
    await expect(this.composer()).toBeVisible();
    return this.conversationId();
  }

  conversationId(): number {
    return Number(/\/chat\/(\d+)/.exec(this.page.url())![1]);
  }

  async send(text: string) {
    await this.composer().fill(text);
    await this.composer().press('Enter');
  }
}
