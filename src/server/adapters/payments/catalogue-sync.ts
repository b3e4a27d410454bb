import { PAID_TIERS, type PaidTier } from '#shared/plans.js';
import {
  CATALOGUE_PRICES,
  CATALOGUE_PRODUCTS,
  CURRENCY,
  FRENCH_VAT,
  INTRO_COUPON,
  PLAN_LOOKUP_KEYS,
  SPECIAL_OFFER_LOOKUP_KEY,
  type CouponSpec,
  type PriceSpec,
  type ProductSpec,
  type TaxRateSpec,
} from './catalogue.js';
import type { TaxMode } from '../../config.js';
import { PaymentProviderError, type PaymentsProvider } from './payments.js';

/** A price as both Stripe and the simulated core return it (the fields we compare). */
export interface ProviderPrice {
  id: string;
  lookup_key: string | null;
  active: boolean;
  currency: string;
  unit_amount: number | null;
  product: string | { id: string };
  recurring: { interval: string; interval_count: number } | null;
  tax_behavior?: string | null;
}

/**
 * The few calls the sync needs, implemented over the Stripe SDK and over the
 * simulated core, so that both providers find or create the catalogue by the
 * same rules. `retrieve*` answers null for an object that does not exist.
 */
export interface CatalogueOps {
  retrieveProduct(id: string): Promise<{ id: string } | null>;
  createProduct(spec: ProductSpec, idempotencyKey: string): Promise<void>;
  listPricesByLookupKey(lookupKeys: string[]): Promise<ProviderPrice[]>;
  createPrice(
    spec: PriceSpec,
    options: { idempotencyKey: string; transferLookupKey: boolean },
  ): Promise<ProviderPrice>;
  retrieveCoupon(id: string): Promise<{ id: string } | null>;
  createCoupon(spec: CouponSpec, idempotencyKey: string): Promise<void>;
  /** The active rates (Stripe lists at most 100 a page; an account has a handful). */
  listActiveTaxRates(): Promise<ProviderTaxRate[]>;
  createTaxRate(spec: TaxRateSpec, idempotencyKey: string): Promise<{ id: string }>;
}

/** A tax rate as both providers return it (the fields we compare). */
export interface ProviderTaxRate {
  id: string;
  percentage: number;
  inclusive: boolean;
  metadata: Record<string, string> | null;
}

export type { TaxMode } from '../../config.js';

/** The provider's ids for what checkouts charge. */
export interface SyncedCatalogue {
  planPriceIds: Record<PaidTier, string>;
  specialOfferPriceId: string;
  introCouponId: string;
  /** The fixed VAT rate every checkout carries (STRIPE_TAX=tax_rate), or null. */
  vatRateId: string | null;
}

/**
 * Finds or creates every product, price and the intro coupon. Running it
 * again creates nothing; every create carries an idempotency key, so two
 * processes starting at once create each object once.
 */
export async function syncCatalogueWith(
  ops: CatalogueOps,
  taxMode: TaxMode,
): Promise<SyncedCatalogue> {
  for (const product of CATALOGUE_PRODUCTS) {
    if (!(await ops.retrieveProduct(product.id))) {
      await ops.createProduct(product, `catalogue-product-${product.id}`);
    }
  }

  const existing = await ops.listPricesByLookupKey(CATALOGUE_PRICES.map((p) => p.lookupKey));
  const priceIds = new Map<string, string>();
  for (const spec of CATALOGUE_PRICES) {
    const holder = existing.find((price) => price.lookup_key === spec.lookupKey);
    if (holder && holder.active && matches(spec, holder)) {
      priceIds.set(spec.lookupKey, holder.id);
      continue;
    }
    // The key is held by a price that no longer says what plans.ts says (or
    // was archived): a new price takes the key over.
    const created = await ops.createPrice(spec, {
      idempotencyKey: `catalogue-price-${spec.lookupKey}-${spec.unitAmountCents}-ttc`,
      transferLookupKey: holder !== undefined,
    });
    priceIds.set(spec.lookupKey, created.id);
  }

  if (!(await ops.retrieveCoupon(INTRO_COUPON.id))) {
    await ops.createCoupon(INTRO_COUPON, `catalogue-coupon-${INTRO_COUPON.id}`);
  }

  const priceId = (lookupKey: string) => {
    const id = priceIds.get(lookupKey);
    if (!id) throw new Error(`Catalogue price ${lookupKey} was not synced`);
    return id;
  };
  return {
    planPriceIds: Object.fromEntries(
      PAID_TIERS.map((tier) => [tier, priceId(PLAN_LOOKUP_KEYS[tier])]),
    ) as Record<PaidTier, string>,
    specialOfferPriceId: priceId(SPECIAL_OFFER_LOOKUP_KEY),
    introCouponId: INTRO_COUPON.id,
    vatRateId: taxMode === 'tax_rate' ? await vatRate(ops) : null,
  };
}

/** Our VAT rate, found by its key in the metadata (rates cannot be edited: a changed one is a new key). */
async function vatRate(ops: CatalogueOps): Promise<string> {
  const found = (await ops.listActiveTaxRates()).find(
    (rate) =>
      rate.metadata?.app_key === FRENCH_VAT.key &&
      rate.percentage === FRENCH_VAT.percentage &&
      rate.inclusive,
  );
  if (found) return found.id;
  return (await ops.createTaxRate(FRENCH_VAT, `catalogue-tax-rate-${FRENCH_VAT.key}`)).id;
}

function matches(spec: PriceSpec, price: ProviderPrice): boolean {
  const productId = typeof price.product === 'string' ? price.product : price.product.id;
  const sameCycle = spec.interval
    ? price.recurring?.interval === spec.interval && price.recurring.interval_count === 1
    : price.recurring === null;
  return (
    productId === spec.productId &&
    price.currency === CURRENCY &&
    price.unit_amount === spec.unitAmountCents &&
    // Prices are TTC (ADR 010): a price without its tax behaviour is replaced by one that says so.
    price.tax_behavior === 'inclusive' &&
    sameCycle
  );
}

/**
 * The synced catalogue, kept for the process: `sync()` runs the sync (at
 * start-up), `get()` gives its result, syncing first if nobody has. A failed
 * sync is forgotten, so the next call tries again.
 */
export function createCatalogueCache(sync: () => Promise<SyncedCatalogue>) {
  let current: Promise<SyncedCatalogue> | null = null;
  const run = () => {
    const attempt = sync();
    current = attempt;
    attempt.catch(() => {
      if (current === attempt) current = null;
    });
    return attempt;
  };
  return { sync: run, get: () => current ?? run() };
}

/**
 * The catalogue synced when the server starts, so that a key that cannot
 * read or write products, prices or coupons (a restricted key, a revoked one)
 * stops the start with a message naming the variable, not the first purchase.
 * Stripe unreachable is only logged: the sync runs again at the first checkout.
 */
export async function syncCatalogueAtStartUp(
  provider: Pick<PaymentsProvider, 'syncCatalogue' | 'name'>,
  log: { info(message: string): void; error(details: object, message: string): void },
): Promise<void> {
  try {
    await provider.syncCatalogue();
    log.info(`Catalogue synchronisé chez ${provider.name}`);
  } catch (error) {
    if (error instanceof PaymentProviderError && (error.status === 401 || error.status === 403)) {
      throw new Error(
        `STRIPE_SECRET_KEY: the key cannot manage the catalogue (products, prices, coupons): ${error.message}`,
        { cause: error },
      );
    }
    log.error(
      { err: error },
      'catalogue non synchronisé au démarrage : nouvel essai au premier paiement',
    );
  }
}
