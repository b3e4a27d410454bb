import {
  PLANS,
  SPECIAL_OFFER,
  normalizeTier,
  tierLabel,
  type PaidTier,
} from '../../../../shared/plans';

/**
 * The payment-return flags of /chat/:id (spec §2, §4). They are read once when
 * the screen opens, then removed from the address so that a reload or a shared
 * link does not thank twice. Everything else in the query (date…) stays.
 */
export const PAYMENT_RETURN_PARAMS = [
  'payment_success',
  'tier',
  'conversion',
  'transaction_id',
  'special_offer_success',
  'show_password_banner',
] as const;

export interface PaymentReturn {
  /** What was bought: a plan, the guests' special offer, or nothing (no thanks popup). */
  purchase: { kind: 'plan'; tier: PaidTier | null } | { kind: 'special-offer' } | null;
  transactionId: string | null;
  /** show_password_banner=true: asks for the reminder without a purchase. */
  askPassword: boolean;
}

/** A provider id, never arbitrary text from a link. */
function reference(value: string | null): string | null {
  return value && /^[\w-]{1,120}$/.test(value) ? value : null;
}

export function readPaymentReturn(params: URLSearchParams): PaymentReturn {
  const transactionId = reference(params.get('transaction_id'));
  const askPassword = params.get('show_password_banner') === 'true';
  if (params.get('special_offer_success') === 'true') {
    return { purchase: { kind: 'special-offer' }, transactionId, askPassword };
  }
  if (params.get('payment_success') === 'true') {
    const tier = normalizeTier(params.get('tier'));
    return {
      purchase: { kind: 'plan', tier: tier && tier !== 'gratuit' ? tier : null },
      transactionId,
      askPassword,
    };
  }
  return { purchase: null, transactionId, askPassword };
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

/** What the thanks popup says was bought ("forfait" is masculine, "offre" feminine). */
export function purchaseActiveLabel(purchase: NonNullable<PaymentReturn['purchase']>): string {
  if (purchase.kind === 'special-offer') return "L'offre spéciale est maintenant active.";
  return purchase.tier
    ? `Le forfait ${tierLabel(purchase.tier)} est maintenant actif.`
    : 'Votre forfait est maintenant actif.';
}

export function messagesNowLabel(remaining: number): string {
  const count = Math.max(0, remaining);
  return `Vous disposez maintenant de ${count} message${count > 1 ? 's' : ''}.`;
}

/**
 * The conversion to report (spec §9), or null: the value comes from the plan
 * catalogue, never from the address (the `conversion` flag is ignored), and a
 * plan return without a known tier or any return without a transaction id is not reported.
 */
export function purchaseConversion(
  ret: PaymentReturn,
): { transactionId: string; value: number; currency: 'EUR' } | null {
  if (!ret.purchase || !ret.transactionId) return null;
  if (ret.purchase.kind === 'special-offer') {
    return {
      transactionId: ret.transactionId,
      value: SPECIAL_OFFER.conversionValue,
      currency: 'EUR',
    };
  }
  if (!ret.purchase.tier) return null;
  return {
    transactionId: ret.transactionId,
    value: PLANS[ret.purchase.tier].conversionValue,
    currency: 'EUR',
  };
}

/**
 * Spec §4 says the reminder shows when the user has no password, or after a
 * purchase or show_password_banner=true, unless dismissed. Decision: it is only
 * ever shown to an account without a password — its one action is setting a
 * password, which /set-password refuses for an account that has one. The
 * flags therefore never show it on their own; a purchase or special-offer
 * return still clears an earlier dismissal (see clearsDismissal).
 */
export function showPasswordBanner(input: { hasPassword: boolean; dismissed: boolean }): boolean {
  return !input.hasPassword && !input.dismissed;
}

/** A payment or special-offer return brings a dismissed reminder back (spec §4). */
export function clearsDismissal(ret: PaymentReturn): boolean {
  return ret.purchase !== null;
}
