import { expect, type Page } from '@playwright/test';
import { AuthPage } from './auth-page';

/** The chat screen, as a customer uses it. */
export class ChatPage {
  constructor(readonly page: Page) {}

  composer = () => this.page.getByLabel('Votre message');
  sendButton = () => this.page.getByRole('button', { name: 'Envoyer' });
  userMessages = () => this.page.getByTestId('message-user');
  assistantMessages = () => this.page.getByTestId('message-assistant');

  /**
   * Signs in through the login call, as the form does, then opens /chat and
   * waits for the conversation the app lands on. The form itself has its own
   * tests (auth.test.ts, emails.test.ts): drawing /auth again in every other
   * test was a page load and a hydration each, for nothing they check.
   */
  async loginAndLand(email: string, password: string): Promise<number> {
    const response = await this.page.request.post('/api/auth/login', {
      data: { username: email, password },
    });
    expect(response.status(), await response.text()).toBe(200);
    await this.page.goto('/chat');
    await expect(this.page).toHaveURL(/\/chat\/\d+/);
    await expect(this.composer()).toBeVisible();
    return this.conversationId();
  }

  /** Logs in through the /auth form, as a person does, and waits for the conversation the app lands on. */
  async loginThroughFormAndLand(email: string, password: string): Promise<number> {
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
