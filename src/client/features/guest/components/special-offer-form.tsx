import { Gift } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SPECIAL_OFFER_LABEL, SPECIAL_OFFER_URL } from '../utils/special-offer';

/**
 * A real browser form (spec §7): the server answers with a redirect (to the
 * payment page, or back to / with a message), which a fetch could not follow.
 */
export function SpecialOfferForm({ sessionId }: { sessionId: string }) {
  return (
    <form
      method="post"
      action={SPECIAL_OFFER_URL}
      data-testid="special-offer"
      className="rounded-2xl border border-accent/60 bg-accent-soft p-4 text-accent-strong sm:p-5"
    >
      <input type="hidden" name="sessionId" value={sessionId} />
      <p className="inline-flex items-center gap-1.5 text-xs font-bold tracking-wider uppercase">
        <Gift aria-hidden="true" className="size-4" />
        Offre spéciale
      </p>
      <p className="mt-1 font-serif text-2xl font-semibold text-foreground">
        {SPECIAL_OFFER_LABEL}
      </p>
      <p className="mt-1 text-sm leading-relaxed">
        Un paiement unique, sans abonnement. Votre conversation avec Céleste continue là où vous
        l'avez laissée.
      </p>
      <Button type="submit" variant="gold" size="lg" className="mt-4 w-full">
        Profiter de l'offre
      </Button>
    </form>
  );
}
