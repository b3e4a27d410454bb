import { StripePaymentScreen } from '@/features/billing/components/stripe-payment-screen';

/** /stripe-payment: the embedded payment form (spec §2). */
export default function StripePaymentRoute() {
  return <StripePaymentScreen />;
}
