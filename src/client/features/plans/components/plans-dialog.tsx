import { Link } from 'react-router';
import { INTRO_PRICE_CENTS, PAID_TIERS, PLANS, formatEuros } from '#shared/plans';
import { PlanCard } from '@/components/plans/plan-card';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { planPurchasePath } from '@/lib/paths';

interface PlansDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const INTRO_NOTE = `${formatEuros(INTRO_PRICE_CENTS)} le premier mois, puis ${formatEuros(PLANS.decouverte.priceCents)}`;

/**
 * The plans dialog of the home page (spec §2) showing the one catalogue (D6).
 * Each plan leads to its purchase on /subscription (through the sign-up or the
 * login first, for a visitor).
 */
export function PlansDialog({ open, onOpenChange }: PlansDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl gap-6 bg-background sm:p-8">
        <DialogHeader>
          <DialogTitle className="text-2xl">Nos forfaits</DialogTitle>
          <DialogDescription>
            Des forfaits mensuels sans engagement, résiliables à tout moment. Seuls vos messages
            sont décomptés, jamais les réponses de Céleste. Les messages non utilisés ne sont pas
            reportés au mois suivant.
          </DialogDescription>
        </DialogHeader>
        <p className="rounded-xl border border-accent/60 bg-accent-soft px-4 py-3 text-sm text-accent-strong">
          <strong className="font-semibold">Offre de bienvenue :</strong> le premier mois du forfait{' '}
          {PLANS.decouverte.name} est à {formatEuros(INTRO_PRICE_CENTS)}, puis{' '}
          {formatEuros(PLANS.decouverte.priceCents)} par mois.
        </p>
        <div className="grid gap-6 pt-2 sm:grid-cols-2 lg:grid-cols-4">
          {PAID_TIERS.map((tier) => (
            <PlanCard
              key={tier}
              plan={PLANS[tier]}
              note={tier === 'decouverte' ? INTRO_NOTE : undefined}
              action={
                <Button
                  asChild
                  variant={PLANS[tier].popular ? 'default' : 'outline'}
                  className="w-full"
                >
                  <Link to={planPurchasePath(tier)}>Choisir {PLANS[tier].name}</Link>
                </Button>
              }
            />
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
