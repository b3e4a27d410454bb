import type { StopOutcome } from '@/lib/exchange/exchange';

const TEXT: Record<StopOutcome, string> = {
  charged: 'Réponse arrêtée. Ce message est décompté, car le début de la réponse s’est affiché.',
  refunded: 'Réponse arrêtée avant son premier mot : ce message ne vous est pas décompté.',
};

/** The line under the composer after a stop (D18); the exchange engine decides when it shows. */
export function StopNotice({ outcome }: { outcome: StopOutcome | null }) {
  return (
    // Always in the page, so that screen readers announce the line when it fills.
    <p role="status" className={outcome ? 'px-1 pt-1 text-xs text-muted-foreground' : undefined}>
      {outcome ? TEXT[outcome] : null}
    </p>
  );
}
