import { SUBSCRIPTION_WAIVER_NOTICE } from '#shared/legal.js';
import { SPECIAL_OFFER } from '#shared/plans.js';
import type { SyncedCatalogue } from './catalogue-sync.js';
import type { StartOfferCheckout, StartSubscriptionCheckout } from './payments.js';
import type { CheckoutSessionParams } from './stripe-core/checkout-sessions.js';
import type { SubscriptionParams } from './stripe-core/subscriptions.js';

/**
 * What both providers ask for, in Stripe's parameters: the simulated core
 * takes exactly what the SDK sends, so the two cannot drift apart.
 */

/** Shown beside the pay button (shared/legal.ts: the embedded page shows the same). */
export const SUBSCRIPTION_SUBMIT_MESSAGE = SUBSCRIPTION_WAIVER_NOTICE;

export const OFFER_SUBMIT_MESSAGE =
  `En payant, vous demandez que vos ${SPECIAL_OFFER.messages} messages soient disponibles ` +
  'immédiatement et vous reconnaissez perdre votre droit de rétractation de 14 jours ' +
  '(article L221-28 du Code de la consommation). Paiement unique, sans abonnement.';

/** The intro coupon only ever applies to decouverte (D6); for another tier it is ignored. */
function introDiscounts(
  input: Pick<StartSubscriptionCheckout, 'tier' | 'introOffer'>,
  catalogue: SyncedCatalogue,
) {
  return input.introOffer && input.tier === 'decouverte'
    ? [{ coupon: catalogue.introCouponId }]
    : undefined;
}

/** The fixed VAT rate as a subscription's default, when the setting uses one (ADR 010). */
function vatOnSubscription(catalogue: SyncedCatalogue) {
  return catalogue.vatRateId ? { default_tax_rates: [catalogue.vatRateId] } : {};
}

/** The caller's metadata, plus who and what: the webhook handler reads them back. */
function subscriptionMetadata(
  input: Pick<StartSubscriptionCheckout, 'metadata' | 'userId' | 'tier'>,
) {
  return { ...input.metadata, userId: String(input.userId), tier: input.tier };
}

export function subscriptionCheckoutParams(
  input: StartSubscriptionCheckout,
  catalogue: SyncedCatalogue,
) {
  const metadata = subscriptionMetadata(input);
  const discounts = introDiscounts(input, catalogue);
  return {
    mode: 'subscription',
    customer: input.customerId,
    client_reference_id: String(input.userId),
    line_items: [{ price: catalogue.planPriceIds[input.tier], quantity: 1 }],
    ...(discounts ? { discounts } : {}),
    metadata,
    // Every invoice of the subscription, renewals and plan changes too, carries the rate.
    subscription_data: { metadata, ...vatOnSubscription(catalogue) },
    locale: 'fr',
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    custom_text: { submit: { message: SUBSCRIPTION_SUBMIT_MESSAGE } },
  } satisfies CheckoutSessionParams;
}

export function offerCheckoutParams(input: StartOfferCheckout, catalogue: SyncedCatalogue) {
  // The buyer ticked the express request (L221-28) on our form: the checkout carries it.
  const metadata = {
    kind: 'special_offer',
    guestSessionId: input.guestSessionId,
    withdrawalWaiver: 'true',
  };
  return {
    mode: 'payment',
    client_reference_id: input.guestSessionId,
    line_items: [
      {
        price: catalogue.specialOfferPriceId,
        quantity: 1,
        ...(catalogue.vatRateId ? { tax_rates: [catalogue.vatRateId] } : {}),
      },
    ],
    // A customer record keeps the buyer's receipts together and can become
    // the auto-created account's customer.
    customer_creation: 'always',
    metadata,
    payment_intent_data: { metadata },
    locale: 'fr',
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    custom_text: { submit: { message: OFFER_SUBMIT_MESSAGE } },
  } satisfies CheckoutSessionParams;
}

export function subscriptionIntentParams(
  input: Omit<StartSubscriptionCheckout, 'successUrl' | 'cancelUrl'>,
  catalogue: SyncedCatalogue,
) {
  const discounts = introDiscounts(input, catalogue);
  return {
    customer: input.customerId,
    items: [{ price: catalogue.planPriceIds[input.tier], quantity: 1 }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    ...(discounts ? { discounts } : {}),
    metadata: subscriptionMetadata(input),
    ...vatOnSubscription(catalogue),
  } satisfies SubscriptionParams;
}
