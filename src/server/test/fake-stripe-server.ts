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
 * Stripe does (see stripe-wire-api.ts for the routes).
 */
import { createHmac, randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { type AddressInfo } from 'node:net';
import { CoreError } from '../adapters/payments/stripe-core/core-error.js';
import {
  createMemoryObjectStore,
  type ObjectStore,
} from '../adapters/payments/stripe-core/object-store.js';
import type { StripeEvent } from '../adapters/payments/stripe-core/objects.js';
import { createStripeCore, type StripeCore } from '../adapters/payments/stripe-core/stripe-core.js';
import { STRIPE_API_VERSION } from '../adapters/payments/stripe-api-version.js';
import { callWireApi, parseForm } from './stripe-wire-api.js';

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
  /** Its objects, to arrange what the core never makes (a `setup` Checkout Session). */
  store: ObjectStore;
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
  /** The renewal waits for the cardholder's authentication (PSD2). */
  requireAction(subscriptionId: string): Promise<StripeEvent[]>;
  /** A refund made in the Dashboard (all that is left, or `amount` cents). */
  refund(paymentIntentId: string, amount?: number): Promise<StripeEvent[]>;
  openDispute(paymentIntentId: string, reason?: string): Promise<StripeEvent[]>;
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): Promise<StripeEvent[]>;
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
  /** The next `count` requests are read and never answered: a stalled Stripe. */
  stallNext(count?: number): void;
  close(): Promise<void>;
}

export async function startFakeStripeServer(
  options: { clock?: () => Date } = {},
): Promise<FakeStripeServer> {
  const store = createMemoryObjectStore();
  const core = createStripeCore({
    store,
    ...(options.clock ? { clock: options.clock } : {}),
    urls: {
      checkout: (id) => `https://checkout.stripe.com/c/pay/${id}`,
      portal: (_customer, id) => `https://billing.stripe.com/p/session/test_${id.slice(4)}`,
      hostedInvoice: (id) => `https://invoice.stripe.com/i/acct_fake/test_${id.slice(3)}`,
      invoicePdf: (id) => `https://pay.stripe.com/invoice/acct_fake/test_${id.slice(3)}/pdf`,
    },
  });
  const state: ServerState = { core, requests: [], events: [], failures: [], stalls: 0 };
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
    store,
    completeCheckout: (id, buyer) =>
      record(core.completeCheckoutSession(id, buyer).then((c) => c.events)),
    expireCheckout: (id) => record(core.expireCheckoutSession(id).then((c) => c.events)),
    confirmIntent: (id) => record(core.confirmSubscriptionPayment(id)),
    renew: (id) => record(core.renew(id)),
    failRenewal: (id) => record(core.failRenewal(id)),
    requireAction: (id) => record(core.requireAction(id)),
    refund: (paymentIntent, amount) =>
      record(
        core
          .createRefund({ payment_intent: paymentIntent, ...(amount ? { amount } : {}) })
          .then((r) => r.events),
      ),
    openDispute: (paymentIntent, reason) => record(core.openDispute(paymentIntent, reason)),
    closeDispute: (id, outcome) => record(core.closeDispute(id, outcome)),
    recover: (id) => record(core.recover(id)),
    giveUp: (id) => record(core.giveUp(id)),
    endPeriod: (id) => record(core.endPeriod(id)),
    sign: (event, { secret, timestamp }) => signEvent(event, secret, timestamp ?? core.now()),
    failNext: (failure) => void state.failures.push(failure),
    stallNext: (count = 1) => void (state.stalls += count),
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
  stalls: number;
}

async function handle(req: IncomingMessage, res: ServerResponse, state: ServerState) {
  const url = new URL(req.url ?? '/', 'http://fake');
  const method = req.method ?? 'GET';
  const body = await readText(req);
  const params = parseForm(method === 'POST' ? body : url.search.slice(1));
  state.requests.push({ method, path: url.pathname, params, headers: req.headers });

  if (state.stalls > 0) {
    state.stalls -= 1;
    return;
  }
  const failure = state.failures.shift();
  if (failure) return sendFailure(res, failure);
  const auth = checkKey(req.headers.authorization);
  if (auth) return sendError(res, auth);

  const run = async () => {
    const { body: answer, events } = await callWireApi(state.core, method, url.pathname, params);
    state.events.push(...events);
    return answer;
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
