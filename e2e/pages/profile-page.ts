import { expect, type Page } from '@playwright/test';

/** /profile, as a customer uses it. */
export class ProfilePage {
  constructor(readonly page: Page) {}

  async open(hash = '') {
    await this.page.goto(`/profile${hash}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  }

  section = (name: string) => this.page.getByRole('region', { name });

  async changeFirstName(firstName: string) {
    const form = this.page.getByRole('form', { name: 'Prénom' });
    await form.getByLabel('Prénom').fill(firstName);
    await form.getByRole('button', { name: 'Enregistrer le prénom' }).click();
  }

  async changePassword(current: string, next: string) {
    const form = this.page.getByRole('form', { name: 'Changer le mot de passe' });
    await form.getByLabel('Mot de passe actuel').fill(current);
    await form.getByLabel('Nouveau mot de passe', { exact: true }).fill(next);
    await form.getByLabel('Confirmer le nouveau mot de passe').fill(next);
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
  }

  /** The address change, confirmed by the password typed in its form. */
  async changeEmail(email: string, password: string) {
    const form = this.page.getByRole('form', { name: 'Adresse e-mail' });
    await form.getByLabel('Adresse e-mail').fill(email);
    await form.getByLabel('Votre mot de passe').fill(password);
    await form.getByRole('button', { name: 'Modifier l’adresse' }).click();
  }

  /** The file the browser saves when the button is pressed, as text. */
  async download(button: string): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: button }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }
}
