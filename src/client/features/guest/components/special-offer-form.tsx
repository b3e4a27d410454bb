import { Button } from '@/components/ui/button';
import {
  SPECIAL_OFFER_LABEL,
  SPECIAL_OFFER_TERMS,
  SPECIAL_OFFER_URL,
} from '../utils/special-offer';

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
      className="grid gap-2 rounded-2xl border border-border bg-card p-4"
    >
      <input type="hidden" name="sessionId" value={sessionId} />
      <p className="font-serif text-lg font-semibold text-foreground">{SPECIAL_OFFER_LABEL}</p>
      <p className="text-sm leading-relaxed text-muted-foreground">
        {SPECIAL_OFFER_TERMS} Votre consultation avec Céleste continue là où vous l'avez laissée.
      </p>
      <Button type="submit" className="w-full">
        Acheter {SPECIAL_OFFER_LABEL}
      </Button>
    </form>
  );
}
