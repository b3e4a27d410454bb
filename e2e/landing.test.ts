import { formatEuros, PAID_TIERS, PLANS } from '#shared/plans';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LandingPage } from './pages/landing-page';
import { expectInteractive, PRERENDERED_ROOT } from './support/prerender';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Opens / while the page's clock is paused: time moves 50 ms at a time, only
 * until React has taken the page over, so that its timers (React's own
 * included) run without the banner's two seconds going by.
 */
async function openWhileTimeStandsStill(page: Page) {
  await page.goto('/');
  const heading = page.getByRole('heading', {
    level: 1,
    name: 'Une conseillère à votre écoute, à toute heure',
  });
  // The heading shows at once on a first visit (the page is prerendered): React must also have taken it over.
  const prerendered = page.locator(PRERENDERED_ROOT);
  const ready = async () => (await prerendered.count()) === 0 && (await heading.isVisible());
  for (let step = 0; step < 30 && !(await ready()); step++) {
    await page.clock.runFor(50);
    await page.waitForTimeout(200);
  }
  await expect(heading).toBeVisible();
  await expectInteractive(page);
}

test.describe('cookie consent banner', () => {
  test('appears after about 2 s; closing stores nothing and it comes back on reload', async ({
    page,
  }) => {
    const landing = new LandingPage(page);
    // The page's clock stands still and is moved by hand: on a busy machine,
    // loading the page may itself take two seconds of real time.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    await openWhileTimeStandsStill(page);
    await expect(landing.cookieBanner()).toHaveCount(0);
    await page.clock.runFor(2_100);
    const banner = landing.cookieBanner();
    await expect(banner).toBeVisible();
    await expect(
      banner.getByRole('link', { name: 'Politique de confidentialité' }),
    ).toHaveAttribute('href', '/politique-confidentialite');
    // Refusing is as easy as accepting: the same look and size.
    const refuse = banner.getByRole('button', { name: 'Refuser' });
    const accept = banner.getByRole('button', { name: 'Accepter' });
    expect(await refuse.getAttribute('class')).toBe(await accept.getAttribute('class'));
    const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
    expect(refuseBox?.height).toBe(acceptBox?.height);
    expect(refuseBox?.width).toBe(acceptBox?.width);

    await banner.getByRole('button', { name: 'Fermer' }).click();
    await expect(banner).toHaveCount(0);
    expect(await landing.storage('rgpd-consent')).toBeNull();
    expect(await landing.storage('rgpd-consent-date')).toBeNull();

    await openWhileTimeStandsStill(page);
    await page.clock.runFor(2_100);
    await expect(landing.cookieBanner()).toBeVisible();
  });

  test('waits for a press under way: the click it began lands where it began', async ({ page }) => {
    const landing = new LandingPage(page);
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    await openWhileTimeStandsStill(page);
    // The focus in a field first: the press moves it away, as a form's submit does.
    await landing.composer().click();
    const about = page.getByRole('button', { name: 'Qui est Céleste ?' });
    // At the window's bottom edge, where the banner is about to come.
    await about.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    const box = await about.boundingBox();
    if (!box) throw new Error('« Qui est Céleste ? » is not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
    await page.mouse.down();
    await page.clock.runFor(2_100);
    await expect(landing.cookieBanner()).toHaveCount(0);

    await page.mouse.up();
    // The dialog's chunk arrives in real time; React then shows it on its own timer
    // (it holds a Suspense reveal up to 300 ms): the clock moves on until it does.
    const dialog = page.getByRole('dialog', { name: 'Qui est Céleste ?' });
    for (let step = 0; step < 30 && !(await dialog.isVisible()); step++) {
      await page.clock.runFor(100);
      await page.waitForTimeout(200);
    }
    await expect(dialog).toBeVisible();
    await expect(landing.cookieBanner()).toBeVisible();
  });

  for (const [button, value] of [
    ['Accepter', 'accepted'],
    ['Refuser', 'rejected'],
  ] as const) {
    test(`« ${button} » stores '${value}' with the date, and the banner stays away`, async ({
      page,
    }) => {
      const landing = new LandingPage(page);
      await page.clock.install();
      await landing.open();
      await page.clock.fastForward(2_100);
      const before = Date.now();
      await landing.cookieBanner().getByRole('button', { name: button }).click();
      await expect(landing.cookieBanner()).toHaveCount(0);
      expect(await landing.storage('rgpd-consent')).toBe(value);
      const date = await landing.storage('rgpd-consent-date');
      expect(date).toMatch(ISO_DATE);
      expect(Math.abs(new Date(date!).getTime() - before)).toBeLessThan(60_000);

      await landing.open();
      await page.clock.fastForward(5_000);
      await expect(landing.cookieBanner()).toHaveCount(0);
      expect(await landing.storage('rgpd-consent')).toBe(value);
    });
  }
});

test('« Gérer les cookies » brings the banner back to change the choice', async ({ page }) => {
  const landing = new LandingPage(page);
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('rgpd-consent')) {
      window.localStorage.setItem('rgpd-consent', 'accepted');
    }
  });
  await landing.open();
  await expect(landing.cookieBanner()).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' }).click();
  await expect(landing.cookieBanner()).toBeFocused();
  await landing.cookieBanner().getByRole('button', { name: 'Refuser' }).click();
  await expect(landing.cookieBanner()).toHaveCount(0);
  expect(await landing.storage('rgpd-consent')).toBe('rejected');
  expect(await landing.storage('rgpd-consent-date')).toMatch(ISO_DATE);
});

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await new LandingPage(page).answerCookieBanner();
  });

  test('the information dialogs open, say what matters, and close with Escape', async ({
    page,
  }) => {
    const landing = new LandingPage(page);
    await landing.open();
    const dialogs = [
      {
        trigger: "Qu'est-ce que Voyance IA ?",
        title: "Qu'est-ce que Voyance IA ?",
        texts: ['intelligence artificielle, et non une personne réelle', 'Vos données'],
      },
      {
        trigger: 'Avis clients',
        title: 'Avis clients',
        texts: [
          'conseillère IA',
          'Aucun avis publié pour le moment',
          "Aucun avis n'est inventé",
          'Une IA, toujours annoncée',
          '3114',
          'Une résiliation en trois clics',
          'Vos données restent dans l’Union européenne',
        ],
      },
      {
        trigger: 'FAQ',
        title: 'Questions fréquentes',
        texts: [
          'Céleste est-elle une vraie personne ?',
          'Non. Céleste est une intelligence artificielle',
          '3 messages gratuits',
          'ne sont pas reportés',
          'à tout moment',
          'sous 24 heures',
          '3114',
          '112',
        ],
      },
    ];
    for (const { trigger, title, texts } of dialogs) {
      const button = page
        .getByRole('navigation', { name: 'Informations', exact: true })
        .getByRole('button', { name: trigger });
      await button.click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      for (const text of texts) await expect(dialog).toContainText(text);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    }
    // The FAQ's prices come from the catalogue, with the 7 € first month of Découverte.
    await page.getByRole('button', { name: 'FAQ' }).click();
    const faq = page.getByRole('dialog', { name: 'Questions fréquentes' });
    await expect(faq).toContainText(`Découverte : ${formatEuros(1900)} par mois pour 10 messages`);
    await expect(faq).toContainText(
      `premier mois du forfait Découverte est à ${formatEuros(700)}, puis ${formatEuros(1900)}`,
    );
  });

  test('the plans dialog shows the four plans of the catalogue', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.open();
    await page.getByRole('button', { name: 'Voir les forfaits' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nos forfaits' });
    await expect(dialog).toBeVisible();
    const expected = ['19,00\u00a0€', '39,00\u00a0€', '69,00\u00a0€', '99,00\u00a0€'];
    for (const [index, tier] of PAID_TIERS.entries()) {
      const plan = PLANS[tier];
      const card = dialog.getByTestId(`plan-${tier}`);
      await expect(card.getByRole('heading', { name: plan.name })).toBeVisible();
      await expect(card.getByTestId('plan-price')).toHaveText(formatEuros(plan.priceCents));
      expect(formatEuros(plan.priceCents)).toBe(expected[index]);
      await expect(card).toContainText(`${plan.messagesPerMonth} messages par mois`);
      await expect(card).toContainText(`${formatEuros(plan.pricePerMessageCents)} par message`);
      // A visitor signs up first, then lands on the plan's purchase (/subscription?plan=…).
      await expect(card.getByRole('link', { name: `Choisir ${plan.name}` })).toHaveAttribute(
        'href',
        `/auth?tab=register&next=${encodeURIComponent(`/subscription?plan=${tier}`)}`,
      );
    }
    await expect(dialog.getByTestId('plan-guidance')).toContainText('Populaire');
    await expect(dialog.getByTestId('plan-vip')).toContainText('Premium');
    await expect(dialog).toContainText(/premier mois du forfait Découverte est à 7,00\s€/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the footer opens the legal texts in dialogs and states the AI and the help numbers', async ({
    page,
  }) => {
    const landing = new LandingPage(page);
    await landing.open();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('intelligence artificielle, et non une personne réelle');
    await expect(footer.getByRole('link', { name: '3114' })).toHaveAttribute('href', 'tel:3114');
    await expect(footer.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    const entries = [
      ['Mentions légales', 'Mentions légales'],
      ['CGU', "Conditions générales d'utilisation"],
      ['Politique de confidentialité', 'Politique de confidentialité'],
      ['Contact', 'Contact'],
    ] as const;
    for (const [label, title] of entries) {
      const button = footer.getByRole('button', { name: label, exact: true });
      await button.click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Fermer' }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    }
    await expect(page).toHaveURL(/\/$/);
  });

  test('payment-return flags show their French message and leave the address', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.open('/?error=payment_incomplete&utm_source=test');
    await expect(page.getByTestId('home-error')).toContainText("Le paiement n'a pas été complété.");
    await expect(page).toHaveURL(/\/\?utm_source=test$/);
    await landing.open('/?error=inconnue');
    await expect(page.getByTestId('home-error')).toContainText(
      'Une erreur est survenue lors du traitement du paiement.',
    );
    await landing.open('/?payment_success=true&transaction_id=pi_123');
    await expect(page.getByTestId('home-notice')).toContainText('Référence : pi_123');
    await page.getByRole('button', { name: 'Fermer le message' }).click();
    await expect(page.getByTestId('home-notice')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows the MODE TEST banner when payments are in test mode', async ({ page, request }) => {
    const config = (await (await request.get('/api/config')).json()) as { stripeMode: string };
    const landing = new LandingPage(page);
    await landing.open();
    if (config.stripeMode === 'test') {
      await expect(page.getByTestId('test-mode-banner')).toHaveText(/^MODE TEST/);
    } else {
      await expect(page.getByTestId('test-mode-banner')).toHaveCount(0);
    }
  });

  test('the landing page at 1280 px and at 360 px, without horizontal scroll', async ({
    page,
  }, testInfo) => {
    const landing = new LandingPage(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await landing.open();
    await expect(page.getByRole('img', { name: /boule de cristal/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath('landing-desktop.png'), fullPage: true });

    await page.setViewportSize({ width: 360, height: 740 });
    await landing.open();
    await expect(landing.composer()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath('landing-mobile-360.png'), fullPage: true });
  });
});
