import { describe, expect, it } from 'vitest';
import { formatEuros } from '#shared/plans';
import { planChangeRule, priceOf } from './pricing';

describe('prices as the customer reads them', () => {
  it('shows the welcome month of decouverte only while it is open', () => {
    expect(priceOf('decouverte', true)).toEqual({
      nowCents: 700,
      label: `${formatEuros(700)} TTC le premier mois, puis ${formatEuros(1900)} par mois, résiliable à tout moment`,
    });
    expect(priceOf('decouverte', false).nowCents).toBe(1900);
    expect(priceOf('vip', true)).toEqual({
      nowCents: 9900,
      label: `${formatEuros(9900)} TTC par mois, résiliable à tout moment`,
    });
  });

  it('tells the D9 rule with the spec’s example', () => {
    expect(planChangeRule({ from: 'guidance', to: 'decouverte', messagesRemaining: 12 })).toBe(
      "Votre forfait Guidance sera résilié dès le paiement du nouveau. Vos 12 messages restants seront remplacés par les 10 messages du forfait Découverte : ils ne s'ajoutent pas.",
    );
  });
});
