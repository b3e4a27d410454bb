import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { browserStorage } from '@/lib/storage';

/** What a stop cost (D18): said once on a device, the first time someone stops a reply. */
export type StopOutcome = 'charged' | 'refunded';

const TEXT: Record<StopOutcome, string> = {
  charged: 'Réponse arrêtée. Ce message est décompté, car le début de la réponse s’est affiché.',
  refunded: 'Réponse arrêtée avant son premier mot : ce message ne vous est pas décompté.',
};

/** The line to show under the composer after a stop, the first time only, until the next send. */
export function useStopNotice() {
  const [outcome, setOutcome] = useState<StopOutcome | null>(null);
  const explain = useCallback((next: StopOutcome) => {
    if (browserStorage.getItem(STORAGE_KEYS.stopExplained)) return;
    browserStorage.setItem(STORAGE_KEYS.stopExplained, '1');
    setOutcome(next);
  }, []);
  const clear = useCallback(() => setOutcome(null), []);
  return { outcome, explain, clear };
}

export function StopNotice({ outcome }: { outcome: StopOutcome | null }) {
  return (
    // Always in the page, so that screen readers announce the line when it fills.
    <p role="status" className={outcome ? 'px-1 pt-1 text-xs text-muted-foreground' : undefined}>
      {outcome ? TEXT[outcome] : null}
    </p>
  );
}
