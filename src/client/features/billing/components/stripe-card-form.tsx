import { SUBSCRIPTION_WAIVER_NOTICE } from '#shared/legal';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { FORM_PAGE_BUTTON } from '@/components/form-page';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

const stripes = new Map<string, Promise<Stripe | null>>();
/** Stripe.js, loaded once per key (from js.stripe.com, which the CSP allows with Stripe only). */
const stripeFor = (publishableKey: string) => {
  if (!stripes.has(publishableKey))
    stripes.set(publishableKey, loadStripe(publishableKey, { locale: 'fr' }));
  return stripes.get(publishableKey)!;
};

function CardForm({ returnPath }: { returnPath: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${returnPath}` },
    });
    // Without an error the browser is already on its way to the return page.
    if (error) {
      setBusy(false);
      toast({
        variant: 'destructive',
        title: 'Erreur de paiement',
        description: error.message ?? 'Le paiement n’a pas pu être confirmé. Veuillez réessayer.',
      });
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-5"
      aria-label="Paiement par carte"
    >
      <PaymentElement />
      <Button
        type="submit"
        size="lg"
        className={FORM_PAGE_BUTTON}
        disabled={!stripe || busy}
        aria-busy={busy}
      >
        {busy ? 'Paiement en cours…' : 'Payer'}
      </Button>
      <p className="text-xs leading-relaxed text-muted-foreground" data-testid="waiver-notice">
        {SUBSCRIPTION_WAIVER_NOTICE}
      </p>
    </form>
  );
}

/** Stripe's Payment Element for the subscription's first invoice (spec §2 /stripe-payment). */
export default function StripeCardForm({
  publishableKey,
  clientSecret,
  returnPath,
}: {
  publishableKey: string;
  clientSecret: string;
  returnPath: string;
}) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, locale: 'fr' }}>
      <CardForm returnPath={returnPath} />
    </Elements>
  );
}
