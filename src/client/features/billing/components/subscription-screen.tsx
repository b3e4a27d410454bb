import { useRef, useState } from 'react';
import type { PaidTier } from '#shared/plans';
import { CustomerPageHeader } from '@/components/customer-page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubscription } from '../api/get-subscription';
import { useSubscriptionFlags } from '../hooks/use-subscription-flags';
import { BillingFaq } from './billing-faq';
import { CurrentPlan } from './current-plan';
import { MovementsList } from './movements-list';
import { PaymentIssueBanner } from '@/components/payment-issue-banner';
import { PlanComparison } from './plan-comparison';
import { PlanOffers } from './plan-offers';
import { PurchaseDialog } from './purchase-dialog';

/** /subscription (spec §2): the plan in force, the plans to choose from, the ledger, the FAQ. */
export function SubscriptionScreen() {
  useDocumentTitle('Mon abonnement');
  const chosenElsewhere = useSubscriptionFlags();
  const [choice, setChoice] = useState<PaidTier | null>(chosenElsewhere);
  const subscription = useSubscription();
  const plansRef = useRef<HTMLHeadingElement>(null);
  const summary = subscription.data;

  return (
    <div className="min-h-dvh bg-background">
      <CustomerPageHeader />
      <main className="mx-auto max-w-6xl px-4 pb-16 sm:px-8">
        <h1 className="font-serif text-3xl font-semibold text-foreground">Mon abonnement</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Des forfaits mensuels sans engagement, prix TTC. Seuls vos messages sont décomptés, jamais
          les réponses de Céleste ; les messages non utilisés ne sont pas reportés.
        </p>
        {subscription.isPending ? (
          <div className="py-10">
            <Spinner label="Chargement de votre abonnement…" />
          </div>
        ) : subscription.isError || !summary ? (
          <p role="alert" className="mt-6 text-destructive-strong">
            Votre abonnement n'a pas pu être chargé.{' '}
            <Button variant="link" onClick={() => void subscription.refetch()}>
              Réessayer
            </Button>
          </p>
        ) : (
          <>
            {summary.paymentIssue ? (
              <div className="mt-6 overflow-hidden rounded-lg border border-destructive/40">
                <PaymentIssueBanner issue={summary.paymentIssue} />
              </div>
            ) : null}
            <div className="mt-6">
              <CurrentPlan
                summary={summary}
                onChangePlan={() => plansRef.current?.scrollIntoView({ behavior: 'smooth' })}
              />
            </div>
            <section aria-labelledby="plans-title" className="mt-12">
              <h2
                id="plans-title"
                ref={plansRef}
                tabIndex={-1}
                className="font-serif text-2xl font-semibold text-foreground"
              >
                Choisir un forfait
              </h2>
              <PlanOffers
                currentTier={summary.tier}
                cancelling={summary.accountStatus === 'pending_cancel'}
                introOfferAvailable={summary.introOfferAvailable}
                onChoose={setChoice}
              />
            </section>
            <PlanComparison />
            <MovementsList movements={summary.movements} />
            <BillingFaq />
            <PurchaseDialog
              key={choice ?? 'none'}
              // A plan already in force is not bought again (unless its cancellation is scheduled).
              tier={
                choice === summary.tier && summary.accountStatus !== 'pending_cancel'
                  ? null
                  : choice
              }
              onOpenChange={(open) => !open && setChoice(null)}
              current={{
                tier: summary.tier,
                messagesRemaining: summary.messagesRemaining,
                introOfferAvailable: summary.introOfferAvailable,
              }}
            />
          </>
        )}
      </main>
    </div>
  );
}
