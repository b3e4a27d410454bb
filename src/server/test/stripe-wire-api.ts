import { z } from 'zod';
import { CoreError } from '../adapters/payments/stripe-core/core-error.js';
import type { StoredObject } from '../adapters/payments/stripe-core/object-store.js';
import type { StripeEvent } from '../adapters/payments/stripe-core/objects.js';
import type { StripeCore } from '../adapters/payments/stripe-core/stripe-core.js';

/**
 * The core behind Stripe's HTTP API: the routes this product uses, their
 * parameters as they arrive on the wire (form-encoded strings) checked and
 * typed as Stripe checks them — an unknown parameter is a 400, as at Stripe,
 * so a typo in the adapter fails a test instead of being ignored — and the
 * answer rendered with its `expand[]`. The fake Stripe server serves it.
 */

export interface WireAnswer {
  body: Record<string, unknown>;
  /** What the call caused (an expired session, a subscription updated or deleted). */
  events: StripeEvent[];
}

/**
 * Runs `METHOD /v1/…` with its decoded parameters (query or form body).
 * Throws a CoreError as Stripe would answer it; a 404 for an unknown route.
 */
export async function callWireApi(
  core: StripeCore,
  method: string,
  path: string,
  params: Record<string, unknown>,
): Promise<WireAnswer> {
  const route = findRoute(method, path);
  if (!route) {
    throw new CoreError(
      404,
      'invalid_request_error',
      null,
      `Unrecognized request URL (${method}: ${path}).`,
    );
  }
  const input = parseParams(route.schema, params);
  const { object, events = [] } = await route.run(core, route.ids, input);
  const expand = (input as { expand?: string[] }).expand ?? [];
  // Lists are sent as they are: `expand[]=data.…` is not modelled.
  const body =
    object.object === 'list'
      ? (object as Record<string, unknown>)
      : await core.render(object as StoredObject, expand);
  return { body, events };
}

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
      tax_behavior: z.enum(['inclusive', 'exclusive', 'unspecified']).optional(),
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
    '/v1/tax_rates',
    z.strictObject({
      display_name: z.string(),
      percentage: z.coerce.number(),
      inclusive: bool,
      country: z.string().optional(),
      jurisdiction: z.string().optional(),
      description: z.string().optional(),
      tax_type: z.string().optional(),
      active: bool.optional(),
      metadata: metadata.optional(),
      ...expandable,
    }),
    (core, _ids, p) => object(core.createTaxRate(p)),
  ),
  route(
    'GET',
    '/v1/tax_rates',
    z.strictObject({ active: bool.optional(), limit: int.optional(), ...expandable }),
    (core, _ids, p) => listed(core.listTaxRates(p)),
  ),
  route('GET', '/v1/tax_rates/:id', onlyExpand, (core, ids) =>
    object(core.retrieveTaxRate(id(ids))),
  ),
  route(
    'POST',
    '/v1/checkout/sessions',
    z.strictObject({
      mode: z.enum(['subscription', 'payment']),
      line_items: z.array(
        z.strictObject({
          price: z.string(),
          quantity: int.optional(),
          tax_rates: z.array(z.string()).optional(),
        }),
      ),
      customer: z.string().optional(),
      customer_email: z.string().optional(),
      customer_creation: z.enum(['always', 'if_required']).optional(),
      client_reference_id: z.string().optional(),
      discounts: z.array(z.strictObject({ coupon: z.string().optional() })).optional(),
      metadata: metadata.optional(),
      subscription_data: z
        .strictObject({
          metadata: metadata.optional(),
          default_tax_rates: z.array(z.string()).optional(),
        })
        .optional(),
      payment_intent_data: z.strictObject({ metadata: metadata.optional() }).optional(),
      locale: z.string().optional(),
      success_url: z.string().optional(),
      cancel_url: z.string().optional(),
      custom_text: z
        .strictObject({ submit: z.strictObject({ message: z.string() }).optional() })
        .optional(),
      expires_at: int.optional(),
      automatic_tax: z.strictObject({ enabled: bool }).optional(),
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
      default_tax_rates: z.array(z.string()).optional(),
      automatic_tax: z.strictObject({ enabled: bool }).optional(),
      ...expandable,
    }),
    (core, _ids, p) => object(core.createSubscription(p)),
  ),
  route(
    'GET',
    '/v1/subscriptions',
    z.strictObject({
      customer: z.string().optional(),
      status: z
        .enum([
          'all',
          'active',
          'canceled',
          'incomplete',
          'incomplete_expired',
          'past_due',
          'paused',
          'trialing',
          'unpaid',
        ])
        .optional(),
      limit: int.optional(),
      ...expandable,
    }),
    async (core, _ids, p) => {
      const all = await core.listSubscriptions({
        ...(p.customer ? { customer: p.customer } : {}),
        ...(p.status ? { status: p.status } : {}),
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
      items: z.array(z.strictObject({ id: z.string(), price: z.string() })).optional(),
      proration_behavior: z.enum(['none', 'create_prorations']).optional(),
      ...expandable,
    }),
    (core, ids, p) => core.updateSubscription(id(ids), p),
  ),
  route('DELETE', '/v1/subscriptions/:id', onlyExpand, (core, ids) =>
    core.cancelSubscription(id(ids)),
  ),
  route('GET', '/v1/charges/:id', onlyExpand, (core, ids) => object(core.retrieveCharge(id(ids)))),
  route('GET', '/v1/disputes/:id', onlyExpand, (core, ids) =>
    object(core.retrieveDispute(id(ids))),
  ),
  route(
    'POST',
    '/v1/refunds',
    z.strictObject({
      payment_intent: z.string().optional(),
      charge: z.string().optional(),
      amount: int.optional(),
      reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer']).optional(),
      metadata: metadata.optional(),
      ...expandable,
    }),
    (core, _ids, p) => core.createRefund(p),
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
      configuration: z.string().optional(),
      ...expandable,
    }),
    (core, _ids, p) => object(core.createPortalSession(p)),
  ),
  route(
    'POST',
    '/v1/billing_portal/configurations',
    z.strictObject({
      business_profile: z
        .strictObject({
          headline: z.string().optional(),
          privacy_policy_url: z.string().optional(),
          terms_of_service_url: z.string().optional(),
        })
        .optional(),
      default_return_url: z.string().optional(),
      features: z.strictObject({
        customer_update: z
          .strictObject({ enabled: bool, allowed_updates: z.array(z.string()).optional() })
          .optional(),
        invoice_history: z.strictObject({ enabled: bool }).optional(),
        payment_method_update: z.strictObject({ enabled: bool }).optional(),
        subscription_cancel: z
          .strictObject({
            enabled: bool,
            mode: z.enum(['at_period_end', 'immediately']).optional(),
            proration_behavior: z.enum(['none', 'create_prorations', 'always_invoice']).optional(),
          })
          .optional(),
        subscription_update: z
          .strictObject({
            enabled: bool,
            default_allowed_updates: z.array(z.string()).optional(),
            proration_behavior: z.enum(['none', 'create_prorations', 'always_invoice']).optional(),
            products: z
              .array(z.strictObject({ product: z.string(), prices: z.array(z.string()) }))
              .optional(),
          })
          .optional(),
      }),
      metadata: metadata.optional(),
      ...expandable,
    }),
    (core, _ids, p) => object(core.createPortalConfiguration(p)),
  ),
  route(
    'GET',
    '/v1/billing_portal/configurations',
    z.strictObject({
      active: bool.optional(),
      is_default: bool.optional(),
      limit: int.optional(),
      ...expandable,
    }),
    async (core, _ids, p) => {
      const all = await core.listPortalConfigurations({
        ...(p.active !== undefined ? { active: p.active } : {}),
        ...(p.is_default !== undefined ? { is_default: p.is_default } : {}),
      });
      const limit = p.limit ?? 10;
      return listed(
        Promise.resolve({
          object: 'list' as const,
          data: all.slice(0, limit),
          has_more: all.length > limit,
          url: '/v1/billing_portal/configurations',
        }),
      );
    },
  ),
  route('GET', '/v1/billing_portal/configurations/:id', onlyExpand, (core, ids) =>
    object(core.retrievePortalConfiguration(id(ids))),
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
