import { expect, type Page } from '@playwright/test';
import { expectInteractive } from '../support/prerender';

/** The guest landing page (/), as a visitor uses it. */
export class LandingPage {
  constructor(readonly page: Page) {}

  composer = () => this.page.getByLabel('Votre message');
  remaining = () => this.page.getByTestId('guest-remaining');
  userMessages = () => this.page.getByTestId('message-user');
  assistantMessages = () => this.page.getByTestId('message-assistant');
  streaming = () => this.page.getByTestId('message-streaming');
  upgradeDialog = () =>
    this.page.getByRole('dialog', { name: 'Vos messages gratuits sont épuisés' });
  cookieBanner = () => this.page.getByTestId('cookie-banner');

  async open(path = '/') {
    await this.page.goto(path);
    await expect(
      this.page.getByRole('heading', {
        level: 1,
        name: 'Une conseillère à votre écoute, à toute heure',
      }),
    ).toBeVisible();
    await expectInteractive(this.page);
  }

  /** The banner would cover the bottom of the page: answer it before the page loads. */
  async answerCookieBanner() {
    await this.page.addInitScript(() => {
      if (!window.localStorage.getItem('rgpd-consent')) {
        window.localStorage.setItem('rgpd-consent', 'rejected');
      }
    });
  }

  async send(text: string) {
    await this.composer().fill(text);
    await this.composer().press('Enter');
  }

  storage(key: string) {
    return this.page.evaluate((name) => window.localStorage.getItem(name), key);
  }
}
