import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_LEGAL } from './support/legal';
import { ChatPage } from './pages/chat-page';
import { LandingPage } from './pages/landing-page';

const SUPPORT_MAILTO = 'mailto:support@voyance-ia.fr';
const CGU_TITLE = "Conditions générales d'utilisation";

/** The cookie banner would cover the bottom of the pages: answer it before they load. */
async function answerCookieBanner(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('rgpd-consent', 'rejected'));
}

/** The twelve articles of the terms (spec §2), in order, at the given heading level. */
async function expectTwelveArticles(scope: Locator | Page, level: 2 | 3) {
  const articles = scope.getByRole('heading', { level, name: /^Article \d+ –/ });
  await expect(articles).toHaveCount(12);
  for (let n = 1; n <= 12; n += 1) {
    await expect(articles.nth(n - 1)).toHaveText(new RegExp(`^Article ${n} –`));
  }
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('legal and contact texts', () => {
  test.beforeEach(async ({ page }) => {
    await answerCookieBanner(page);
  });

  test('the CGU page shows its twelve articles and the key terms', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/cgu');
    await expect(page.getByRole('heading', { level: 1, name: CGU_TITLE })).toBeVisible();
    await expect(page).toHaveTitle(`${CGU_TITLE} – Voyance IA`);
    await expectTwelveArticles(page, 2);

    const article = page.getByRole('article');
    await expect(article.locator('time[datetime="2025-05-26"]')).toHaveText('26 mai 2025');
    await expect(article).toContainText('Dernière mise à jour : 26 mai 2025');
    await expect(article).toContainText('Céleste est une intelligence artificielle');
    await expect(article).toContainText('18 ans');
    await expect(article).toContainText('3114');
    await expect(article).toContainText('112');
    // The catalogue comes from src/shared/plans.ts; the first month of Découverte is 7 €.
    await expect(article).toContainText(/Découverte\s:\s19,00\s€ par mois pour 10 Messages/);
    await expect(article).toContainText(/Premium\s:\s99,00\s€ par mois pour 100 Messages/);
    await expect(article).toContainText(/facturé 7,00\s€ au lieu de 19,00\s€/);
    await expect(article).toContainText(/10 Messages pour 14,00\s€/);
    await expect(article).toContainText('les Messages non utilisés ne sont pas reportés');
    await expect(article).toContainText('Stripe');
    await expect(article).toContainText('L221-18');
    await expect(article).toContainText('L221-28');
    await expect(article).toContainText('vous perdez votre droit de rétractation');
    await expect(article).toContainText('à la fin de la période mensuelle en cours');
    await expect(article).toContainText('Delaware');
    await expect(article).toContainText('dispositions impératives de la loi de votre pays');
    await expect(article).toContainText(`Le Service est édité par ${E2E_LEGAL.LEGAL_COMPANY_NAME}`);
    await expect(
      article.getByRole('link', { name: 'support@voyance-ia.fr' }).first(),
    ).toHaveAttribute('href', SUPPORT_MAILTO);
    await page.screenshot({ path: testInfo.outputPath('legal-cgu-desktop.png'), fullPage: true });

    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeInViewport();
    await expectNoHorizontalScroll(page);
    await page.screenshot({
      path: testInfo.outputPath('legal-cgu-mobile-360.png'),
      fullPage: true,
    });
  });

  test('the privacy policy names the data, the retention, the cookies and the rights', async ({
    page,
  }) => {
    await page.goto('/politique-confidentialite');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Politique de confidentialité – Voyance IA');
    const article = page.getByRole('article');
    await expect(article).toContainText('26 mai 2025');
    await expect(article).toContainText('ne passent jamais par nos serveurs');
    for (const processor of [
      'Stripe',
      'Brevo',
      "le fournisseur du modèle d'intelligence artificielle",
    ]) {
      await expect(article).toContainText(processor);
    }
    await expect(article).toContainText('clauses contractuelles types');
    await expect(article).toContainText('pendant 10 ans');
    await expect(article).toContainText("un compte supprimé n'est pas conservé 3 ans");
    await expect(article).toContainText('rgpd-consent');
    await expect(article).toContainText('en effaçant les données du site dans votre navigateur');
    const rights = article.getByRole('heading', { level: 2, name: '9. Vos droits' });
    await expect(rights).toBeVisible();
    for (const right of [
      'accès',
      'rectification',
      'effacement',
      'limitation',
      'portabilité',
      'opposition',
      'directives post-mortem',
    ]) {
      await expect(article.getByRole('listitem').filter({ hasText: right }).first()).toBeVisible();
    }
    await expect(article).toContainText("dans un délai d'un mois");
    await expect(article).toContainText('CNIL');
    await expect(article.getByRole('link', { name: 'www.cnil.fr' })).toHaveAttribute(
      'href',
      'https://www.cnil.fr',
    );
    await expect(article).toContainText('18 ans et plus');
  });

  test('the legal notice shows the publisher, the host and the AI disclosure', async ({ page }) => {
    await page.goto('/mentions-legales');
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { name: 'Éditeur du service' })).toBeVisible();
    await expect(article.getByRole('heading', { name: 'Hébergeur' })).toBeVisible();
    // The publisher's identity comes from the LEGAL_* variables (D17)…
    for (const value of Object.values(E2E_LEGAL)) await expect(article).toContainText(value);
    // …never a bracketed placeholder; what was not given reads « à compléter ».
    await expect(article).not.toContainText('[');
    await expect(article.getByText('à compléter').first()).toBeVisible();
    await expect(article).toContainText('est une intelligence artificielle et non une personne');
    await expect(
      article.getByRole('link', { name: 'support@voyance-ia.fr' }).first(),
    ).toHaveAttribute('href', SUPPORT_MAILTO);
  });

  test('the contact page gives the address, the 24 h promise and the distress numbers, and leads home', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(page).toHaveTitle('Contact – Voyance IA');
    const article = page.getByRole('article');
    await expect(article).toContainText('sous 24 h');
    await expect(article.getByRole('link', { name: /support@voyance-ia\.fr/ })).toHaveAttribute(
      'href',
      SUPPORT_MAILTO,
    );
    await expect(article).toContainText('uniquement par e-mail');
    await expect(article.getByRole('link', { name: '3114' })).toHaveAttribute('href', 'tel:3114');
    await expect(article.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await expectNoHorizontalScroll(page);

    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('every page has its back-to-home link and fits 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of [
      '/qui-est-celeste',
      '/cgu',
      '/mentions-legales',
      '/politique-confidentialite',
      '/contact',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
      const back = page.getByRole('link', { name: "Retour à l'accueil" });
      await expect(back).toHaveAttribute('href', '/');
    }
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a link at the bottom of a long text opens the next page at its top', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // The legal notice's code is loaded first: the next page is drawn at once,
    // with no spinner in between that would bring the scroll back by itself.
    await page.goto('/mentions-legales');
    const others = page.getByRole('navigation', { name: 'Autres informations' });
    await others.getByRole('link', { name: CGU_TITLE }).click();
    await expect(page.getByRole('heading', { level: 1, name: CGU_TITLE })).toBeVisible();
    await others.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await others.getByRole('link', { name: 'Mentions légales' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('« Qui est Céleste ? » says she is an AI, what she cannot do and what becomes of the messages', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // Once React has taken the page over: a click before that is auth.test.ts's subject.
    await new LandingPage(page).open();
    await page.getByRole('button', { name: 'Qui est Céleste ?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Qui est Céleste ?' });
    await expect(dialog).toContainText('Céleste est une intelligence artificielle');
    await expect(dialog).toContainText("il n'y a ni photo ni voyante derrière l'écran");
    await expect(dialog).toContainText('remplacer un médecin');
    await expect(dialog.getByRole('link', { name: '3114' })).toHaveAttribute('href', 'tel:3114');
    await expect(dialog).toContainText('ni publicité, ni revente');
    await page.screenshot({ path: testInfo.outputPath('qui-est-celeste-360.png') });
    await dialog.getByRole('link', { name: 'Ouvrir dans une page' }).click();
    await expect(page).toHaveURL(/\/qui-est-celeste$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Qui est Céleste ?' })).toBeVisible();
  });

  test('the chat sidebar opens the contact text and the three legal texts', async ({
    page,
    newCustomer,
  }) => {
    const account = await newCustomer({ messagesRemaining: 3 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    const sidebar = page.getByRole('navigation', { name: 'Menu des consultations' });

    const contactButton = sidebar.getByRole('button', { name: 'Contact' });
    await contactButton.click();
    const contact = page.getByRole('dialog', { name: 'Contact' });
    await expect(contact).toContainText('sous 24 h');
    await expect(contact.getByRole('link', { name: /support@voyance-ia\.fr/ })).toHaveAttribute(
      'href',
      SUPPORT_MAILTO,
    );
    await expect(contact.getByRole('link', { name: 'Ouvrir dans une page' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await contact.getByRole('button', { name: 'Fermer' }).click();
    await expect(contact).toBeHidden();
    await expect(contactButton).toBeFocused();

    await sidebar.getByRole('button', { name: 'Légal' }).click();
    const chooser = page.getByRole('dialog', { name: 'Informations légales' });
    await expect(chooser).toBeVisible();

    await chooser.getByRole('button', { name: /Conditions générales d'utilisation/ }).click();
    const cgu = page.getByRole('dialog', { name: CGU_TITLE });
    await expectTwelveArticles(cgu, 3);
    await expect(cgu).toContainText('26 mai 2025');
    await cgu.getByRole('button', { name: 'Fermer' }).click();
    await expect(cgu).toBeHidden();
    await expect(chooser).toBeVisible();

    await chooser.getByRole('button', { name: 'Mentions légales' }).click();
    const notice = page.getByRole('dialog', { name: 'Mentions légales' });
    await expect(notice).toContainText(E2E_LEGAL.LEGAL_DIRECTOR);
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
    await expect(chooser).toBeVisible();

    await chooser.getByRole('button', { name: 'Politique de confidentialité' }).click();
    const privacy = page.getByRole('dialog', { name: 'Politique de confidentialité' });
    await expect(privacy).toContainText('CNIL');
    await privacy.getByRole('link', { name: 'Ouvrir dans une page' }).click();
    await expect(page).toHaveURL(/\/politique-confidentialite$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  // Not met since React runs the client (ADR 017): an Escape dispatched in the very
  // microtask the text's dialog appears closes the chooser too, because Radix
  // learns the top dialog in an effect that React runs later; under Preact the
  // removed settle-before-input shim ran it first. Kept, marked, until fixed.
  test('Escape pressed as a text opens over the chooser closes the text only', async ({
    page,
    newCustomer,
  }) => {
    const account = await newCustomer({ messagesRemaining: 3 });
    const chat = new ChatPage(page);
    await chat.loginAndLand(account.email, account.password);
    await page
      .getByRole('navigation', { name: 'Menu des consultations' })
      .getByRole('button', { name: 'Légal' })
      .click();
    const chooser = page.getByRole('dialog', { name: 'Informations légales' });
    await expect(chooser).toBeVisible();
    // Escape comes as soon as the text's dialog is in the page, before the
    // effects of that render (its Escape listener) could run: a quick finger.
    await chooser.getByRole('button', { name: 'Mentions légales' }).evaluate(
      (button) =>
        new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            const text = [...document.querySelectorAll('[role="dialog"]')].find((dialog) =>
              dialog.textContent?.includes('Directeur de la publication'),
            );
            if (!text) return;
            observer.disconnect();
            text.dispatchEvent(
              new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
            );
            resolve();
          });
          observer.observe(document.body, { childList: true, subtree: true });
          (button as HTMLButtonElement).click();
        }),
    );
    await expect(page.getByRole('dialog', { name: 'Mentions légales' })).toBeHidden();
    await expect(chooser).toBeVisible();
  });

  test('the register form shows the full CGU in a dialog that scrolls, also at 360 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/auth?tab=register');
    await page.getByRole('tab', { name: 'Inscription' }).click();
    await page.getByRole('button', { name: 'Lire les CGU' }).click();
    const cgu = page.getByRole('dialog', { name: CGU_TITLE });
    await expectTwelveArticles(cgu, 3);
    await expect(cgu).toContainText('Delaware');

    // The text scrolls inside the dialog; the way out stays on screen.
    const body = cgu.getByTestId('legal-dialog-body');
    const scrolls = await body.evaluate((element) => element.scrollHeight > element.clientHeight);
    expect(scrolls).toBe(true);
    const close = cgu.getByRole('button', { name: 'Fermer' });
    await expect(close).toBeInViewport();
    // A new tab keeps what the visitor has typed in the form.
    const pageLink = cgu.getByRole('link', { name: /Ouvrir dans une page/ });
    await expect(pageLink).toHaveAttribute('href', '/cgu');
    await expect(pageLink).toHaveAttribute('target', '_blank');
    await expectNoHorizontalScroll(page);

    await close.click();
    await expect(cgu).toBeHidden();
  });
});
