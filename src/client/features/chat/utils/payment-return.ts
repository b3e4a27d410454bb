import { PLANS, SPECIAL_OFFER, tierLabel, type PaidTier } from '#shared/plans';
import type { ConfirmPaymentResponse } from '#shared/schemas/billing';
import { providerReference } from '@/lib/payments';

/**
 * The payment-return flags of /chat/:id (spec §2, §4). They are read once when
 * the screen opens, then removed from the address so that a reload or a shared
 * link does not thank twice. Everything else in the query (date…) stays. What
 * was bought is never read from them: the server asks the provider (ADR 010).
 */
export const PAYMENT_RETURN_PARAMS = [
  'payment_success',
  'tier',
  'conversion',
  'transaction_id',
  'special_offer_success',
  'show_password_banner',
  'session_id',
  'subscription_id',
] as const;

export interface PaymentReturn {
  /** The provider's reference to confirm with the server, if the address names one. */
  reference: { sessionId: string } | { subscriptionId: string } | null;
  /** A purchase flag is there: an earlier dismissal of the password reminder no longer counts. */
  purchased: boolean;
}

export function readPaymentReturn(params: URLSearchParams): PaymentReturn {
  const purchased =
    params.get('payment_success') === 'true' || params.get('special_offer_success') === 'true';
  // The hosted checkout returns its session, the special offer its session as transaction_id,
  // the embedded form its subscription.
  const sessionId =
    providerReference(params.get('session_id'), 'cs_') ??
    providerReference(params.get('transaction_id'), 'cs_');
  const subscriptionId = providerReference(params.get('subscription_id'), 'sub_');
  const reference = !purchased
    ? null
    : sessionId
      ? { sessionId }
      : subscriptionId
        ? { subscriptionId }
        : null;
  return { reference, purchased };
}

export function hasPaymentReturnParams(params: URLSearchParams): boolean {
  return PAYMENT_RETURN_PARAMS.some((name) => params.has(name));
}

/** The same query without the payment-return flags. */
export function withoutPaymentReturnParams(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of PAYMENT_RETURN_PARAMS) rest.delete(name);
  return rest;
}

/** What a confirmed payment bought, as the thanks popup names it. */
export type Purchase = { kind: 'plan'; tier: PaidTier | null } | { kind: 'special_offer' };

export function purchaseOf(confirmed: ConfirmPaymentResponse | undefined): Purchase | null {
  if (confirmed?.status !== 'paid') return null;
  if (confirmed.kind === 'special_offer') return { kind: 'special_offer' };
  const tier = confirmed.tier && confirmed.tier !== 'gratuit' ? confirmed.tier : null;
  return { kind: 'plan', tier };
}

/** What the thanks popup says was bought ("forfait" is masculine, "offre" feminine). */
export function purchaseActiveLabel(purchase: Purchase): string {
  if (purchase.kind === 'special_offer') return "L'offre spéciale est maintenant active.";
  return purchase.tier
    ? `Le forfait ${tierLabel(purchase.tier)} est maintenant actif.`
    : 'Votre forfait est maintenant actif.';
}

export function messagesNowLabel(remaining: number): string {
  const count = Math.max(0, remaining);
  // « maintenant » is the first sentence's already (issue 39: it was said twice).
  return `Vous disposez de ${count} message${count > 1 ? 's' : ''}.`;
}

/**
 * The conversion to report (spec §9), or null: the value comes from the plan
 * catalogue and the reference from the server's confirmation, never from the
 * address (the `conversion` flag is ignored).
 */
export function purchaseConversion(
  confirmed: ConfirmPaymentResponse | undefined,
): { transactionId: string; value: number; currency: 'EUR' } | null {
  const purchase = purchaseOf(confirmed);
  const transactionId = confirmed?.transactionId;
  if (!purchase || !transactionId) return null;
  if (purchase.kind === 'special_offer') {
    return { transactionId, value: SPECIAL_OFFER.conversionValue, currency: 'EUR' };
  }
  if (!purchase.tier) return null;
  return { transactionId, value: PLANS[purchase.tier].conversionValue, currency: 'EUR' };
}

/**
 * Spec §4 says the reminder shows when the user has no password, or after a
 * purchase or show_password_banner=true, unless dismissed. Decision: it is only
 * ever shown to an account without a password — its one action is setting a
 * password, which /set-password refuses for an account that has one. The
 * flags therefore never show it on their own; a purchase return still clears
 * an earlier dismissal.
 */
export function showPasswordBanner(input: { hasPassword: boolean; dismissed: boolean }): boolean {
  return !input.hasPassword && !input.dismissed;
}
