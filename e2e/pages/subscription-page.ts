import { expect, type Page } from '@playwright/test';

/** /subscription, as a customer uses it. */
export class SubscriptionPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/subscription');
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Mon abonnement' }),
    ).toBeVisible();
  }

  /**
   * Buys `planName` from /subscription: the purchase dialog's two boxes, the
   * simulated checkout, then the chat's welcome dialog closed.
   */
  async buyPlan(planName: string) {
    await this.open();
    await this.page.getByRole('button', { name: `Choisir ${planName}` }).click();
    const dialog = this.page.getByTestId('purchase-dialog');
    await dialog.getByRole('checkbox', { name: /J'accepte les conditions générales/i }).check();
    await dialog.getByRole('checkbox', { name: /droit de rétractation de 14 jours/ }).check();
    await dialog.getByRole('button', { name: /^Payer / }).click();
    await expect(this.page).toHaveURL(/\/paiement-simule\/cs_test_/);
    await this.page.getByRole('button', { name: /^Payer / }).click();
    await expect(this.page).toHaveURL(/\/chat\/\d+$/);
    await this.page
      .getByRole('dialog', { name: 'Merci pour votre confiance !' })
      .getByRole('button', { name: 'Commencer ma consultation' })
      .click();
  }
}
