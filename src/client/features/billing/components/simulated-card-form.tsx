import { SUBSCRIPTION_WAIVER_NOTICE } from '#shared/legal';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FORM_PAGE_BUTTON } from '@/components/form-page';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toast';

/** The simulated provider's stand-in for Stripe's Payment Element: no card, a clear test notice. */
export function SimulatedCardForm({
  subscriptionId,
  returnPath,
}: {
  subscriptionId: string;
  returnPath: string;
}) {
  const navigate = useNavigate();
  const pay = useMutation({
    mutationFn: () =>
      api.post(`/api/simulated-payments/intents/${encodeURIComponent(subscriptionId)}/confirm`),
    onSuccess: () => navigate(returnPath),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Erreur de paiement', description: errorText(error) }),
  });
  return (
    <div className="grid gap-4">
      <Alert variant="warning">
        <AlertDescription>
          MODE TEST : paiement simulé, aucune carte n'est débitée.
        </AlertDescription>
      </Alert>
      <Button
        size="lg"
        className={FORM_PAGE_BUTTON}
        disabled={pay.isPending || pay.isSuccess}
        aria-busy={pay.isPending}
        onClick={() => pay.mutate()}
      >
        {pay.isPending ? 'Paiement en cours…' : 'Payer'}
      </Button>
      <p className="text-xs leading-relaxed text-muted-foreground" data-testid="waiver-notice">
        {SUBSCRIPTION_WAIVER_NOTICE}
      </p>
    </div>
  );
}
