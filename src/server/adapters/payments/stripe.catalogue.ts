import type Stripe from 'stripe';
import type { CatalogueOps } from './catalogue-sync.js';
import { CURRENCY } from './catalogue.js';
import { orNull } from './stripe-client.js';

/** The catalogue sync's calls over the Stripe SDK; every create carries its idempotency key. */
export function stripeCatalogueOps(stripe: Stripe): CatalogueOps {
  return {
    retrieveProduct: (id) => orNull(() => stripe.products.retrieve(id)),
    async createProduct(spec, idempotencyKey) {
      await stripe.products.create(
        { id: spec.id, name: spec.name, description: spec.description },
        { idempotencyKey },
      );
    },
    async listPricesByLookupKey(lookupKeys) {
      // Stripe takes at most 10 lookup keys per list; the catalogue has 5.
      const list = await stripe.prices.list({ lookup_keys: lookupKeys, limit: 100 });
      return list.data;
    },
    createPrice: (spec, { idempotencyKey, transferLookupKey }) =>
      stripe.prices.create(
        {
          product: spec.productId,
          currency: CURRENCY,
          unit_amount: spec.unitAmountCents,
          ...(spec.interval ? { recurring: { interval: spec.interval } } : {}),
          lookup_key: spec.lookupKey,
          ...(transferLookupKey ? { transfer_lookup_key: true } : {}),
          nickname: spec.nickname,
          tax_behavior: 'inclusive',
        },
        { idempotencyKey },
      ),
    retrieveCoupon: (id) => orNull(() => stripe.coupons.retrieve(id)),
    async createCoupon(spec, idempotencyKey) {
      await stripe.coupons.create(
        {
          id: spec.id,
          name: spec.name,
          amount_off: spec.amountOffCents,
          currency: CURRENCY,
          duration: 'once',
          applies_to: { products: [spec.appliesToProductId] },
        },
        { idempotencyKey },
      );
    },
    async listActiveTaxRates() {
      return (await stripe.taxRates.list({ active: true, limit: 100 })).data;
    },
    createTaxRate: (spec, idempotencyKey) =>
      stripe.taxRates.create(
        {
          display_name: spec.displayName,
          description: spec.description,
          percentage: spec.percentage,
          inclusive: true,
          country: spec.country,
          jurisdiction: spec.jurisdiction,
          tax_type: 'vat',
          metadata: { app_key: spec.key },
        },
        { idempotencyKey },
      ),
  };
}
