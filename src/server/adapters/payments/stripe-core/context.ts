import { STRIPE_API_VERSION } from '../stripe-api-version.js';
import { resourceMissing } from './core-error.js';
import { newId } from './ids.js';
import type { ObjectStore, StoredObject } from './object-store.js';
import type { ListOf, StripeEvent } from './objects.js';

/** Where the core's objects point people: Stripe's own pages, or the simulated provider's. */
export interface CoreUrls {
  checkout(sessionId: string): string;
  portal(customerId: string, portalSessionId: string): string;
  /** Where a customer pays an open invoice (a failed renewal). */
  hostedInvoice(invoiceId: string, customerId: string): string;
  invoicePdf(invoiceId: string): string;
}

export interface CoreContext {
  store: ObjectStore;
  /** Now, in unix seconds. */
  now(): number;
  urls: CoreUrls;
}

/** Reads an object or fails as Stripe does for an unknown id (404 `resource_missing`). */
export async function load<T extends StoredObject>(
  ctx: CoreContext,
  type: string,
  id: string,
): Promise<T> {
  const found = await ctx.store.get<T>(type, id);
  if (!found) throw resourceMissing(type.replace('.', ' '), id);
  return found;
}

/** A list endpoint's answer as Stripe gives it: newest first, at most `limit` (10 by default). */
export function listPage<T extends { created: number }>(
  matching: T[],
  limit: number | undefined,
  url: string,
): ListOf<T> {
  const newestFirst = [...matching].sort((a, b) => b.created - a.created);
  const size = limit ?? 10;
  return {
    object: 'list',
    data: newestFirst.slice(0, size),
    has_more: newestFirst.length > size,
    url,
  };
}

/** Records and returns the event a change causes, as Stripe would deliver it. */
export async function emit(
  ctx: CoreContext,
  type: string,
  object: object,
  previousAttributes?: Record<string, unknown>,
): Promise<StripeEvent> {
  const event: StripeEvent = {
    id: newId('evt'),
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: ctx.now(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: structuredClone(withoutIncludables(object)) as Record<string, unknown>,
      ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
    },
  };
  await ctx.store.put(event);
  return event;
}

/**
 * Fields Stripe sends only when asked for (`expand[]`): a Checkout Session's
 * `line_items`, an invoice's `confirmation_secret`.
 */
export const INCLUDABLE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'checkout.session': ['line_items'],
  invoice: ['confirmation_secret', 'payments'],
};

export function withoutIncludables<T extends object>(object: T, keep: readonly string[] = []): T {
  const type = (object as { object?: string }).object ?? '';
  const hidden = (INCLUDABLE_FIELDS[type] ?? []).filter((field) => !keep.includes(field));
  if (hidden.length === 0) return object;
  const copy = { ...object } as Record<string, unknown>;
  for (const field of hidden) delete copy[field];
  return copy as T;
}
