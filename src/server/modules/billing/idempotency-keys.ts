import { sha256 } from '../../lib/crypto.js';
import type { BillingRepository } from './billing.repository.js';

/**
 * Makes the idempotency key of a provider request: this installation's prefix
 * (kept in the database), what the request is for, and a digest of everything
 * it sends. A key lives 24 hours at Stripe and answers only the very request it
 * was first used with, so the same key for other parameters is Stripe's
 * `idempotency_error` (a 502 for a day): a changed request gets a new key, a
 * double click the same one, and two installations on one account never meet.
 */
export function createIdempotencyKeys(billing: Pick<BillingRepository, 'idempotencyPrefix'>) {
  let prefix: Promise<string> | null = null;
  const prefixOnce = () => {
    const attempt = (prefix ??= billing.idempotencyPrefix());
    // A failed read is not kept: the next request asks the database again.
    attempt.catch(() => {
      if (prefix === attempt) prefix = null;
    });
    return attempt;
  };
  return async function idempotencyKey(purpose: string, request: unknown): Promise<string> {
    const digest = sha256(JSON.stringify(request)).slice(0, 32);
    return `${await prefixOnce()}-${purpose}-${digest}`;
  };
}

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;
