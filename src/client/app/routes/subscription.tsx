import { SubscriptionScreen } from '@/features/billing/components/subscription-screen';

/** /subscription: the plan selection page (spec §2). */
export default function SubscriptionRoute() {
  return <SubscriptionScreen />;
}
