import { AI_BADGE, PERSONA_TITLE } from '#shared/persona';
import { cn } from '@/lib/cn';

export const AI_BADGE_LABEL = `${PERSONA_TITLE} — intelligence artificielle`;

interface AiBadgeProps {
  className?: string;
  /** null on the repeated badges of the messages, so that tests find the header's one. */
  testId?: string | null;
}

/** D15: wherever Céleste speaks, a visible mark says she is an AI. */
export function AiBadge({ className, testId = 'ai-badge' }: AiBadgeProps) {
  return (
    <span
      role="img"
      aria-label={AI_BADGE_LABEL}
      title={AI_BADGE_LABEL}
      data-testid={testId ?? undefined}
      className={cn(
        'inline-flex items-center rounded-md bg-accent-soft px-1.5 py-0.5 text-[0.6875rem] leading-none font-bold tracking-wide text-accent-strong ring-1 ring-accent/50',
        className,
      )}
    >
      {AI_BADGE}
    </span>
  );
}
