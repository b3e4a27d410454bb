import { PERSONA_NAME } from '#shared/persona';
import { cn } from '@/lib/cn';

/** Under every composer (D15): Céleste is an AI, and where to call in distress, one tap away. */
export function AiDisclaimer({ className }: { className?: string }) {
  return (
    <p className={cn('text-center text-xs leading-relaxed text-muted-foreground', className)}>
      {PERSONA_NAME} est une IA et peut se tromper. En cas de détresse :{' '}
      <a href="tel:3114" className="font-semibold text-foreground underline underline-offset-2">
        3114
      </a>{' '}
      (24&nbsp;h/24) ou{' '}
      <a href="tel:112" className="font-semibold text-foreground underline underline-offset-2">
        112
      </a>
      .
    </p>
  );
}
