import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseForm } from './stripe-wire-api.js';
import { startFakeStripeServer, type FakeStripeServer } from './fake-stripe-server.js';

const KEY = 'sk_test_wire_123';
let fake: FakeStripeServer;
beforeEach(async () => {
  fake = await startFakeStripeServer();
});
afterEach(() => fake.close());

interface Answer {
  id?: string;
  data?: unknown[];
  latest_invoice?: unknown;
  error?: Record<string, unknown>;
  [field: string]: unknown;
}

/** A raw call, as the SDK makes it: form body for POST, query string otherwise. */
async function api(
  method: string,
  path: string,
  form = '',
  headers: Record<string, string> = { authorization: `Bearer ${KEY}` },
) {
  const withQuery = method === 'POST' || !form ? path : `${path}?${form}`;
  const response = await fetch(`${fake.apiBase}${withQuery}`, {
    method,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    ...(method === 'POST' ? { body: form } : {}),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Answer,
  };
}
const auth = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${KEY}`, ...extra });

async function arrangeCatalogue() {
  await fake.core.createProduct({ id: 'prod_plan', name: 'Plan' });
  const price = await fake.core.createPrice({
    product: 'prod_plan',
    currency: 'eur',
    unit_amount: 1900,
    recurring: { interval: 'month' },
    lookup_key: 'plan_monthly',
  });
  const customer = await fake.core.createCustomer({ email: 'nina@exemple.fr' });
  return { price, customer };
}

describe('fake Stripe server: the wire', () => {
  it('decodes nested form parameters as the SDK encodes them', () => {
    expect(
      parseForm(
        'line_items[0][price]=price_1&line_items[0][quantity]=1&line_items[1][price]=price_2' +
          '&metadata[userId]=7&expand[]=a&expand[]=b.c&note=%C3%A9t%C3%A9+%26+co',
      ),
    ).toEqual({
      line_items: [{ price: 'price_1', quantity: '1' }, { price: 'price_2' }],
      metadata: { userId: '7' },
      expand: ['a', 'b.c'],
      note: 'été & co',
    });
  });

  it('asks for a secret key (401 without one, or with a publishable key)', async () => {
    const none = await api('GET', '/v1/customers/cus_x', '', {});
    const publishable = await api('GET', '/v1/customers/cus_x', '', {
      authorization: 'Bearer pk_test_123',
    });

    expect(none.status).toBe(401);
    expect(none.body.error).toMatchObject({ type: 'invalid_request_error' });
    expect(publishable.status).toBe(401);
  });

  it('answers Stripe error objects: unknown route, unknown object, unknown or missing parameter', async () => {
    const route = await api('GET', '/v1/nothing');
    const missing = await api('GET', '/v1/subscriptions/sub_nope');
    const unknown = await api('POST', '/v1/customers', 'email=a%40b.fr&nmae=typo');
    const nested = await api(
      'POST',
      '/v1/checkout/sessions',
      'mode=payment&line_items[0][price]=p&line_items[0][colour]=red',
    );
    const required = await api('POST', '/v1/billing_portal/sessions', 'locale=fr');

    expect(route.status).toBe(404);
    expect(missing).toMatchObject({
      status: 404,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'id' } },
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { error: { code: 'parameter_unknown', param: 'nmae' } },
    });
    expect(nested.body.error).toMatchObject({
      code: 'parameter_unknown',
      message: 'Received unknown parameter: line_items[0][colour]',
    });
    expect(required.body.error).toMatchObject({ code: 'parameter_missing', param: 'customer' });
  });

  it('refuses a reference to an unknown object with a 400 naming the parameter', async () => {
    const { customer } = await arrangeCatalogue();

    const answer = await api(
      'POST',
      '/v1/checkout/sessions',
      `mode=subscription&customer=${customer.id}&line_items[0][price]=price_nope`,
    );

    expect(answer).toMatchObject({
      status: 400,
      body: { error: { code: 'resource_missing', param: 'line_items[0][price]' } },
    });
  });

  it('honours Idempotency-Key: same key, same object; other parameters, an error', async () => {
    const first = await api(
      'POST',
      '/v1/customers',
      'email=a%40b.fr',
      auth({ 'idempotency-key': 'k1' }),
    );
    const again = await api(
      'POST',
      '/v1/customers',
      'email=a%40b.fr',
      auth({ 'idempotency-key': 'k1' }),
    );
    const other = await api(
      'POST',
      '/v1/customers',
      'email=c%40d.fr',
      auth({ 'idempotency-key': 'k1' }),
    );
    const fresh = await api(
      'POST',
      '/v1/customers',
      'email=a%40b.fr',
      auth({ 'idempotency-key': 'k2' }),
    );

    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(other).toMatchObject({ status: 400, body: { error: { type: 'idempotency_error' } } });
    expect(fresh.body.id).not.toBe(first.body.id);
  });

  it('lists prices by lookup key, with data and has_more', async () => {
    await arrangeCatalogue();

    const found = await api(
      'GET',
      '/v1/prices',
      'lookup_keys[0]=plan_monthly&lookup_keys[1]=other',
    );
    const none = await api('GET', '/v1/prices', 'lookup_keys[0]=other');

    expect(found.body).toMatchObject({ object: 'list', has_more: false, url: '/v1/prices' });
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data?.[0]).toMatchObject({ object: 'price', lookup_key: 'plan_monthly' });
    expect(none.body.data).toEqual([]);
  });

  it('expands what is asked, and shows includable fields only then', async () => {
    const { price, customer } = await arrangeCatalogue();
    const created = await api(
      'POST',
      '/v1/subscriptions',
      `customer=${customer.id}&items[0][price]=${price.id}&payment_behavior=default_incomplete`,
    );
    const id = created.body.id ?? '';

    const plain = await api('GET', `/v1/subscriptions/${id}`);
    const invoice = await api('GET', `/v1/subscriptions/${id}`, 'expand[]=latest_invoice');
    const secret = await api(
      'GET',
      `/v1/subscriptions/${id}`,
      'expand[0]=latest_invoice.confirmation_secret&expand[1]=customer',
    );
    const wrong = await api('GET', `/v1/subscriptions/${id}`, 'expand[]=status');

    expect(created.body).toMatchObject({ object: 'subscription', status: 'incomplete' });
    expect(typeof plain.body.latest_invoice).toBe('string');
    expect(invoice.body.latest_invoice).toMatchObject({ object: 'invoice', status: 'open' });
    expect(invoice.body.latest_invoice).not.toHaveProperty('confirmation_secret');
    expect(secret.body).toMatchObject({
      latest_invoice: {
        confirmation_secret: {
          type: 'payment_intent',
          client_secret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
        },
      },
      customer: { id: customer.id, object: 'customer' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: { param: 'expand' } } });
  });

  it('fails the next request as asked, then serves normally', async () => {
    fake.failNext({ status: 402, error: { type: 'card_error', code: 'card_declined' } });

    const failed = await api('POST', '/v1/customers', 'email=a%40b.fr');
    const served = await api('POST', '/v1/customers', 'email=a%40b.fr');

    expect(failed).toMatchObject({
      status: 402,
      body: { error: { type: 'card_error', code: 'card_declined' } },
    });
    expect(served.status).toBe(200);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      params: { email: 'a@b.fr' },
    });
  });

  it('records the events its API calls cause', async () => {
    const { price, customer } = await arrangeCatalogue();
    const session = await api(
      'POST',
      '/v1/checkout/sessions',
      `mode=subscription&customer=${customer.id}&line_items[0][price]=${price.id}`,
    );

    await api('POST', `/v1/checkout/sessions/${session.body.id ?? ''}/expire`);

    expect(fake.events.map((e) => e.type)).toEqual(['checkout.session.expired']);
  });
});

describe('fake Stripe server: signing', () => {
  it('signs as Stripe does: the official SDK accepts it', async () => {
    const event = { id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: {} } };
    const timestamp = Math.floor(Date.now() / 1000);

    const { payload, header } = fake.sign(event, { secret: 'whsec_abc', timestamp });

    expect(header).toMatch(new RegExp(`^t=${timestamp},v1=[0-9a-f]{64}$`));
    const stripe = new Stripe('sk_test_x');
    expect(stripe.webhooks.constructEvent(payload, header, 'whsec_abc', 300)).toEqual(event);
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_other', 300)).toThrow();
  });
});
