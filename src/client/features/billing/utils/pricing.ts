import {
  INTRO_PRICE_CENTS,
  PLANS,
  allowanceOf,
  formatEuros,
  tierLabel,
  type PaidTier,
  type Tier,
} from '../../../../shared/plans';

/** The welcome offer applies to decouverte, for a customer whose first plan it is (D6). */
export const hasIntroOffer = (tier: PaidTier, introOfferAvailable: boolean) =>
  tier === 'decouverte' && introOfferAvailable;

/** What the card is charged today, and each month after (prices TTC). */
export function priceOf(tier: PaidTier, introOfferAvailable: boolean) {
  const monthly = PLANS[tier].priceCents;
  const now = hasIntroOffer(tier, introOfferAvailable) ? INTRO_PRICE_CENTS : monthly;
  return {
    nowCents: now,
    label:
      now === monthly
        ? `${formatEuros(monthly)} TTC par mois, résiliable à tout moment`
        : `${formatEuros(now)} TTC le premier mois, puis ${formatEuros(monthly)} par mois, résiliable à tout moment`,
  };
}

/**
 * D9, told before a plan change: the current plan ends at once and its
 * balance is replaced by the new allowance (12 left → decouverte → 10).
 */
export function planChangeRule(input: { from: Tier; to: PaidTier; messagesRemaining: number }) {
  const next = allowanceOf(input.to);
  return `Votre forfait ${tierLabel(input.from)} sera résilié dès le paiement du nouveau. Vos ${input.messagesRemaining} message${input.messagesRemaining > 1 ? 's' : ''} restant${input.messagesRemaining > 1 ? 's' : ''} seront remplacés par les ${next} messages du forfait ${tierLabel(input.to)} : ils ne s'ajoutent pas.`;
}
