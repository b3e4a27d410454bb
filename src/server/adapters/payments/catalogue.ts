import {
  INTRO_PRICE_CENTS,
  PAID_TIERS,
  PLANS,
  SPECIAL_OFFER,
  type PaidTier,
} from '#shared/plans.js';

/**
 * What the catalogue of D6 is at the payment provider: one product and one
 * monthly price per paid tier, the special offer's one-time price (D10), and
 * the coupon that makes the first month of `decouverte` cost 7 €.
 *
 * Prices are found by lookup key, never by amount: a price is immutable at
 * Stripe, so a new amount in `plans.ts` gives a new price that takes the key
 * over (`transfer_lookup_key`), and subscriptions on the old one keep it.
 */
export const CURRENCY = 'eur';

export interface ProductSpec {
  /** Our own product id: Stripe accepts one at creation, which makes finding it trivial. */
  id: string;
  name: string;
  description: string;
}

export interface PriceSpec {
  lookupKey: string;
  productId: string;
  unitAmountCents: number;
  /** null for a one-time price. */
  interval: 'month' | null;
  nickname: string;
}

export interface CouponSpec {
  id: string;
  name: string;
  amountOffCents: number;
  appliesToProductId: string;
}

export const PLAN_PRODUCT_IDS: Readonly<Record<PaidTier, string>> = {
  decouverte: 'voyance_plan_decouverte',
  guidance: 'voyance_plan_guidance',
  privilege: 'voyance_plan_privilege',
  vip: 'voyance_plan_vip',
};
export const SPECIAL_OFFER_PRODUCT_ID = 'voyance_offre_speciale';

export const PLAN_LOOKUP_KEYS: Readonly<Record<PaidTier, string>> = {
  decouverte: 'voyance_decouverte_monthly_eur',
  guidance: 'voyance_guidance_monthly_eur',
  privilege: 'voyance_privilege_monthly_eur',
  vip: 'voyance_vip_monthly_eur',
};
export const SPECIAL_OFFER_LOOKUP_KEY = 'voyance_special_offer_once_eur';

const INTRO_AMOUNT_OFF_CENTS = PLANS.decouverte.priceCents - INTRO_PRICE_CENTS;

/**
 * `once`, restricted to the decouverte product. Coupons are immutable, so the
 * amount is part of the id: a new intro price makes a new coupon.
 */
export const INTRO_COUPON: CouponSpec = {
  id: `voyance_decouverte_intro_${INTRO_AMOUNT_OFF_CENTS}_off`,
  name: `Premier mois Découverte à ${INTRO_PRICE_CENTS / 100} €`,
  amountOffCents: INTRO_AMOUNT_OFF_CENTS,
  appliesToProductId: PLAN_PRODUCT_IDS.decouverte,
};

export const CATALOGUE_PRODUCTS: readonly ProductSpec[] = [
  ...PAID_TIERS.map((tier) => ({
    id: PLAN_PRODUCT_IDS[tier],
    name: `Forfait ${PLANS[tier].name}`,
    description: `${PLANS[tier].messagesPerMonth} messages par mois avec Céleste, votre conseillère IA`,
  })),
  {
    id: SPECIAL_OFFER_PRODUCT_ID,
    name: 'Offre spéciale',
    description: `${SPECIAL_OFFER.messages} messages avec Céleste, paiement unique, sans abonnement`,
  },
];

export const CATALOGUE_PRICES: readonly PriceSpec[] = [
  ...PAID_TIERS.map((tier) => ({
    lookupKey: PLAN_LOOKUP_KEYS[tier],
    productId: PLAN_PRODUCT_IDS[tier],
    unitAmountCents: PLANS[tier].priceCents,
    interval: 'month' as const,
    nickname: `${PLANS[tier].name} mensuel`,
  })),
  {
    lookupKey: SPECIAL_OFFER_LOOKUP_KEY,
    productId: SPECIAL_OFFER_PRODUCT_ID,
    unitAmountCents: SPECIAL_OFFER.priceCents,
    interval: null,
    nickname: 'Offre spéciale, paiement unique',
  },
];

/** The tier a price sells, from its lookup key; null for anything we do not sell as a plan. */
export function tierOfLookupKey(lookupKey: string | null | undefined): PaidTier | null {
  if (!lookupKey) return null;
  return PAID_TIERS.find((tier) => PLAN_LOOKUP_KEYS[tier] === lookupKey) ?? null;
}

/** French VAT, included in every price (ADR 010: STRIPE_TAX=tax_rate, the default). */
export interface TaxRateSpec {
  /** Ours, kept in the rate's metadata: Stripe has no lookup key for tax rates. */
  key: string;
  displayName: string;
  description: string;
  percentage: number;
  country: string;
  jurisdiction: string;
}

export const FRENCH_VAT: TaxRateSpec = {
  key: 'tva-fr-20-incluse',
  displayName: 'TVA',
  description: 'TVA française au taux normal, incluse dans le prix',
  percentage: 20,
  country: 'FR',
  jurisdiction: 'FR',
};
