import { ComingSoonPage } from '@/components/coming-soon-page';

/** /subscription: the plan selection comes with billing. */
export default function SubscriptionRoute() {
  return (
    <ComingSoonPage
      title="Choisir un forfait"
      description="Vous pourrez y comparer les forfaits et choisir celui qui vous convient."
    />
  );
}
