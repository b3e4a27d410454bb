import { useCallback, useEffect, useRef } from 'react';

/**
 * A dialog opened from code (no Radix Trigger: a header button in another
 * component, the Enter key of the composer) gets no automatic focus return:
 * Radix only gives focus back to its own trigger. This does it: call the
 * returned `remember` just before opening; on close, focus goes back to that
 * element, or to `fallback` when it has left the page.
 */
export function useReturnFocus(open: boolean, fallback?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(open);

  const remember = useCallback(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);

  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    if (open) return;
    // After Radix's own (empty) focus return, which runs in a timeout of its own.
    const timer = setTimeout(() => {
      const active = document.activeElement;
      // Focus already went somewhere on purpose (another dialog, a link): leave it.
      if (active && active !== document.body) return;
      const target = opener.current?.isConnected ? opener.current : (fallback?.() ?? null);
      target?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open, fallback]);

  return remember;
}
