import { expect, seedGuestSessions, test } from './fixtures';
import { ChatPage } from './pages/chat-page';
import { LandingPage } from './pages/landing-page';
import { photographBothThemes } from './support/overflow';

test.describe('guest consultation', () => {
  test('a guest spends the three free messages, meets the upgrade dialog, keeps everything on reload', async ({
    page,
  }, testInfo) => {
    // Nothing may reach the advertising service without consent and a configured tag.
    const adRequests: string[] = [];
    page.on('request', (request) => {
      if (/googletagmanager|google-analytics|doubleclick/.test(request.url())) {
        adRequests.push(request.url());
      }
    });
    const landing = new LandingPage(page);
    await landing.answerCookieBanner();
    await landing.open();
    await expect(landing.remaining()).toHaveText('3 messages gratuits restants');
    const sessionId = await landing.storage('guestSessionId');
    expect(sessionId).toMatch(/^guest_\d{13}_[a-z0-9]+$/);

    const counts = [
      '2 messages gratuits restants',
      '1 message gratuit restant',
      'Aucun message gratuit restant',
    ];
    for (const [index, count] of counts.entries()) {
      await landing.send(`Question n°${index + 1} : que me réserve l'amour ?`);
      await expect(landing.userMessages().nth(index)).toContainText(`Question n°${index + 1}`);
      // The reply comes piece by piece, then settles as a message.
      if (index === 0) await expect(landing.streaming()).toBeVisible();
      await expect(landing.assistantMessages()).toHaveCount(index + 1, { timeout: 15_000 });
      await expect(landing.streaming()).toHaveCount(0);
      await expect(landing.remaining()).toHaveText(count);
      expect(await landing.storage('guestMessagesRemaining')).toBe(String(2 - index));
    }
    // The first reply says who answers (D15).
    await expect(landing.assistantMessages().first()).toContainText('intelligence artificielle');

    // A fourth message is not sent: the upgrade dialog opens instead.
    await landing.send('Une quatrième question ?');
    const dialog = landing.upgradeDialog();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/10 messages pour 14\s€/);
    // D16: both ways on, with their real terms and price per message, neither as a bargain.
    await expect(dialog).toContainText(/Paiement unique, sans abonnement\s:\s1,40\s€ le message/);
    await expect(dialog).toContainText('Découverte : 10 messages par mois');
    await expect(dialog).toContainText(
      /7\s€ le premier mois puis 19\s€\/mois, résiliable à tout moment\s:\s0,70\s€ le message le premier mois, puis 1,90\s€/,
    );
    await expect(dialog).not.toContainText('Offre spéciale');
    await expect(dialog.getByRole('link', { name: '3114' })).toHaveAttribute('href', 'tel:3114');
    await expect(dialog.getByRole('link', { name: 'Choisir Découverte' })).toHaveAttribute(
      'href',
      /\/auth\?tab=register&next=%2Fsubscription%3Fplan%3Ddecouverte/,
    );
    await expect(
      dialog.getByRole('button', { name: /Acheter 10 messages pour 14\s€/ }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Créer un compte gratuit' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Voir les forfaits' })).toBeVisible();
    await expect(dialog.locator('input[type="hidden"][name="sessionId"]')).toHaveValue(sessionId!);
    await page.screenshot({ path: testInfo.outputPath('guest-upgrade-dialog.png') });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(landing.userMessages()).toHaveCount(3);
    // The unsent text waits in the composer.
    await expect(landing.composer()).toHaveValue('Une quatrième question ?');

    // "Voir les forfaits" from the dialog leads to the plans.
    await landing.send('Une quatrième question ?');
    await landing.upgradeDialog().getByRole('button', { name: 'Voir les forfaits' }).click();
    await expect(page.getByRole('dialog', { name: 'Nos forfaits' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The server keeps the conversation and the count: a reload shows both.
    await page.reload();
    await expect(landing.assistantMessages()).toHaveCount(3);
    await expect(landing.userMessages()).toHaveCount(3);
    await expect(landing.userMessages().first()).toContainText('Question n°1');
    await expect(landing.remaining()).toHaveText('Aucun message gratuit restant');
    await expect(landing.composer()).toHaveValue('Une quatrième question ?');

    // The special offer is a real form post, to the payment page; « Annuler » comes back here.
    await page.getByRole('button', { name: 'Continuer la consultation' }).click();
    // The express request to start at once (L221-28) is asked for with its own tick box (D23).
    await landing.upgradeDialog().getByTestId('special-offer-waiver').check();
    await landing
      .upgradeDialog()
      .getByRole('button', { name: /Acheter 10 messages pour 14\s€/ })
      .click();
    await expect(page).toHaveURL(/\/paiement-simule\/cs_test_/);
    await page.getByRole('button', { name: 'Annuler' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The conversation is still there under the message.
    await expect(landing.userMessages()).toHaveCount(3);
    expect(adRequests).toEqual([]);
  });

  test('Shift+Enter adds a line, and a blank message is not sent', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.answerCookieBanner();
    await landing.open();
    await landing.composer().fill('   ');
    await landing.composer().press('Enter');
    await landing.composer().fill('Première ligne');
    await landing.composer().press('Shift+Enter');
    await landing.composer().pressSequentially('seconde ligne');
    await expect(landing.composer()).toHaveValue('Première ligne\nseconde ligne');
    await expect(landing.userMessages()).toHaveCount(0);
    await expect(landing.remaining()).toHaveText('3 messages gratuits restants');
  });

  test("a refused message is rolled back with « Erreur d'envoi », and a 402 opens the upgrade dialog", async ({
    page,
  }) => {
    const landing = new LandingPage(page);
    await landing.answerCookieBanner();
    const refusals = [
      {
        status: 503,
        body: { message: 'La conseillère est indisponible.', code: 'chat.ai_failed' },
      },
      {
        status: 402,
        body: { message: 'Plus de messages gratuits.', code: 'guest.quota_exhausted' },
      },
    ];
    await page.route('**/api/guest/chat', async (route) => {
      const refusal = route.request().method() === 'POST' ? refusals.shift() : undefined;
      if (!refusal) return route.fallback();
      await route.fulfill({ status: refusal.status, json: refusal.body });
    });
    await landing.open();
    await expect(landing.remaining()).toHaveText('3 messages gratuits restants');

    await landing.send('Un message qui échoue');
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByRole('listitem'),
    ).toContainText("Erreur d'envoi");
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByRole('listitem'),
    ).toContainText('La conseillère est indisponible.');
    await expect(landing.userMessages()).toHaveCount(0);
    await expect(landing.remaining()).toHaveText('3 messages gratuits restants');
    await expect(landing.composer()).toHaveValue('Un message qui échoue');

    await landing.composer().press('Enter');
    await expect(landing.upgradeDialog()).toBeVisible();
    await expect(landing.userMessages()).toHaveCount(0);
    await expect(landing.remaining()).toHaveText('Aucun message gratuit restant');
  });

  test('signing up from the landing page brings the guest conversation into the new account', async ({
    page,
  }, testInfo) => {
    const landing = new LandingPage(page);
    await landing.answerCookieBanner();
    await landing.open();
    const question = 'Dois-je accepter ce poste à Lisbonne ?';
    await landing.send(question);
    await expect(landing.assistantMessages()).toHaveCount(1, { timeout: 15_000 });
    await expect(landing.remaining()).toHaveText('2 messages gratuits restants');

    await page.getByRole('button', { name: 'Connexion' }).click();
    const dialog = page.getByRole('dialog', { name: 'Votre espace de consultation' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('tab', { name: 'Inscription' }).click();
    await dialog.getByLabel('Prénom').fill('Camille');
    await dialog
      .getByLabel('Adresse e-mail')
      .fill(`invite.${testInfo.workerIndex}.${Date.now()}@exemple.fr`);
    await dialog.getByLabel('Mot de passe', { exact: true }).fill('secret123');
    await dialog
      .getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" })
      .check();
    await dialog.getByRole('button', { name: "S'inscrire" }).click();

    const chat = new ChatPage(page);
    await expect(page).toHaveURL(/\/chat\/\d+/);
    await expect(chat.userMessages().first()).toContainText(question);
    await expect(chat.assistantMessages()).toHaveCount(1);
    // The guest is no more: its local data went with the sign-up.
    expect(await landing.storage('guestSessionId')).toBeNull();
    expect(await landing.storage('guestMessagesRemaining')).toBeNull();
  });

  test('logging in from the landing page keeps the guest exchange and opens it (D19)', async ({
    page,
    newCustomer,
  }) => {
    const account = await newCustomer({ messagesRemaining: 3 });
    const landing = new LandingPage(page);
    await landing.answerCookieBanner();
    await landing.open();
    const question = 'Mon frère va-t-il me rappeler ?';
    await landing.send(question);
    await expect(landing.assistantMessages()).toHaveCount(1, { timeout: 15_000 });

    await page.getByRole('button', { name: 'Connexion' }).click();
    const dialog = page.getByRole('dialog', { name: 'Votre espace de consultation' });
    await expect(dialog).toContainText('votre consultation en cours y sera conservée');
    await dialog.getByLabel('Adresse e-mail').fill(account.email);
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();

    const chat = new ChatPage(page);
    await expect(page).toHaveURL(/\/chat\/\d+/);
    await expect(chat.userMessages().first()).toContainText(question);
    await expect(chat.assistantMessages()).toHaveCount(1);
    expect(await landing.storage('guestSessionId')).toBeNull();
  });

  test('a shared connection past its free consultations of the day is told so, never promised messages (D10)', async ({
    page,
    clientIp,
  }, testInfo) => {
    await seedGuestSessions(clientIp, 10);
    const landing = new LandingPage(page);
    await landing.answerCookieBanner();
    await landing.open();
    await expect(landing.remaining()).toHaveText('3 messages gratuits restants');
    await landing.send('Vais-je trouver un logement ?');
    await expect(landing.remaining()).toHaveText('Plus de consultation gratuite aujourd’hui');
    await expect(page.getByTestId('guest-exhausted-notice')).toContainText(
      'Les consultations gratuites de cette connexion sont épuisées pour aujourd’hui.',
    );
    // Nothing is lost: the message waits in the composer, and the way on is one tap away.
    await expect(landing.composer()).toHaveValue('Vais-je trouver un logement ?');
    await page.screenshot({ path: testInfo.outputPath('guest-refused.png') });
    await page.getByRole('button', { name: 'Continuer la consultation' }).click();
    // Nothing was exchanged: no thanks « pour ces premiers échanges ».
    const dialog = page.getByRole('dialog', { name: 'Plus de consultation gratuite aujourd’hui' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Les consultations gratuites de cette connexion sont épuisées',
    );
    await expect(dialog).not.toContainText('Merci pour ces premiers échanges');
    await photographBothThemes(page, testInfo, 'upgrade-dialog-refused');
  });
});
