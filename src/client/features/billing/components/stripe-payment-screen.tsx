import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PLANS, normalizeTier } from '#shared/plans';
import { FormPage } from '@/components/form-page';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useAppConfig } from '@/lib/app-config';
import { providerReference } from '@/lib/payments';
import { usePaymentSecret } from '../api/payment-secret';
import { SimulatedCardForm } from './simulated-card-form';

// Stripe.js and its React bindings load on this route only, never in the main bundle.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/**
 * /stripe-payment (spec §2): the embedded payment of a subscription whose
 * first invoice the browser confirms with its client secret, which the page
 * asks the server for (never in the address). With Stripe, its Payment
 * Element; without, the simulated provider's own form.
 */
export function StripePaymentScreen() {
  const [params] = useSearchParams();
  const config = useAppConfig();
  const subscriptionId = providerReference(params.get('subscription_id'), 'sub_');
  const withStripe = Boolean(
    config && config.payments !== 'simulated' && config.stripePublishableKey,
  );
  const secret = usePaymentSecret(subscriptionId, withStripe);
  const tier = normalizeTier(params.get('tier'));
  const plan = tier && tier !== 'gratuit' ? PLANS[tier] : null;
  const returnPath = subscriptionId
    ? `/chat?payment_success=true&subscription_id=${encodeURIComponent(subscriptionId)}`
    : '/chat?payment_success=true';

  return (
    <FormPage
      title="Paiement"
      heading={plan ? `Paiement du forfait ${plan.name}` : 'Paiement'}
      kicker="Paiement sécurisé"
      description={
        <p>
          {plan
            ? `${plan.messagesPerMonth} messages par mois. Votre forfait commence dès la confirmation du paiement.`
            : 'Votre forfait commence dès la confirmation du paiement.'}
        </p>
      }
    >
      {!subscriptionId || secret.isError ? (
        <Alert variant="destructive" role="alert">
          <div>
            <AlertTitle>Erreur de paiement</AlertTitle>
            <AlertDescription>Clé de paiement manquante. Veuillez réessayer.</AlertDescription>
          </div>
        </Alert>
      ) : !config ? (
        <Spinner label="Préparation du paiement…" />
      ) : !withStripe || !config.stripePublishableKey ? (
        <SimulatedCardForm subscriptionId={subscriptionId} returnPath={returnPath} />
      ) : !secret.data ? (
        <Spinner label="Préparation du paiement…" />
      ) : (
        <Suspense fallback={<Spinner label="Chargement du formulaire de paiement…" />}>
          <StripeCardForm
            publishableKey={config.stripePublishableKey}
            clientSecret={secret.data.clientSecret}
            returnPath={returnPath}
          />
        </Suspense>
      )}
    </FormPage>
  );
}
