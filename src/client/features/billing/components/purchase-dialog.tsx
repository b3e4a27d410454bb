import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PLANS, formatEuros, type PaidTier, type Tier } from '#shared/plans';
import { purchaseConsentFormSchema, type PurchaseConsentForm } from '#shared/schemas/billing';
import type { z } from '#shared/zod';
import { LegalDialog } from '@/components/legal/legal-dialog';
import { LEGAL_DOCUMENTS } from '@/components/legal/legal-documents';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox, checkboxFieldProps } from '@/components/ui/checkbox';
import { CheckboxField } from '@/components/ui/checkbox-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { usePlanChangePreview, useSchedulePlanChange } from '../api/plan-change';
import { useStartPurchase } from '../api/start-purchase';
import { frenchDate } from '../utils/dates';
import { immediateLossText, planChangeRule, priceOf } from '../utils/pricing';
import { PlanChangeTiming, type ChangeTiming } from './plan-change-timing';

interface PurchaseDialogProps {
  tier: PaidTier | null;
  onOpenChange: (open: boolean) => void;
  current: { tier: Tier; messagesRemaining: number; introOfferAvailable: boolean };
}

/**
 * Confirms a purchase before the payment page (spec §4, French consumer law):
 * the price TTC, the balance rule of a plan change (D9), the terms, and the
 * express request to start at once with the loss of the 14-day withdrawal
 * right (L221-28) — both recorded by the server before the checkout opens.
 */
export function PurchaseDialog({ tier, onOpenChange, current }: PurchaseDialogProps) {
  const [termsOpen, setTermsOpen] = useState(false);
  const purchase = useStartPurchase();
  const scheduling = useSchedulePlanChange();
  const change = current.tier !== 'gratuit';
  // What each way means, counted by the server (D20): asked as soon as the dialog opens.
  const preview = usePlanChangePreview(tier, change);
  const [timing, setTiming] = useState<ChangeTiming | null>(null);
  const form = useForm<PurchaseConsentForm, unknown, z.output<typeof purchaseConsentFormSchema>>({
    resolver: zodResolver(purchaseConsentFormSchema),
    defaultValues: { acceptTerms: false, withdrawalWaiver: false },
  });
  const { errors } = form.formState;
  if (!tier) return null;
  const plan = PLANS[tier];
  const price = priceOf(tier, current.introOfferAvailable);
  const facts = preview.data;
  // The renewal is offered first, and chosen by default, when changing now would lose messages.
  const chosen: ChangeTiming =
    timing ?? (facts?.recommended === 'end_of_period' ? 'end_of_period' : 'immediate');
  const atRenewal = change && chosen === 'end_of_period' && facts?.endOfPeriod != null;
  const busy = purchase.isPending || purchase.isSuccess || scheduling.isPending;
  const waiting = change && preview.isPending;

  return (
    <Dialog open onOpenChange={(open) => !busy && onOpenChange(open)}>
      <DialogContent className="sm:max-w-lg" data-testid="purchase-dialog">
        <DialogHeader>
          <DialogTitle>
            {change ? `Passer au forfait ${plan.name}` : `Choisir le forfait ${plan.name}`}
          </DialogTitle>
          <DialogDescription>
            {plan.messagesPerMonth} messages par mois · {price.label}.
          </DialogDescription>
        </DialogHeader>
        {change && facts?.endOfPeriod ? (
          <PlanChangeTiming preview={facts} value={chosen} onChange={setTiming} />
        ) : null}
        {change && !atRenewal ? (
          <Alert variant="warning" data-testid="plan-change-rule">
            <AlertDescription>
              {facts
                ? immediateLossText(facts)
                : planChangeRule({
                    from: current.tier,
                    to: tier,
                    messagesRemaining: current.messagesRemaining,
                  })}
            </AlertDescription>
          </Alert>
        ) : null}
        <form
          noValidate
          aria-label="Confirmation de l'achat"
          className="grid gap-4"
          onSubmit={form.handleSubmit(() =>
            atRenewal
              ? scheduling.mutate(
                  { tier, currentTier: current.tier },
                  { onSuccess: () => onOpenChange(false) },
                )
              : purchase.mutate({ tier, currentTier: current.tier }),
          )}
        >
          <Controller
            control={form.control}
            name="acceptTerms"
            render={({ field }) => (
              <CheckboxField
                id="purchase-accept-terms"
                // The document by its page title, the one « Lire les CGU » opens (issue 39).
                label={`J'accepte les ${LEGAL_DOCUMENTS.cgu.title}`}
                error={errors.acceptTerms?.message}
                extra={
                  <Button
                    variant="link"
                    size="sm"
                    className="align-baseline"
                    onClick={() => setTermsOpen(true)}
                  >
                    Lire les CGU
                  </Button>
                }
              >
                <Checkbox {...checkboxFieldProps(field)} />
              </CheckboxField>
            )}
          />
          <Controller
            control={form.control}
            name="withdrawalWaiver"
            render={({ field }) => (
              <CheckboxField
                id="purchase-withdrawal-waiver"
                label="Je demande que mon forfait commence dès le paiement et je reconnais perdre ainsi mon droit de rétractation de 14 jours (article L221-28 du Code de la consommation)."
                error={errors.withdrawalWaiver?.message}
              >
                <Checkbox {...checkboxFieldProps(field)} />
              </CheckboxField>
            )}
          />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => onOpenChange(false)}
            >
              Annuler
            </Button>
            <Button type="submit" disabled={busy || waiting} aria-busy={busy}>
              {atRenewal && facts?.endOfPeriod
                ? scheduling.isPending
                  ? 'Programmation…'
                  : `Programmer pour le ${frenchDate(facts.endOfPeriod.startsAt)}`
                : busy
                  ? 'Redirection vers le paiement…'
                  : `Payer ${formatEuros(facts?.immediate.priceCents ?? price.nowCents)} TTC`}
            </Button>
          </DialogFooter>
        </form>
        <LegalDialog document="cgu" open={termsOpen} onOpenChange={setTermsOpen} openPageInNewTab />
      </DialogContent>
    </Dialog>
  );
}
