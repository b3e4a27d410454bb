/**
 * A fake Stripe API for tests. It speaks the real wire format on loopback —
 * form-encoded requests (`a[b][0][c]=…`, as the SDK sends them), JSON
 * answers, Stripe's error objects and statuses, `Idempotency-Key`,
 * `expand[]`, lists — so the real adapter runs unchanged against it, through
 * `STRIPE_API_BASE`. Behind it is the same Stripe-like core as the simulated
 * provider, in memory.
 *
 *   const fake = await startFakeStripeServer();
 *   const payments = createStripePayments({ secretKey: 'sk_test_x', apiBase: fake.apiBase, … });
 *   const { id } = await payments.startSubscriptionCheckout(…);
 *   const events = await fake.completeCheckout(id);          // what Stripe would send
 *   const { payload, header } = fake.sign(events[0], { secret: 'whsec_x' });
 *   expect(fake.requests.at(-1)?.body).toMatchObject({ locale: 'fr' });
 *   await fake.close();
 *
 * Unknown parameters are refused (400, « Received unknown parameter »), as
 * Stripe does, so a typo in the adapter fails a test instead of being ignored.
 */
import { createHmac, randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { type AddressInfo } from 'node:net';
import { z } from 'zod';
import { CoreError } from '../adapters/payments/stripe-core/core-error.js';
import {
  createMemoryObjectStore,
  type StoredObject,
} from '../adapters/payments/stripe-core/object-store.js';
import type { StripeEvent } from '../adapters/payments/stripe-core/objects.js';
import { createStripeCore, type StripeCore } from '../adapters/payments/stripe-core/stripe-core.js';
import { STRIPE_API_VERSION } from '../adapters/payments/stripe-api-version.js';

export interface FakeStripeRequest {
  method: string;
  /** Without the query string: `/v1/checkout/sessions`. */
  path: string;
  /** The query (GET, DELETE) or the form body (POST), decoded into nested objects and arrays. */
  params: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}

export interface FakeStripeError {
  type?: string;
  code?: string | null;
  message?: string;
  param?: string | null;
  decline_code?: string;
}

export interface FakeStripeServer {
  /** For `STRIPE_API_BASE`, e.g. `http://127.0.0.1:41234`. */
  apiBase: string;
  /** Every request received, oldest first (clear with `length = 0`). */
  requests: FakeStripeRequest[];
  /** Every event the fake's objects caused so far, oldest first, API calls included. */
  events: StripeEvent[];
  /** The state machine itself, to read or arrange objects directly. */
  core: StripeCore;
  /** The customer pays on the hosted page. */
  completeCheckout(
    sessionId: string,
    buyer?: { email?: string; name?: string },
  ): Promise<StripeEvent[]>;
  expireCheckout(sessionId: string): Promise<StripeEvent[]>;
  /** Stripe.js confirmed the first invoice of an incomplete subscription. */
  confirmIntent(subscriptionId: string): Promise<StripeEvent[]>;
  renew(subscriptionId: string): Promise<StripeEvent[]>;
  failRenewal(subscriptionId: string): Promise<StripeEvent[]>;
  recover(subscriptionId: string): Promise<StripeEvent[]>;
  giveUp(subscriptionId: string): Promise<StripeEvent[]>;
  endPeriod(subscriptionId: string): Promise<StripeEvent[]>;
  /**
   * A webhook delivery as Stripe signs it: the JSON body, and
   * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.
   */
  sign(
    event: object,
    options: { secret: string; timestamp?: number },
  ): { payload: string; header: string };
  /** The next request (whichever) fails with this status and Stripe error object. */
  failNext(failure: { status: number; error?: FakeStripeError }): void;
  close(): Promise<void>;
}

export async function startFakeStripeServer(
  options: { clock?: () => Date } = {},
): Promise<FakeStripeServer> {
  const core = createStripeCore({
    store: createMemoryObjectStore(),
    ...(options.clock ? { clock: options.clock } : {}),
    urls: {
      checkout: (id) => `https://checkout.stripe.com/c/pay/${id}`,
      portal: (_customer, id) => `https://billing.stripe.com/p/session/test_${id.slice(4)}`,
      hostedInvoice: (id) => `https://invoice.stripe.com/i/acct_fake/test_${id.slice(3)}`,
      invoicePdf: (id) => `https://pay.stripe.com/invoice/acct_fake/test_${id.slice(3)}/pdf`,
    },
  });
  const state: ServerState = { core, requests: [], events: [], failures: [] };
  const server = createServer((req, res) => {
    handle(req, res, state).catch((error: unknown) => {
      sendError(
        res,
        new CoreError(500, 'api_error', null, `Fake Stripe crashed: ${String(error)}`),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const record = async (events: Promise<StripeEvent[]>) => {
    const caused = await events;
    state.events.push(...caused);
    return caused;
  };
  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests: state.requests,
    events: state.events,
    core,
    completeCheckout: (id, buyer) =>
      record(core.completeCheckoutSession(id, buyer).then((c) => c.events)),
    expireCheckout: (id) => record(core.expireCheckoutSession(id).then((c) => c.events)),
    confirmIntent: (id) => record(core.confirmSubscriptionPayment(id)),
    renew: (id) => record(core.renew(id)),
    failRenewal: (id) => record(core.failRenewal(id)),
    recover: (id) => record(core.recover(id)),
    giveUp: (id) => record(core.giveUp(id)),
    endPeriod: (id) => record(core.endPeriod(id)),
    sign: (event, { secret, timestamp }) => signEvent(event, secret, timestamp ?? core.now()),
    failNext: (failure) => void state.failures.push(failure),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export function signEvent(event: object, secret: string, timestamp: number) {
  const payload = JSON.stringify(event, null, 2);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return { payload, header: `t=${timestamp},v1=${signature}` };
}

interface ServerState {
  core: StripeCore;
  requests: FakeStripeRequest[];
  events: StripeEvent[];
  failures: Array<{ status: number; error?: FakeStripeError }>;
}

async function handle(req: IncomingMessage, res: ServerResponse, state: ServerState) {
  const url = new URL(req.url ?? '/', 'http://fake');
  const method = req.method ?? 'GET';
  const body = await readText(req);
  const params = parseForm(method === 'POST' ? body : url.search.slice(1));
  state.requests.push({ method, path: url.pathname, params, headers: req.headers });

  const failure = state.failures.shift();
  if (failure) return sendFailure(res, failure);
  const auth = checkKey(req.headers.authorization);
  if (auth) return sendError(res, auth);

  const route = findRoute(method, url.pathname);
  if (!route) {
    return sendError(
      res,
      new CoreError(
        404,
        'invalid_request_error',
        null,
        `Unrecognized request URL (${method}: ${url.pathname}).`,
      ),
    );
  }
  const run = async () => {
    const input = parseParams(route.schema, params);
    const { object, events = [] } = await route.run(state.core, route.ids, input);
    state.events.push(...events);
    const expand = (input as { expand?: string[] }).expand ?? [];
    // Lists are sent as they are: `expand[]=data.…` is not modelled.
    if (object.object === 'list') return object;
    return await state.core.render(object as StoredObject, expand);
  };
  try {
    const key = req.headers['idempotency-key'];
    if (method === 'POST' && typeof key === 'string') {
      const fingerprint = JSON.stringify([method, url.pathname, params]);
      const { result, replayed } = await state.core.idempotent(key, fingerprint, run);
      return sendJson(res, 200, result, replayed ? { 'idempotent-replayed': 'true' } : {});
    }
    return sendJson(res, 200, await run());
  } catch (error) {
    if (error instanceof CoreError) return sendError(res, error);
    throw error;
  }
}

function checkKey(authorization: string | undefined): CoreError | null {
  if (!authorization) {
    return new CoreError(
      401,
      'invalid_request_error',
      null,
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  const key = /^Bearer ((?:sk|rk)_(?:test|live)_\S+)$/.exec(authorization)?.[1];
  if (key) return null;
  return new CoreError(
    401,
    'invalid_request_error',
    'api_key_invalid',
    `Invalid API Key provided: ${authorization.replace(/^Bearer /, '').slice(0, 8)}****`,
  );
}

// ---------- routes: wire parameters (strings) → the core's typed parameters

type Ids = string[];
type Result = { object: { object: string }; events?: StripeEvent[] };
interface Route {
  method: string;
  pattern: RegExp;
  schema: z.ZodType;
  run(core: StripeCore, ids: Ids, input: never): Promise<Result>;
}

const int = z
  .string()
  .regex(/^-?\d+$/, 'Invalid integer')
  .transform(Number);
const bool = z.enum(['true', 'false']).transform((value) => value === 'true');
const metadata = z.record(z.string(), z.string());
const expandable = { expand: z.array(z.string()).optional() };
const onlyExpand = z.strictObject(expandable);
const customerParams = z.strictObject({
  email: z.string().optional(),
  name: z.string().optional(),
  metadata: metadata.optional(),
  ...expandable,
});

function route<S extends z.ZodType>(
  method: string,
  path: string,
  schema: S,
  run: (core: StripeCore, ids: Ids, input: z.output<S>) => Promise<Result>,
): Route {
  const pattern = new RegExp(`^${path.replace(/:id/g, '([^/]+)')}$`);
  return { method, pattern, schema, run: run as Route['run'] };
}

const object = <T extends { object: string }>(value: Promise<T>) =>
  value.then((o) => ({ object: o }));
const id = (ids: Ids) => decodeURIComponent(ids[0] ?? '');

const ROUTES: Route[] = [
  route('POST', '/v1/customers', customerParams, (core, _ids, p) => object(core.createCustomer(p))),
  route('GET', '/v1/customers/:id', onlyExpand, (core, ids) =>
    object(core.retrieveCustomer(id(ids))),
  ),
  route('POST', '/v1/customers/:id', customerParams, (core, ids, p) =>
    object(core.updateCustomer(id(ids), p)),
  ),
  route('DELETE', '/v1/customers/:id', onlyExpand, (core, ids) =>
    object(core.deleteCustomer(id(ids))),
  ),
  route(
    'POST',
    '/v1/products',
    z.strictObject({
      id: z.string().optional(),
      name: z.string(),
      description: z.string().optional(),
      metadata: metadata.optional(),
      ...expandable,
    }),
    (core, _ids, p) => object(core.createProduct(p)),
  ),
  route('GET', '/v1/products/:id', onlyExpand, (core, ids) =>
    object(core.retrieveProduct(id(ids))),
  ),
  route(
    'POST',
    '/v1/prices',
    z.strictObject({
      product: z.string(),
      currency: z.string(),
      unit_amount: int,
      recurring: z
        .strictObject({ interval: z.literal('month'), interval_count: int.optional() })
        .optional(),
      lookup_key: z.string().optional(),
      transfer_lookup_key: bool.optional(),
      nickname: z.string().optional(),
      metadata: metadata.optional(),
      ...expandable,
    }),
    (core, _ids, p) => object(core.createPrice(p)),
  ),
  route(
    'GET',
    '/v1/prices',
    z.strictObject({
      lookup_keys: z.array(z.string()).optional(),
      active: bool.optional(),
      limit: int.optional(),
      ...expandable,
    }),
    (core, _ids, p) => listed(core.listPrices(p)),
  ),
  route('GET', '/v1/prices/:id', onlyExpand, (core, ids) => object(core.retrievePrice(id(ids)))),
  route(
    'POST',
    '/v1/coupons',
    z.strictObject({
      id: z.string().optional(),
      amount_off: int.optional(),
      percent_off: z.coerce.number().optional(),
      currency: z.string().optional(),
      duration: z.enum(['once', 'forever', 'repeating']),
      name: z.string().optional(),
      applies_to: z.strictObject({ products: z.array(z.string()) }).optional(),
      metadata: metadata.optional(),
      ...expandable,
    }),
    (core, _ids, p) => object(core.createCoupon(p)),
  ),
  route('GET', '/v1/coupons/:id', onlyExpand, (core, ids) => object(core.retrieveCoupon(id(ids)))),
  route(
    'POST',
    '/v1/checkout/sessions',
    z.strictObject({
      mode: z.enum(['subscription', 'payment']),
      line_items: z.array(z.strictObject({ price: z.string(), quantity: int.optional() })),
      customer: z.string().optional(),
      customer_email: z.string().optional(),
      customer_creation: z.enum(['always', 'if_required']).optional(),
      client_reference_id: z.string().optional(),
      discounts: z.array(z.strictObject({ coupon: z.string().optional() })).optional(),
      metadata: metadata.optional(),
      subscription_data: z.strictObject({ metadata: metadata.optional() }).optional(),
      payment_intent_data: z.strictObject({ metadata: metadata.optional() }).optional(),
      locale: z.string().optional(),
      success_url: z.string().optional(),
      cancel_url: z.string().optional(),
      custom_text: z
        .strictObject({ submit: z.strictObject({ message: z.string() }).optional() })
        .optional(),
      expires_at: int.optional(),
      ...expandable,
    }),
    (core, _ids, p) => object(core.createCheckoutSession(p)),
  ),
  route('GET', '/v1/checkout/sessions/:id', onlyExpand, (core, ids) =>
    object(core.retrieveCheckoutSession(id(ids))),
  ),
  route('POST', '/v1/checkout/sessions/:id/expire', onlyExpand, (core, ids) =>
    core.expireCheckoutSession(id(ids)),
  ),
  route(
    'POST',
    '/v1/subscriptions',
    z.strictObject({
      customer: z.string(),
      items: z.array(z.strictObject({ price: z.string(), quantity: int.optional() })),
      payment_behavior: z.string().optional(),
      payment_settings: z
        .strictObject({ save_default_payment_method: z.string().optional() })
        .optional(),
      discounts: z.array(z.strictObject({ coupon: z.string().optional() })).optional(),
      metadata: metadata.optional(),
      ...expandable,
    }),
    (core, _ids, p) => object(core.createSubscription(p)),
  ),
  route(
    'GET',
    '/v1/subscriptions',
    z.strictObject({
      customer: z.string().optional(),
      status: z.string().optional(),
      limit: int.optional(),
      ...expandable,
    }),
    async (core, _ids, p) => {
      const all = await core.listSubscriptions({
        ...(p.customer ? { customer: p.customer } : {}),
        ...(p.status ? { status: p.status as 'all' } : {}),
      });
      const limit = p.limit ?? 10;
      return listed(
        Promise.resolve({
          object: 'list' as const,
          data: all.slice(0, limit),
          has_more: all.length > limit,
          url: '/v1/subscriptions',
        }),
      );
    },
  ),
  route('GET', '/v1/subscriptions/:id', onlyExpand, (core, ids) =>
    object(core.retrieveSubscription(id(ids))),
  ),
  route(
    'POST',
    '/v1/subscriptions/:id',
    z.strictObject({
      cancel_at_period_end: bool.optional(),
      metadata: metadata.optional(),
      ...expandable,
    }),
    (core, ids, p) => core.updateSubscription(id(ids), p),
  ),
  route('DELETE', '/v1/subscriptions/:id', onlyExpand, (core, ids) =>
    core.cancelSubscription(id(ids)),
  ),
  route('GET', '/v1/invoices/:id', onlyExpand, (core, ids) =>
    object(core.retrieveInvoice(id(ids))),
  ),
  route(
    'POST',
    '/v1/billing_portal/sessions',
    z.strictObject({
      customer: z.string(),
      return_url: z.string().optional(),
      locale: z.string().optional(),
      ...expandable,
    }),
    (core, _ids, p) => object(core.createPortalSession(p)),
  ),
];

/** A list answers as `{ object: 'list', data, has_more, url }`. */
function listed<T>(list: Promise<{ object: 'list'; data: T[]; has_more: boolean; url: string }>) {
  return list.then((value) => ({ object: value }));
}

function findRoute(method: string, path: string) {
  for (const candidate of ROUTES) {
    if (candidate.method !== method) continue;
    const match = candidate.pattern.exec(path);
    if (match) return { ...candidate, ids: match.slice(1) };
  }
  return null;
}

function parseParams(schema: z.ZodType, params: Record<string, unknown>): never {
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data as never;
  const [issue] = parsed.error.issues;
  const param = wireName([...(issue?.path ?? [])]);
  if (issue?.code === 'unrecognized_keys') {
    const key = wireName([...issue.path, issue.keys[0] ?? '']);
    throw new CoreError(
      400,
      'invalid_request_error',
      'parameter_unknown',
      `Received unknown parameter: ${key}`,
      key,
    );
  }
  if (issue?.code === 'invalid_type' && issue.input === undefined) {
    throw new CoreError(
      400,
      'invalid_request_error',
      'parameter_missing',
      `Missing required param: ${param}.`,
      param,
    );
  }
  throw new CoreError(
    400,
    'invalid_request_error',
    'parameter_invalid',
    `Invalid value for ${param}: ${issue?.message ?? 'invalid'}`,
    param,
  );
}

/** `['line_items', 0, 'price']` → `line_items[0][price]`, as Stripe names params. */
function wireName(path: PropertyKey[]): string {
  const [first, ...rest] = path.map(String);
  return `${first ?? ''}${rest.map((part) => `[${part}]`).join('')}`;
}

// ---------- the wire: form decoding, answers

/**
 * Decodes `a[b][0][c]=x&list[]=y` into `{ a: { b: [{ c: 'x' }] }, list: ['y'] }`:
 * keys made only of indexes become arrays, in index order.
 */
export function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const [head = '', ...tail] = key.split('[');
    const path = [head, ...tail.map((part) => part.replace(/]$/, ''))];
    let node = root;
    path.forEach((part, index) => {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      node = (typeof next === 'object' && next !== null ? next : (node[name] = {})) as Record<
        string,
        unknown
      >;
    });
  }
  return arraysOf(root) as Record<string, unknown>;
}

function arraysOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arraysOf(v)] as const);
  const indexed = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
  if (!indexed) return Object.fromEntries(entries);
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
}

function sendFailure(res: ServerResponse, { status, error = {} }: ServerState['failures'][number]) {
  sendJson(res, status, {
    error: {
      type: error.type ?? (status >= 500 ? 'api_error' : 'invalid_request_error'),
      code: error.code ?? null,
      message: error.message ?? `Fake failure ${status}`,
      param: error.param ?? null,
      ...(error.decline_code ? { decline_code: error.decline_code } : {}),
    },
  });
}

function sendError(res: ServerResponse, error: CoreError) {
  sendJson(res, error.status, error.toJSON());
}

function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(7).toString('hex')}`,
    'stripe-version': STRIPE_API_VERSION,
    ...headers,
  });
  res.end(JSON.stringify(value));
}

async function readText(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}
