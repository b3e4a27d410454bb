import { INCLUDABLE_FIELDS, load, withoutIncludables, type CoreContext } from './context.js';
import { invalidRequest } from './core-error.js';
import type { StoredObject } from './object-store.js';

/** Fields holding an id that `expand[]` replaces with the object, and the object's type. */
const EXPANDABLE: Readonly<Record<string, string>> = {
  customer: 'customer',
  subscription: 'subscription',
  latest_invoice: 'invoice',
  invoice: 'invoice',
  product: 'product',
};

/**
 * An object as the API sends it: includable fields only when asked for, and
 * each `expand[]` path (`latest_invoice.confirmation_secret`) followed.
 */
export async function render(
  ctx: CoreContext,
  object: StoredObject,
  expand: readonly string[] = [],
): Promise<Record<string, unknown>> {
  const byField = new Map<string, string[]>();
  for (const path of expand) {
    const [field = '', ...rest] = path.split('.');
    byField.set(field, [...(byField.get(field) ?? []), ...(rest.length ? [rest.join('.')] : [])]);
  }
  const includable = INCLUDABLE_FIELDS[object.object] ?? [];
  const out = { ...withoutIncludables(object, [...byField.keys()]) } as Record<string, unknown>;
  for (const [field, rest] of byField) {
    const value = out[field];
    if (includable.includes(field)) continue;
    const type = EXPANDABLE[field];
    if (!type || !(field in out)) {
      throw invalidRequest(`This property cannot be expanded (${field}).`, 'expand');
    }
    if (typeof value === 'string') {
      out[field] = await render(ctx, await load(ctx, type, value), rest);
    }
  }
  return out;
}
