import { AsyncLocalStorage } from 'node:async_hooks';
import Stripe from 'stripe';
import { PaymentProviderError } from './payments.js';
import { STRIPE_API_VERSION } from './stripe-api-version.js';

export interface StripeClientOptions {
  secretKey: string;
  /** STRIPE_API_BASE: another host for the SDK (stripe-mock, the fake server of the tests). */
  apiBase?: string;
  /** Retries of failed calls (the SDK keys every POST, so a retry never doubles an object). */
  maxNetworkRetries?: number;
  /** One attempt's longest wait, within the budget of the call it belongs to. */
  timeoutMs?: number;
  /** How long one call may take, retries included: a person is waiting (tests shorten it). */
  budgetMs?: number;
}

/**
 * One call's budget, retries and backoff included: a customer waits on the
 * page (a stalled Stripe once held a request 41 s). The catalogue sync at
 * start-up has its own, longer one.
 */
export const INTERACTIVE_BUDGET_MS = 10_000;
export const STARTUP_BUDGET_MS = 60_000;
/** A 429 is retried only if this much of the budget is left for the backoff and an attempt. */
const RETRY_MARGIN_MS = 1_500;

/** When the call in progress must be over (epoch ms), for the HTTP client below. */
const deadlines = new AsyncLocalStorage<number>();

/**
 * Runs one adapter call within its budget: each attempt the SDK makes waits
 * at most what is left, and the call fails as a provider error when the budget
 * is spent, even if the SDK would still back off and retry.
 */
export async function withinBudget<T>(budgetMs: number, run: () => Promise<T>): Promise<T> {
  const outer = deadlines.getStore();
  const deadline = Math.min(outer ?? Infinity, Date.now() + budgetMs);
  let timer: NodeJS.Timeout | undefined;
  const spent = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new PaymentProviderError(
            `Stripe: no answer within ${Math.round(budgetMs / 1000)} s`,
            null,
          ),
        ),
      Math.max(0, deadline - Date.now()),
    );
  });
  try {
    return await Promise.race([deadlines.run(deadline, run), spent]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The SDK's own HTTP client, held to the call's budget, with Stripe's rate
 * limiter made retryable: the SDK retries connection errors, 409s and 5xx with
 * its backoff and the same idempotency key, but a 429 only when Stripe adds
 * `Stripe-Should-Retry: true`; a 429 without that header is marked so here
 * while the budget allows one more attempt (an explicit `false` is kept).
 */
class BudgetedHttpClient extends Stripe.HttpClient {
  constructor(private readonly inner: ReturnType<typeof Stripe.createNodeHttpClient>) {
    super();
  }

  override getClientName(): string {
    return this.inner.getClientName();
  }

  override async makeRequest(
    ...[host, port, path, method, headers, body, protocol, timeout]: Parameters<
      Stripe.HttpClient['makeRequest']
    >
  ) {
    const deadline = deadlines.getStore() ?? Date.now() + timeout;
    const left = deadline - Date.now();
    if (left <= 0)
      throw Object.assign(new Error('Stripe call budget spent'), { code: 'ETIMEDOUT' });
    const response = await this.inner.makeRequest(
      host,
      port,
      path,
      method,
      headers,
      body,
      protocol,
      Math.min(timeout, left),
    );
    const answered = response.getHeaders();
    if (response.getStatusCode() === 429 && answered['stripe-should-retry'] === undefined) {
      answered['stripe-should-retry'] = deadline - Date.now() > RETRY_MARGIN_MS ? 'true' : 'false';
    }
    return response;
  }
}

/**
 * `http://127.0.0.1:12111` → the SDK's `host`, `port` and `protocol`: the SDK
 * takes no base URL, and a path would be silently dropped, so it is refused.
 */
export function parseStripeApiBase(apiBase: string): {
  host: string;
  port: number;
  protocol: 'http' | 'https';
} {
  const url = new URL(apiBase);
  const protocol = url.protocol.replace(/:$/, '');
  if (protocol !== 'http' && protocol !== 'https') {
    throw new Error(`STRIPE_API_BASE must be an http(s) URL, not ${apiBase}`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`STRIPE_API_BASE takes no path (the SDK adds /v1/…): ${apiBase}`);
  }
  const port = url.port ? Number(url.port) : protocol === 'https' ? 443 : 80;
  return { host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port, protocol };
}

/** The SDK client at the pinned API version; the one place it is configured. */
export function createStripeClient(options: StripeClientOptions): Stripe {
  return new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 8_000,
    httpClient: new BudgetedHttpClient(Stripe.createNodeHttpClient()),
    telemetry: false,
    appInfo: { name: 'voyance-ia' },
    ...(options.apiBase ? parseStripeApiBase(options.apiBase) : {}),
  });
}

/** Every SDK failure becomes a PaymentProviderError keeping Stripe's code. */
export function toProviderError(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (error instanceof Stripe.errors.StripeError) {
    return new PaymentProviderError(`Stripe: ${error.message}`, error.code ?? error.type, {
      cause: error,
      status: error.statusCode ?? null,
      requestId: error.requestId ?? null,
    });
  }
  return new PaymentProviderError(`Stripe: ${String(error)}`, null, { cause: error });
}

export async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toProviderError(error);
  }
}

/** A read of an object that does not exist (404) answers null. */
export async function orNull<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
    throw toProviderError(error);
  }
}
