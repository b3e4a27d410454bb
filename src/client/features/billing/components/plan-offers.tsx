import { PAID_TIERS, PLANS, type PaidTier, type Tier } from '#shared/plans';
import { PlanCard } from '@/components/plans/plan-card';
import { Button } from '@/components/ui/button';
import { priceOf } from '../utils/pricing';

/** The plan cards of /subscription: price TTC, messages, price per message, features (D6). */
export function PlanOffers({
  currentTier,
  cancelling,
  introOfferAvailable,
  onChoose,
}: {
  currentTier: Tier;
  cancelling: boolean;
  introOfferAvailable: boolean;
  onChoose: (tier: PaidTier) => void;
}) {
  return (
    <div className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
      {PAID_TIERS.map((tier) => {
        const plan = PLANS[tier];
        // A plan whose cancellation is scheduled can be bought again: it starts a new one.
        const current = tier === currentTier && !cancelling;
        const price = priceOf(tier, introOfferAvailable);
        return (
          <PlanCard
            key={tier}
            plan={plan}
            current={current}
            note={price.nowCents !== plan.priceCents ? price.label : undefined}
            action={
              current ? (
                <Button variant="secondary" className="w-full" disabled>
                  Votre forfait actuel
                </Button>
              ) : (
                <Button
                  variant={plan.popular ? 'default' : 'outline'}
                  className="w-full"
                  onClick={() => onChoose(tier)}
                >
                  Choisir {plan.name}
                </Button>
              )
            }
          />
        );
      })}
    </div>
  );
}
