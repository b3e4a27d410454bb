import { PERSONA_NAME } from '../../../shared/persona';
import { cn } from '@/lib/cn';

/** Under every composer (D15): Céleste is an AI, and where to call in distress. */
export function AiDisclaimer({ className }: { className?: string }) {
  return (
    <p className={cn('text-center text-xs leading-relaxed text-muted-foreground', className)}>
      {`${PERSONA_NAME} est une IA et peut se tromper. En cas de détresse : 3114 (24h/24) ou 112.`}
    </p>
  );
}
