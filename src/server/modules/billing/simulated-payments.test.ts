import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedPayments } from '../../adapters/payments/simulated.payments.js';
import { createDbObjectStore } from '../../adapters/payments/simulated.store.js';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { createCustomer, createTestApp, nextIp, type TestApp } from '../../test/test-app.js';

const PUBLIC_URL = 'http://localhost:5000';
const form = { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL };
type Auth = { authorization: string };

/**
 * The embedded default: the simulated provider's checkout and portal pages,
 * whose events go through the webhook's own handler (ADR 010).
 */
describe.each(testDatabaseKinds())('simulated payments on $name', (kind) => {
  let t: TestApp;
  let embedded: TestApp;

  beforeAll(async () => {
    const database = await kind.create();
    const config = {
      isProduction: false,
      jwtSecret: 'test-secret-test-secret-test-secret-!!',
      trustProxy: false as const,
      publicUrl: PUBLIC_URL,
    };
    // The provider's state lives in the database, as `npm start` has it.
    const payments = createSimulatedPayments({
      store: createDbObjectStore(database.db),
      publicUrl: PUBLIC_URL,
    });
    t = await createTestApp(database, { config, adapters: { payments } });
    embedded = await createTestApp(database, {
      config: { ...config, checkoutFlow: 'embedded' },
      adapters: { payments },
    });
  });
  afterAll(async () => {
    await embedded.close();
    await t.close();
    await t.database.close();
  });

  const me = async (auth: Auth) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).json();
  async function checkoutFor(auth: Auth, tier: string, app = t) {
    await app.app.inject({
      method: 'POST',
      url: '/api/record-cgu-acceptance',
      headers: auth,
      payload: { action: 'subscription', metadata: { newPlan: tier, withdrawalWaiver: true } },
    });
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/subscribe/${tier}`,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().redirectUrl as string;
  }
  const path = (url: string) => url.replace(PUBLIC_URL, '');

  it('shows a French checkout page marked as a test, and paying there activates the plan', async () => {
    const customer = await createCustomer(t, { messagesRemaining: 0 });
    const url = await checkoutFor(customer.auth, 'decouverte');
    expect(url).toMatch(/^http:\/\/localhost:5000\/paiement-simule\/cs_test_/);
    const page = await t.app.inject({ method: 'GET', url: path(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('MODE TEST');
    expect(page.body).toContain('Découverte');
    // The welcome offer, a real discount: 7 € today, then 19 € a month.
    expect(page.body).toContain('Payer 7,00');
    expect(page.body).toContain('puis 19,00');
    expect(page.body).toContain('droit de rétractation');

    const sessionId = /cs_test_\w+/.exec(url)![0];
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/simulated-payments/checkout/${sessionId}/pay`,
      headers: { ...form, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: '',
    });
    expect(forged.statusCode).toBe(403);

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/simulated-payments/checkout/${sessionId}/pay`,
      headers: form,
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `${PUBLIC_URL}/chat?payment_success=true&session_id=${sessionId}`,
    );
    expect(await me(customer.auth)).toMatchObject({
      subscriptionTier: 'decouverte',
      messagesRemaining: 10,
    });
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/billing/confirm',
      headers: customer.auth,
      payload: { sessionId },
    });
    expect(confirm.json()).toMatchObject({ status: 'paid', tier: 'decouverte' });
  });

  it('« Annuler » leaves the plan as it was', async () => {
    const customer = await createCustomer(t, { messagesRemaining: 2 });
    const sessionId = /cs_test_\w+/.exec(await checkoutFor(customer.auth, 'vip'))![0];
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/simulated-payments/checkout/${sessionId}/cancel`,
      headers: form,
      payload: '',
    });
    expect(back.headers.location).toBe(`${PUBLIC_URL}/subscription?canceled=true`);
    expect(await me(customer.auth)).toMatchObject({
      subscriptionTier: 'gratuit',
      messagesRemaining: 2,
    });
  });

  it('a closed checkout says so in French, whichever button is pressed (issue 36)', async () => {
    const customer = await createCustomer(t, { messagesRemaining: 2 });
    const sessionId = /cs_test_\w+/.exec(await checkoutFor(customer.auth, 'guidance'))![0];
    const press = (choice: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/simulated-payments/checkout/${sessionId}/${choice}`,
        headers: form,
        payload: '',
      });
    expect((await press('cancel')).statusCode).toBe(303);
    for (const choice of ['pay', 'cancel']) {
      const late = await press(choice);
      expect(late.statusCode, choice).toBe(409);
      expect(late.body).toContain('Session de paiement expirée');
    }
    expect((await me(customer.auth)).subscriptionTier).toBe('gratuit');
  });

  it('the portal cancels and resumes, and a developer triggers renewals and the end of a period', async () => {
    const customer = await createCustomer(t, { messagesRemaining: 0 });
    const sessionId = /cs_test_\w+/.exec(await checkoutFor(customer.auth, 'guidance'))![0];
    await t.app.inject({
      method: 'POST',
      url: `/api/simulated-payments/checkout/${sessionId}/pay`,
      headers: form,
      payload: '',
    });
    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      headers: customer.auth,
    });
    const portalUrl = path(portal.json().url);
    expect(portalUrl).toMatch(/^\/paiement-simule\/portail\/cus_\w+\?session=bps_/);
    const page = await t.app.inject({ method: 'GET', url: portalUrl });
    expect(page.body).toContain('Résilier à la fin de la période');
    expect(page.body).toContain('Simuler le renouvellement');
    const [, customerId, session] = /portail\/(cus_\w+)\?session=(bps_\w+)/.exec(portalUrl)!;
    const subscriptionId = /name="subscriptionId" value="(sub_\w+)"/.exec(page.body)![1]!;
    const act = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/simulated-payments/portal/${customerId}/${action}`,
        headers: form,
        payload: `session=${session}&subscriptionId=${subscriptionId}`,
      });

    const id = (
      await t.app.inject({ method: 'POST', url: '/api/conversations', headers: customer.auth })
    ).json().id;
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: customer.auth,
      payload: { content: 'Bonjour' },
    });
    expect((await act('renew')).statusCode).toBe(303);
    expect((await me(customer.auth)).messagesRemaining).toBe(30);

    expect((await act('cancel')).statusCode).toBe(303);
    expect((await me(customer.auth)).accountStatus).toBe('pending_cancel');
    await act('resume');
    expect((await me(customer.auth)).accountStatus).toBe('active');
    await act('cancel');
    await act('end-period');
    expect(await me(customer.auth)).toMatchObject({
      subscriptionTier: 'gratuit',
      messagesRemaining: 0,
    });

    // Someone else's portal session opens nothing.
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/simulated-payments/portal/cus_autre/renew`,
      headers: form,
      payload: `session=${session}&subscriptionId=${subscriptionId}`,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('the portal lists the invoices, each with its VAT at 20 % inside the TTC price, for its customer only', async () => {
    const customer = await createCustomer(t, { messagesRemaining: 0 });
    const sessionId = /cs_test_\w+/.exec(await checkoutFor(customer.auth, 'privilege'))![0];
    await t.app.inject({
      method: 'POST',
      url: `/api/simulated-payments/checkout/${sessionId}/pay`,
      headers: form,
      payload: '',
    });
    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      headers: customer.auth,
    });
    const page = await t.app.inject({ method: 'GET', url: path(portal.json().url) });
    expect(page.body).toContain('Mes factures');
    const link = /href="(\/paiement-simule\/facture\/in_\w+\?session=bps_\w+)"/.exec(
      page.body,
    )![1]!;
    const invoice = await t.app.inject({ method: 'GET', url: link.replaceAll('&amp;', '&') });
    expect(invoice.statusCode).toBe(200);
    const text = invoice.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    // 69 € TTC: 57,50 € HT and 11,50 € of VAT (69 × 20 / 120).
    expect(text).toContain('Montant HT 57,50 €');
    expect(text).toContain('TVA 20 % 11,50 €');
    expect(text).toContain('Total TTC 69,00 €');

    // Without the portal session, or with another customer's, the invoice is not shown.
    const invoiceId = /facture\/(in_\w+)/.exec(link)![1]!;
    const bare = await t.app.inject({
      method: 'GET',
      url: `/paiement-simule/facture/${invoiceId}`,
    });
    expect(bare.statusCode).toBe(404);
    const other = await createCustomer(t, { messagesRemaining: 0 });
    const otherCheckout = /cs_test_\w+/.exec(await checkoutFor(other.auth, 'decouverte'))![0];
    await t.app.inject({
      method: 'POST',
      url: `/api/simulated-payments/checkout/${otherCheckout}/pay`,
      headers: form,
      payload: '',
    });
    const otherPortal = await t.app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      headers: other.auth,
    });
    const otherSession = /session=(bps_\w+)/.exec(otherPortal.json().url)![1]!;
    const crossed = await t.app.inject({
      method: 'GET',
      url: `/paiement-simule/facture/${invoiceId}?session=${otherSession}`,
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('the special offer: the e-mail is asked on the page, then the buyer comes back logged in', async () => {
    const guest = `guest_${Date.now()}_simulatedoffer1`;
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/special-offer',
      remoteAddress: nextIp(),
      headers: form,
      payload: `sessionId=${guest}&withdrawalWaiver=on`,
    });
    const url = start.headers.location as string;
    expect(url).toMatch(/\/paiement-simule\/cs_test_/);
    const page = await t.app.inject({ method: 'GET', url: path(url) });
    expect(page.body).toContain('Offre spéciale');
    expect(page.body).toContain('Payer 14,00');
    const sessionId = /cs_test_\w+/.exec(url)![0];
    const noEmail = await t.app.inject({
      method: 'POST',
      url: `/api/simulated-payments/checkout/${sessionId}/pay`,
      headers: form,
      payload: '',
    });
    expect(noEmail.statusCode).toBe(400);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/simulated-payments/checkout/${sessionId}/pay`,
      headers: form,
      payload: `email=${encodeURIComponent(`simule.${Date.now()}@exemple.fr`)}`,
    });
    const back = await t.app.inject({ method: 'GET', url: path(paid.headers.location as string) });
    expect(back.headers.location).toMatch(
      /^\/chat\?special_offer_success=true&transaction_id=cs_test_\w+&ac=/,
    );
  });

  it('the embedded flow: /stripe-payment asks its client secret, paid with the simulated form', async () => {
    const customer = await createCustomer(embedded, { messagesRemaining: 0 });
    const redirect = await checkoutFor(customer.auth, 'privilege', embedded);
    const target = new URL(redirect, PUBLIC_URL);
    expect(target.pathname).toBe('/stripe-payment');
    expect(target.searchParams.get('tier')).toBe('privilege');
    // The secret stays out of the address; the signed-in customer asks for it (issue 38).
    expect(target.searchParams.get('client_secret')).toBeNull();
    expect(redirect).not.toMatch(/secret/);
    const subscriptionId = target.searchParams.get('subscription_id')!;
    const other = await createCustomer(embedded);
    const askSecret = (auth: Auth) =>
      embedded.app.inject({
        method: 'POST',
        url: '/api/billing/payment-secret',
        headers: auth,
        payload: { subscriptionId },
      });
    const secret = await askSecret(customer.auth);
    expect(secret.statusCode, secret.body).toBe(200);
    expect(secret.json().clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const stranger = await askSecret(other.auth);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Session de paiement non trouvée.');
    const notYours = await embedded.app.inject({
      method: 'POST',
      url: `/api/simulated-payments/intents/${subscriptionId}/confirm`,
      headers: other.auth,
    });
    expect(notYours.statusCode).toBe(404);
    const confirmed = await embedded.app.inject({
      method: 'POST',
      url: `/api/simulated-payments/intents/${subscriptionId}/confirm`,
      headers: customer.auth,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await me(customer.auth)).toMatchObject({
      subscriptionTier: 'privilege',
      messagesRemaining: 60,
    });
    // Paid: there is no secret left to give.
    expect((await askSecret(customer.auth)).statusCode).toBe(404);
  });
});
