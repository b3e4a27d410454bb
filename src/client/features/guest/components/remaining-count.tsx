import { MessageCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { remainingLabel } from '../utils/remaining-label';

/**
 * The free messages left; a live region, so that each change is read out. On
 * a phone it is the customers' balance pill (chat header's BalancePill): the
 * number beside the title, in view without opening anything (issue 39); the
 * words from 640 px, and always for screen readers.
 */
export function RemainingCount({
  remaining,
  refused = false,
}: {
  remaining: number;
  /** No free consultation from this address today (D10): the count would mislead. */
  refused?: boolean;
}) {
  return (
    <p
      role="status"
      className={cn(
        'inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold tabular-nums sm:h-auto sm:py-1 sm:text-xs',
        remaining > 0 && !refused
          ? 'bg-accent-soft text-accent-strong'
          : 'bg-destructive-soft text-destructive-strong',
      )}
    >
      <MessageCircle aria-hidden="true" className="size-4 sm:size-3.5" />
      <span aria-hidden="true" className="sm:hidden">
        {refused ? 0 : Math.max(0, remaining)}
      </span>
      <span data-testid="guest-remaining" className="sr-only sm:not-sr-only">
        {refused ? 'Plus de consultation gratuite aujourd’hui' : remainingLabel(remaining)}
      </span>
    </p>
  );
}
