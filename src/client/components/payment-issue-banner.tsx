import { AlertTriangle } from 'lucide-react';
import type { SessionUser } from '#shared/schemas/user';
import { Button } from '@/components/ui/button';

const TEXT: Record<
  NonNullable<SessionUser['paymentIssue']>['kind'],
  { lead: string; action: string }
> = {
  payment_failed: {
    lead: 'Le renouvellement de votre forfait n’a pas pu être débité. Votre accès reste ouvert pendant les nouvelles tentatives : mettez à jour votre carte pour éviter une interruption.',
    action: 'Régler ou changer ma carte',
  },
  action_required: {
    lead: 'Votre banque demande que vous confirmiez le paiement du renouvellement de votre forfait (authentification forte). Votre accès reste ouvert en attendant.',
    action: 'Confirmer le paiement',
  },
};

/**
 * A renewal not paid (D23), shown in the app and not only by mail: on
 * /subscription and under the chat header, with the page where it is settled
 * (the provider's hosted invoice).
 */
export function PaymentIssueBanner({ issue }: { issue: SessionUser['paymentIssue'] }) {
  if (!issue) return null;
  const text = TEXT[issue.kind];
  return (
    <div
      role="alert"
      data-testid="payment-issue-banner"
      className="flex items-start gap-3 border-b border-destructive/40 bg-destructive/10 px-4 py-3 text-sm sm:items-center"
    >
      <AlertTriangle
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0 text-destructive-strong"
      />
      <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <p className="flex-1">{text.lead}</p>
        <Button asChild size="sm" className="self-start sm:self-center">
          <a href={issue.url}>{text.action}</a>
        </Button>
      </div>
    </div>
  );
}
