import { expect, type Page } from '@playwright/test';

/**
 * The outbox page of development (/dev/emails), read the way a developer
 * would: the list, then one mail, then its button.
 */
export class DevMailbox {
  constructor(readonly page: Page) {}

  private direct = false;

  async open() {
    // The tests send X-Forwarded-For (a client address each); /dev/emails refuses any request
    // that a proxy relays, so the mailbox is read as a developer on the machine reads it.
    if (!this.direct) {
      this.direct = true;
      await this.page.route('**/dev/emails**', (route) => {
        const headers = { ...route.request().headers() };
        delete headers['x-forwarded-for'];
        return route.continue({ headers });
      });
    }
    await this.page.goto('/dev/emails');
    await expect(this.page.getByRole('heading', { name: 'E-mails envoyés' })).toBeVisible();
  }

  /** The list entries of mails to `to` whose subject contains `subject`, newest first. */
  entries(to: string, subject: string) {
    return this.page
      .getByRole('listitem')
      .filter({ hasText: `à ${to}` })
      .filter({ hasText: subject });
  }

  /** Waits until a mail to `to` whose subject contains `subject` is in the list. */
  async waitFor(to: string, subject: string) {
    // Some mails are written just after the answer (so timing reveals no account): look again until it is there.
    await expect(async () => {
      await this.open();
      await expect(this.entries(to, subject).first()).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 7_000 });
  }

  /** Opens the newest mail to `to` whose subject contains `subject`, once it has come. */
  async openNewest(to: string, subject: string) {
    await this.waitFor(to, subject);
    await this.entries(to, subject).first().getByRole('link').click();
  }

  /**
   * Opens the newest such mail and answers the path of its button's link. Only
   * the path: the mail names the public address (PUBLIC_URL, localhost), and the
   * test's session lives on the base URL's origin (127.0.0.1), as it would for
   * a user whose mail opens in the browser they use the app in.
   */
  async linkOf(to: string, subject: string, button: string): Promise<string> {
    await this.openNewest(to, subject);
    const href = await this.page
      .getByRole('link', { name: button, exact: true })
      .getAttribute('href');
    expect(href, `lien « ${button} » du mail`).toBeTruthy();
    const url = new URL(href!);
    return `${url.pathname}${url.search}`;
  }
}
