import {
  cancelSubscription,
  endPeriod,
  failRenewal,
  giveUp,
  recover,
  renew,
  requireAction,
  updateSubscription,
} from './billing-cycle.js';
import {
  closeDispute,
  createRefund,
  openDispute,
  retrieveCharge,
  retrieveDispute,
} from './charges.js';
import {
  createCoupon,
  createCustomer,
  createPrice,
  createProduct,
  deleteCustomer,
  listPrices,
  retrieveCoupon,
  retrieveCustomer,
  retrievePrice,
  retrieveProduct,
  updateCustomer,
} from './catalogue-objects.js';
import {
  completeCheckoutSession,
  createCheckoutSession,
  expireCheckoutSession,
  retrieveCheckoutSession,
} from './checkout-sessions.js';
import type { CoreContext, CoreUrls } from './context.js';
import { CoreError } from './core-error.js';
import { render } from './expand.js';
import { listInvoices, retrieveInvoice } from './invoices.js';
import { createTaxRate, listTaxRates, retrieveTaxRate } from './tax-rates.js';
import type { ObjectStore, StoredObject } from './object-store.js';
import {
  createPortalConfiguration,
  createPortalSession,
  listPortalConfigurations,
  retrievePortalConfiguration,
  retrievePortalSession,
} from './portal-sessions.js';
import {
  confirmSubscriptionPayment,
  createSubscription,
  listSubscriptions,
  retrieveSubscription,
} from './subscriptions.js';

export interface StripeCoreOptions {
  store: ObjectStore;
  /** Tests move time with it; Stripe's timestamps are its unix seconds. */
  clock?: () => Date;
  urls: CoreUrls;
}

interface IdempotencyRecord {
  id: string;
  object: 'core.idempotency_record';
  created: number;
  fingerprint: string;
  result: unknown;
}

/** Stripe keeps an idempotency key for at least 24 hours, then forgets it. */
const IDEMPOTENCY_WINDOW_SECONDS = 24 * 3600;

type Operation<A extends unknown[], R> = (ctx: CoreContext, ...args: A) => Promise<R>;

/**
 * One Stripe-like state machine — customers, the catalogue, Checkout
 * Sessions, subscriptions, invoices, portal sessions — behind the simulated
 * provider and the fake Stripe server alike. Transitions return the events
 * they cause. Operations run one at a time, so that a double click cannot
 * pay a session twice within a process.
 */
export function createStripeCore(options: StripeCoreOptions) {
  const clock = options.clock ?? (() => new Date());
  const ctx: CoreContext = {
    store: options.store,
    now: () => Math.floor(clock().getTime() / 1000),
    urls: options.urls,
  };
  let queue: Promise<unknown> = Promise.resolve();
  function exclusive<R>(task: () => Promise<R>): Promise<R> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }
  const op =
    <A extends unknown[], R>(fn: Operation<A, R>) =>
    (...args: A): Promise<R> =>
      exclusive(() => fn(ctx, ...args));

  const inFlight = new Map<string, Promise<{ fingerprint: string; result: unknown }>>();

  /**
   * Runs `compute` once per key: a later call with the same key gets the
   * first result back (`replayed`), and one with other parameters
   * (`fingerprint`) fails as Stripe's idempotency check does. Failures are
   * not remembered, so a retry after one runs again; a key is forgotten
   * after 24 hours, as at Stripe.
   */
  async function idempotent<T>(
    key: string,
    fingerprint: string,
    compute: () => Promise<T>,
  ): Promise<{ result: T; replayed: boolean }> {
    const replay = (earlier: { fingerprint: string; result: unknown }) => {
      if (earlier.fingerprint !== fingerprint) {
        throw new CoreError(
          400,
          'idempotency_error',
          null,
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      return { result: earlier.result as T, replayed: true };
    };
    const running = inFlight.get(key);
    if (running) return replay(await running);
    const stored = await exclusive(() =>
      ctx.store.get<IdempotencyRecord>('core.idempotency_record', key),
    );
    if (stored && ctx.now() - stored.created < IDEMPOTENCY_WINDOW_SECONDS) return replay(stored);
    const first = (async () => {
      const result = await compute();
      const record: IdempotencyRecord = {
        id: key,
        object: 'core.idempotency_record',
        created: ctx.now(),
        fingerprint,
        result,
      };
      await exclusive(() => ctx.store.put(record));
      return { fingerprint, result };
    })();
    inFlight.set(key, first);
    try {
      return { result: (await first).result as T, replayed: false };
    } finally {
      inFlight.delete(key);
    }
  }

  return {
    now: ctx.now,
    idempotent,
    render: (object: StoredObject, expand?: readonly string[]) =>
      exclusive(() => render(ctx, object, expand)),

    createCustomer: op(createCustomer),
    retrieveCustomer: op(retrieveCustomer),
    updateCustomer: op(updateCustomer),
    deleteCustomer: op(deleteCustomer),
    createProduct: op(createProduct),
    retrieveProduct: op(retrieveProduct),
    createPrice: op(createPrice),
    retrievePrice: op(retrievePrice),
    listPrices: op(listPrices),
    createCoupon: op(createCoupon),
    retrieveCoupon: op(retrieveCoupon),
    createTaxRate: op(createTaxRate),
    retrieveTaxRate: op(retrieveTaxRate),
    listTaxRates: op(listTaxRates),

    createCheckoutSession: op(createCheckoutSession),
    retrieveCheckoutSession: op(retrieveCheckoutSession),
    completeCheckoutSession: op(completeCheckoutSession),
    expireCheckoutSession: op(expireCheckoutSession),

    createSubscription: op(createSubscription),
    retrieveSubscription: op(retrieveSubscription),
    listSubscriptions: op(listSubscriptions),
    updateSubscription: op(updateSubscription),
    cancelSubscription: op((c, id: string) => cancelSubscription(c, id)),
    confirmSubscriptionPayment: op(confirmSubscriptionPayment),
    renew: op(renew),
    failRenewal: op(failRenewal),
    requireAction: op(requireAction),
    retrieveCharge: op(retrieveCharge),
    createRefund: op(createRefund),
    openDispute: op(openDispute),
    closeDispute: op(closeDispute),
    retrieveDispute: op(retrieveDispute),
    recover: op(recover),
    giveUp: op(giveUp),
    endPeriod: op(endPeriod),

    retrieveInvoice: op(retrieveInvoice),
    listInvoices: op(listInvoices),
    createPortalSession: op(createPortalSession),
    retrievePortalSession: op(retrievePortalSession),
    createPortalConfiguration: op(createPortalConfiguration),
    listPortalConfigurations: op(listPortalConfigurations),
    retrievePortalConfiguration: op(retrievePortalConfiguration),
  };
}

export type StripeCore = ReturnType<typeof createStripeCore>;
