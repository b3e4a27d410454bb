import Stripe from 'stripe';
import { PaymentProviderError } from './payments.js';
import { STRIPE_API_VERSION } from './stripe-api-version.js';

export interface StripeClientOptions {
  secretKey: string;
  /** STRIPE_API_BASE: another host for the SDK (stripe-mock, the fake server of the tests). */
  apiBase?: string;
  /** Retries of failed calls (the SDK keys every POST, so a retry never doubles an object). */
  maxNetworkRetries?: number;
  timeoutMs?: number;
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
    timeout: options.timeoutMs ?? 20_000,
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
