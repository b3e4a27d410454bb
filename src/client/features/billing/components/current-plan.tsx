import { CalendarClock, ExternalLink } from 'lucide-react';
import { allowanceOf, tierLabel } from '#shared/plans';
import type { SubscriptionSummary } from '#shared/schemas/billing';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useOpenPortal } from '../api/manage-subscription';
import { useResumeSubscription, useUndoPlanChange } from '../api/plan-change';
import { frenchDate } from '../utils/dates';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

/**
 * The customer's plan now (issue 9): tier, messages left, the next renewal or
 * the end date, « Gérer » at the provider and « Résilier » here. The profile
 * shows the same block (spec §2 Profile), cancelling stays within three clicks.
 */
export function CurrentPlan({
  summary,
  onChangePlan,
}: {
  summary: SubscriptionSummary;
  /** « Changer »: where the plans are (the same page, or /subscription from the profile). */
  onChangePlan: () => void;
}) {
  const portal = useOpenPortal();
  const resume = useResumeSubscription();
  const undo = useUndoPlanChange();
  const scheduled = summary.scheduledPlan;
  const paid = summary.tier !== 'gratuit';
  const cancelling = summary.accountStatus === 'pending_cancel';
  const inactive = !cancelling && summary.accountStatus !== 'active';
  return (
    <section
      aria-labelledby="current-plan-title"
      data-testid="current-plan"
      className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2
        id="current-plan-title"
        className="text-sm font-semibold tracking-wider text-muted-foreground uppercase"
      >
        Votre forfait
      </h2>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <p className="font-serif text-2xl font-semibold text-foreground">
          {/* Messages bought apart from a plan (the special offer) are not « Forfait Gratuit ». */}
          {!paid && summary.messagesRemaining > allowanceOf('gratuit')
            ? 'Messages achetés, sans abonnement'
            : tierLabel(summary.tier)}
        </p>
        <p className="text-foreground">
          <span className="text-2xl font-semibold tabular-nums">{summary.messagesRemaining}</span>{' '}
          message{summary.messagesRemaining > 1 ? 's' : ''} restant
          {summary.messagesRemaining > 1 ? 's' : ''}
        </p>
      </div>
      {summary.renewsAt ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarClock aria-hidden="true" className="size-4" />
          Prochain renouvellement le {frenchDate(summary.renewsAt)}
        </p>
      ) : null}
      {cancelling ? (
        <Alert variant="warning" role="status" className="mt-4" data-testid="pending-cancel">
          <CalendarClock aria-hidden="true" />
          <div>
            <AlertTitle>Résiliation programmée</AlertTitle>
            <AlertDescription>
              {summary.endsAt
                ? `Votre forfait et vos messages restent disponibles jusqu'au ${frenchDate(summary.endsAt)}, puis vous repasserez au forfait gratuit.`
                : 'Votre forfait reste disponible jusqu’à la fin de la période payée.'}
            </AlertDescription>
            {/* Taking the cancellation back is one tap, as the confirmation mail says (issue 39). */}
            <Button
              size="sm"
              className="mt-3"
              disabled={resume.isPending}
              aria-busy={resume.isPending}
              onClick={() => resume.mutate()}
            >
              {resume.isPending ? 'Reprise…' : 'Reprendre mon abonnement'}
            </Button>
          </div>
        </Alert>
      ) : null}
      {scheduled && !cancelling ? (
        <Alert role="status" className="mt-4" data-testid="scheduled-plan">
          <CalendarClock aria-hidden="true" />
          <div>
            <AlertTitle>Changement de forfait programmé</AlertTitle>
            <AlertDescription>
              {`Le forfait ${tierLabel(scheduled.tier)} (${allowanceOf(scheduled.tier)} messages par mois) remplacera votre forfait ${tierLabel(summary.tier)} le ${frenchDate(scheduled.startsAt)}. D’ici là, vous gardez votre forfait actuel et vos messages.`}
            </AlertDescription>
            <Button
              size="sm"
              variant="outline"
              className="mt-3"
              disabled={undo.isPending}
              aria-busy={undo.isPending}
              onClick={() => undo.mutate(scheduled.id)}
            >
              {undo.isPending ? 'Annulation…' : 'Annuler ce changement'}
            </Button>
          </div>
        </Alert>
      ) : null}
      {inactive ? (
        <Alert variant="destructive" role="status" className="mt-4">
          <div>
            <AlertTitle>Forfait inactif</AlertTitle>
            <AlertDescription>
              Contactez le support si vous pensez qu’il s’agit d’une erreur.
            </AlertDescription>
          </div>
        </Alert>
      ) : null}
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {summary.canManage ? (
          <Button
            variant="outline"
            onClick={() => portal.mutate()}
            disabled={portal.isPending}
            aria-busy={portal.isPending}
          >
            <ExternalLink aria-hidden="true" />
            Gérer
          </Button>
        ) : null}
        <Button variant="outline" onClick={onChangePlan}>
          Changer
        </Button>
        {paid && !cancelling ? (
          <CancelSubscriptionDialog tier={summary.tier} renewsAt={summary.renewsAt} />
        ) : null}
      </div>
    </section>
  );
}
