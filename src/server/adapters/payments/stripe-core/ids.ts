import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function randomBase62(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  // 248 = 4 × 62: rejecting the rest keeps every character equally likely.
  for (const byte of bytes) if (byte < 248) out += ALPHABET[byte % 62];
  return out.length >= length ? out.slice(0, length) : out + randomBase62(length - out.length);
}

/** Ids with Stripe's prefixes: `cus_…`, `sub_…`, `in_…`, `evt_…`, `cs_test_…`. */
export function newId(prefix: string): string {
  return prefix === 'cs_test' ? `cs_test_${randomBase62(58)}` : `${prefix}_${randomBase62(24)}`;
}

/** A PaymentIntent's client secret, as Stripe.js expects it: `pi_…_secret_…`. */
export function newClientSecret(paymentIntentId: string): string {
  return `${paymentIntentId}_secret_${randomBase62(25)}`;
}
