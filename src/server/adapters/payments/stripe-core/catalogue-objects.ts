import { listPage, load, type CoreContext } from './context.js';
import { invalidRequest, missingReference, resourceMissing } from './core-error.js';
import { newId } from './ids.js';
import type { Coupon, Customer, ListOf, Metadata, Price, Product } from './objects.js';

/** Customers, products, prices and coupons: created, read, listed as Stripe does. */

export interface CustomerParams {
  email?: string;
  name?: string;
  metadata?: Metadata;
}

export async function createCustomer(ctx: CoreContext, params: CustomerParams): Promise<Customer> {
  const customer: Customer = {
    id: newId('cus'),
    object: 'customer',
    created: ctx.now(),
    livemode: false,
    email: params.email ?? null,
    name: params.name ?? null,
    metadata: params.metadata ?? {},
    description: null,
    balance: 0,
    currency: null,
    delinquent: false,
    invoice_prefix: newId('x').slice(2, 10).toUpperCase(),
    preferred_locales: [],
    tax_exempt: 'none',
    test_clock: null,
  };
  await ctx.store.put(customer);
  return customer;
}

/** A deleted customer still answers, as `{ id, object, deleted: true }`. */
export async function retrieveCustomer(ctx: CoreContext, id: string) {
  const customer = await load<Customer>(ctx, 'customer', id);
  return customer.deleted ? deletedCustomer(id) : customer;
}

export async function updateCustomer(
  ctx: CoreContext,
  id: string,
  params: CustomerParams,
): Promise<Customer> {
  const customer = await liveCustomer(ctx, id, 'id', 404);
  const updated: Customer = {
    ...customer,
    ...(params.email !== undefined ? { email: params.email } : {}),
    ...(params.name !== undefined ? { name: params.name } : {}),
    metadata: { ...customer.metadata, ...params.metadata },
  };
  await ctx.store.put(updated);
  return updated;
}

export async function deleteCustomer(ctx: CoreContext, id: string) {
  const customer = await liveCustomer(ctx, id, 'id', 404);
  await ctx.store.put({ ...customer, deleted: true });
  return deletedCustomer(id);
}

/** A customer that exists and is not deleted; `status` 400 when it is a reference in a request. */
export async function liveCustomer(
  ctx: CoreContext,
  id: string,
  param: string,
  status: 400 | 404 = 400,
): Promise<Customer> {
  const customer = await ctx.store.get<Customer>('customer', id);
  if (customer && !customer.deleted) return customer;
  throw status === 404
    ? resourceMissing('customer', id, param)
    : missingReference('customer', id, param);
}

function deletedCustomer(id: string) {
  return { id, object: 'customer' as const, deleted: true as const };
}

export interface ProductParams {
  id?: string;
  name: string;
  description?: string;
  metadata?: Metadata;
}

export async function createProduct(ctx: CoreContext, params: ProductParams): Promise<Product> {
  if (params.id && (await ctx.store.get('product', params.id))) {
    throw invalidRequest(`Product already exists.`, 'id', 'resource_already_exists');
  }
  const now = ctx.now();
  const product: Product = {
    id: params.id ?? newId('prod'),
    object: 'product',
    created: now,
    updated: now,
    livemode: false,
    active: true,
    name: params.name,
    description: params.description ?? null,
    metadata: params.metadata ?? {},
    type: 'service',
  };
  await ctx.store.put(product);
  return product;
}

export const retrieveProduct = (ctx: CoreContext, id: string) => load<Product>(ctx, 'product', id);

export interface PriceParams {
  product: string;
  currency: string;
  unit_amount: number;
  recurring?: { interval: 'month'; interval_count?: number };
  lookup_key?: string;
  transfer_lookup_key?: boolean;
  nickname?: string;
  tax_behavior?: Price['tax_behavior'];
  metadata?: Metadata;
}

export async function createPrice(ctx: CoreContext, params: PriceParams): Promise<Price> {
  if (!(await ctx.store.get('product', params.product))) {
    throw missingReference('product', params.product, 'product');
  }
  if (params.lookup_key) await releaseLookupKey(ctx, params.lookup_key, params.transfer_lookup_key);
  const price: Price = {
    id: newId('price'),
    object: 'price',
    created: ctx.now(),
    livemode: false,
    active: true,
    currency: params.currency,
    lookup_key: params.lookup_key ?? null,
    metadata: params.metadata ?? {},
    nickname: params.nickname ?? null,
    product: params.product,
    recurring: params.recurring
      ? {
          interval: params.recurring.interval,
          interval_count: params.recurring.interval_count ?? 1,
          usage_type: 'licensed',
          meter: null,
          trial_period_days: null,
        }
      : null,
    tax_behavior: params.tax_behavior ?? 'unspecified',
    type: params.recurring ? 'recurring' : 'one_time',
    unit_amount: params.unit_amount,
    unit_amount_decimal: String(params.unit_amount),
    billing_scheme: 'per_unit',
  };
  await ctx.store.put(price);
  return price;
}

async function releaseLookupKey(ctx: CoreContext, lookupKey: string, transfer = false) {
  const holder = (await ctx.store.list<Price>('price')).find((p) => p.lookup_key === lookupKey);
  if (!holder) return;
  if (!transfer) {
    throw invalidRequest(
      `A price (\`${holder.id}\`) already uses that lookup key.`,
      'lookup_key',
      'lookup_key_already_exists',
    );
  }
  await ctx.store.put({ ...holder, lookup_key: null });
}

export const retrievePrice = (ctx: CoreContext, id: string) => load<Price>(ctx, 'price', id);

export async function listPrices(
  ctx: CoreContext,
  params: { lookup_keys?: string[]; active?: boolean; limit?: number },
): Promise<ListOf<Price>> {
  const matching = (await ctx.store.list<Price>('price'))
    .filter(
      (p) => !params.lookup_keys || (p.lookup_key && params.lookup_keys.includes(p.lookup_key)),
    )
    .filter((p) => params.active === undefined || p.active === params.active);
  return listPage(matching, params.limit, '/v1/prices');
}

export interface CouponParams {
  id?: string;
  amount_off?: number;
  percent_off?: number;
  currency?: string;
  duration: 'once' | 'forever' | 'repeating';
  name?: string;
  applies_to?: { products: string[] };
  metadata?: Metadata;
}

export async function createCoupon(ctx: CoreContext, params: CouponParams): Promise<Coupon> {
  if (params.id && (await ctx.store.get('coupon', params.id))) {
    throw invalidRequest('Coupon already exists.', 'id', 'resource_already_exists');
  }
  if ((params.amount_off === undefined) === (params.percent_off === undefined)) {
    throw invalidRequest('Exactly one of amount_off and percent_off is required.', 'amount_off');
  }
  if (params.amount_off !== undefined && !params.currency) {
    throw invalidRequest('You must pass currency when passing amount_off.', 'currency');
  }
  const coupon: Coupon = {
    id: params.id ?? newId('coupon').slice('coupon_'.length, 'coupon_'.length + 8),
    object: 'coupon',
    created: ctx.now(),
    livemode: false,
    amount_off: params.amount_off ?? null,
    percent_off: params.percent_off ?? null,
    currency: params.currency ?? null,
    duration: params.duration,
    duration_in_months: null,
    name: params.name ?? null,
    ...(params.applies_to ? { applies_to: { products: params.applies_to.products } } : {}),
    metadata: params.metadata ?? {},
    max_redemptions: null,
    redeem_by: null,
    times_redeemed: 0,
    valid: true,
  };
  await ctx.store.put(coupon);
  return coupon;
}

export const retrieveCoupon = (ctx: CoreContext, id: string) => load<Coupon>(ctx, 'coupon', id);

/** What a coupon takes off an amount for a product (nothing if it is restricted elsewhere). */
export function discountAmount(coupon: Coupon, productId: string, amount: number): number {
  if (coupon.applies_to && !coupon.applies_to.products.includes(productId)) return 0;
  if (coupon.amount_off !== null) return Math.min(coupon.amount_off, amount);
  return Math.round((amount * (coupon.percent_off ?? 0)) / 100);
}
