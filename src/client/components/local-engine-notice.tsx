import { useLayoutEffect, useRef } from 'react';
import { useAppConfig } from '@/lib/app-config';

/** The notice's height while it shows, for screens that fill the window (the chat). */
export const ENGINE_NOTICE_SPACE_VARIABLE = '--engine-notice-space';

/**
 * D22: when no model is configured, the replies come from the simple local
 * persona engine, and every page says so, for as long as it is the case: a
 * customer is never sold canned text without being told. A strip fixed at the
 * bottom rather than in the flow, so that its late arrival (after
 * /api/config) moves nothing already on screen.
 */
export function LocalEngineNotice() {
  const config = useAppConfig();
  const shown = config?.replies === 'local-engine';
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const notice = ref.current;
    if (!shown || !notice) return;
    const root = document.documentElement;
    const reserve = () =>
      root.style.setProperty(ENGINE_NOTICE_SPACE_VARIABLE, `${notice.offsetHeight}px`);
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(notice);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(ENGINE_NOTICE_SPACE_VARIABLE);
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <>
      {/* The page's end moves up by as much, so that nothing stays hidden under the strip. */}
      <div aria-hidden="true" className="h-[var(--engine-notice-space,0px)]" />
      {/* Nothing to press in it: every click goes through to the page. */}
      <aside
        ref={ref}
        aria-label="Origine des réponses"
        data-testid="local-engine-notice"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-30 border-t border-accent/40 bg-accent-soft px-3 pt-1 pb-[max(0.25rem,env(safe-area-inset-bottom))] text-center text-xs leading-4 text-accent-strong"
      >
        <p>Les réponses sont générées par un moteur local simple, pas par un vrai modèle d’IA.</p>
      </aside>
    </>
  );
}
