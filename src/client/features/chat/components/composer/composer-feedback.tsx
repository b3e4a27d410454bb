import { MESSAGE_MAX_LENGTH } from '#shared/message-text';
import { cn } from '@/lib/cn';

/** The counter appears near the limit, not before: it would only be noise. */
export const COUNTER_FROM = MESSAGE_MAX_LENGTH - 500;

const format = (count: number) => count.toLocaleString('fr-FR');

/**
 * Under the field: the length error (ids referenced by the field's
 * aria-describedby) and the character count near the limit. The error
 * paragraph is always there, so that its alert is announced when it fills.
 */
export function ComposerFeedback({ error, length }: { error?: string; length: number }) {
  return (
    <div className="mt-1.5 flex items-start justify-between gap-3 px-1 text-xs">
      <p id="composer-error" role="alert" className="font-medium text-destructive empty:hidden">
        {error}
      </p>
      {length >= COUNTER_FROM ? (
        <p
          id="composer-count"
          className={cn(
            'ml-auto whitespace-nowrap tabular-nums',
            length > MESSAGE_MAX_LENGTH ? 'text-destructive' : 'text-muted-foreground',
          )}
        >
          {format(length)} / {format(MESSAGE_MAX_LENGTH)}
        </p>
      ) : null}
    </div>
  );
}
