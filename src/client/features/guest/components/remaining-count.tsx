import { Sparkles } from 'lucide-react';
import { cn } from '@/lib/cn';
import { remainingLabel } from '../utils/remaining-label';

/** The free messages left; a live region, so that each change is read out. */
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
      data-testid="guest-remaining"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold',
        remaining > 0 && !refused
          ? 'bg-accent-soft text-accent-strong'
          : 'bg-destructive-soft text-destructive-strong',
      )}
    >
      <Sparkles aria-hidden="true" className="size-3.5" />
      {refused ? 'Plus de consultation gratuite aujourd’hui' : remainingLabel(remaining)}
    </p>
  );
}
