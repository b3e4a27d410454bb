import { expect, type Page } from '@playwright/test';
import { expectInteractive } from '../support/prerender';

/** A toast on screen (Radix's viewport region), by its text. */
export function toast(page: Page, text: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

/** The /auth screen, as a user finds their way around it. */
export class AuthPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/auth${query}`);
    await expect(this.page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
    await expectInteractive(this.page);
  }

  async login(email: string, password: string, options: { rememberMe?: boolean } = {}) {
    await this.page.getByRole('tab', { name: 'Connexion' }).click();
    await this.page.getByLabel('Adresse e-mail').fill(email);
    await this.page.getByLabel('Mot de passe', { exact: true }).fill(password);
    if (options.rememberMe) {
      await this.page.getByRole('checkbox', { name: 'Se souvenir de moi' }).check();
    }
    await this.page.getByRole('button', { name: 'Se connecter' }).click();
  }

  async fillRegistration(values: {
    firstName: string;
    email: string;
    password: string;
    acceptCgu: boolean;
    newsletter?: boolean;
  }) {
    await this.page.getByRole('tab', { name: 'Inscription' }).click();
    await this.page.getByLabel('Prénom').fill(values.firstName);
    await this.page.getByLabel('Adresse e-mail').fill(values.email);
    await this.page.getByLabel('Mot de passe', { exact: true }).fill(values.password);
    if (values.acceptCgu) {
      await this.page
        .getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" })
        .check();
    }
    if (values.newsletter) {
      await this.page.getByRole('checkbox', { name: /recevoir par e-mail les conseils/ }).check();
    }
  }

  submitRegistration() {
    return this.page.getByRole('button', { name: "S'inscrire" }).click();
  }

  toast(text: string) {
    return toast(this.page, text);
  }
}
