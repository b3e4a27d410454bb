import type { CatalogueOps } from './catalogue-sync.js';
import { orNull } from './stripe-core/core-error.js';
import type { StripeCore } from './stripe-core/stripe-core.js';

/** The catalogue sync's calls over the simulated core, with the parameters the SDK would send. */
export function coreCatalogueOps(core: StripeCore): CatalogueOps {
  const once = <T>(key: string, params: unknown, run: () => Promise<T>) =>
    core.idempotent(key, JSON.stringify(params), run).then(({ result }) => result);
  return {
    retrieveProduct: (id) => orNull(core.retrieveProduct(id)),
    async createProduct(spec, key) {
      const params = { id: spec.id, name: spec.name, description: spec.description };
      await once(key, params, () => core.createProduct(params));
    },
    listPricesByLookupKey: async (lookupKeys) =>
      (await core.listPrices({ lookup_keys: lookupKeys, limit: 100 })).data,
    createPrice(spec, { idempotencyKey, transferLookupKey }) {
      const params = {
        product: spec.productId,
        currency: 'eur',
        unit_amount: spec.unitAmountCents,
        ...(spec.interval ? { recurring: { interval: spec.interval } } : {}),
        lookup_key: spec.lookupKey,
        transfer_lookup_key: transferLookupKey,
        nickname: spec.nickname,
        tax_behavior: 'inclusive' as const,
      };
      return once(idempotencyKey, params, () => core.createPrice(params));
    },
    retrieveCoupon: (id) => orNull(core.retrieveCoupon(id)),
    async createCoupon(spec, key) {
      const params = {
        id: spec.id,
        name: spec.name,
        amount_off: spec.amountOffCents,
        currency: 'eur',
        duration: 'once' as const,
        applies_to: { products: [spec.appliesToProductId] },
      };
      await once(key, params, () => core.createCoupon(params));
    },
    listActiveTaxRates: async () => (await core.listTaxRates({ active: true, limit: 100 })).data,
    createTaxRate(spec, key) {
      const params = {
        display_name: spec.displayName,
        description: spec.description,
        percentage: spec.percentage,
        inclusive: true,
        country: spec.country,
        jurisdiction: spec.jurisdiction,
        tax_type: 'vat',
        metadata: { app_key: spec.key },
      };
      return once(key, params, () => core.createTaxRate(params));
    },
  };
}
