import { useAppConfig } from '@/lib/app-config';

/**
 * Spec §2: a small orange mark, top left (bottom left on phones), while payments run in test mode, so
 * that nobody mistakes a simulated payment for a real one.
 */
export function TestModeBanner() {
  const config = useAppConfig();
  if (config?.stripeMode !== 'test') return null;
  return (
    <div
      data-testid="test-mode-banner"
      title="Les paiements sont simulés : aucune carte n'est débitée."
      // Never in the way: a corner, and every click goes through. On a phone the
      // top-left corner holds the brand and the menu, so the mark sits bottom left,
      // 12 px high: within the bottom padding of the composer and the cookie banner.
      className="pointer-events-none fixed bottom-[max(env(safe-area-inset-bottom),var(--engine-notice-space,0px))] left-0 z-[60] rounded-tr-md bg-orange-700 px-1.5 text-[0.625rem] leading-3 font-bold tracking-wider text-white shadow-sm md:top-0 md:bottom-auto md:rounded-tr-none md:rounded-br-md md:px-2 md:py-0.5 md:text-[0.6875rem] md:leading-4"
    >
      MODE TEST
      <span className="sr-only"> : les paiements sont simulés, aucune carte n'est débitée.</span>
    </div>
  );
}
