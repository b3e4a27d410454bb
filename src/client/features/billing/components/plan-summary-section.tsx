import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSubscription } from '../api/get-subscription';
import { CurrentPlan } from './current-plan';
import { paths } from '@/lib/paths';

/**
 * The plan block of /subscription, in the profile (spec §2): « Gérer » only
 * with a customer at the provider, « Changer » always, the status when not active.
 */
export function PlanSummarySection() {
  const subscription = useSubscription();
  const navigate = useNavigate();
  if (subscription.isPending) return <Spinner label="Chargement de votre abonnement…" />;
  if (subscription.isError || !subscription.data) {
    return (
      <p role="alert" className="text-sm text-destructive-strong">
        Votre abonnement n’a pas pu être chargé.{' '}
        <Button variant="link" onClick={() => void subscription.refetch()}>
          Réessayer
        </Button>
      </p>
    );
  }
  return (
    <CurrentPlan summary={subscription.data} onChangePlan={() => navigate(paths.subscription)} />
  );
}
