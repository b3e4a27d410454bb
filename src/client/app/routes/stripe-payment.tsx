import { ComingSoonPage } from '@/components/coming-soon-page';

/** /stripe-payment: the embedded payment form comes with billing. */
export default function StripePaymentRoute() {
  return (
    <ComingSoonPage
      title="Paiement"
      description="Le paiement sécurisé par carte bancaire sera disponible ici."
    />
  );
}
