import { OFFER_WAIVER_LABEL } from '#shared/legal';
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
      <label className="flex items-start gap-2 text-xs leading-relaxed text-foreground">
        <input
          type="checkbox"
          name="withdrawalWaiver"
          required
          data-testid="special-offer-waiver"
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <span>{OFFER_WAIVER_LABEL}</span>
      </label>
      <Button type="submit" className="w-full">
        Acheter {SPECIAL_OFFER_LABEL}
      </Button>
    </form>
  );
}
