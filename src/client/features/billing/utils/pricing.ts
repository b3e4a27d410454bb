import {
  INTRO_PRICE_CENTS,
  PLANS,
  allowanceOf,
  formatEuros,
  tierLabel,
  type PaidTier,
  type Tier,
} from '#shared/plans';

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

/**
 * D20, told before a change made now: how many paid messages are lost, by
 * name, and what replaces them — the figures are the server's.
 */
export function immediateLossText(preview: {
  from: Tier;
  to: PaidTier;
  immediate: { priceCents: number; messagesLost: number; messagesAfter: number };
}) {
  const { messagesLost: lost, messagesAfter: after, priceCents } = preview.immediate;
  const start = `Changer maintenant : ${formatEuros(priceCents)} TTC payés aujourd'hui, votre forfait ${tierLabel(preview.from)} est résilié dès le paiement.`;
  if (lost === 0)
    return `${start} Vous recevez les ${after} messages du forfait ${tierLabel(preview.to)}.`;
  return `${start} Vous perdez vos ${lost} message${lost > 1 ? 's' : ''} non utilisé${lost > 1 ? 's' : ''}, remplacé${lost > 1 ? 's' : ''} par les ${after} messages du forfait ${tierLabel(preview.to)} : ils ne s'ajoutent pas.`;
}
