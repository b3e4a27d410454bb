import { useAppConfig } from '@/lib/app-config';

/**
 * Spec §2: a small orange mark, top left, while payments run in test mode, so
 * that nobody mistakes a simulated payment for a real one.
 */
export function TestModeBanner() {
  const config = useAppConfig();
  if (config?.stripeMode !== 'test') return null;
  return (
    <div
      data-testid="test-mode-banner"
      title="Les paiements sont simulés : aucune carte n'est débitée."
      // Never in the way: it covers a corner and lets every click through.
      className="pointer-events-none fixed top-0 left-0 z-[60] rounded-br-md bg-orange-700 px-2 py-0.5 text-[0.6875rem] leading-4 font-bold tracking-wider text-white shadow-sm"
    >
      MODE TEST
      <span className="sr-only"> : les paiements sont simulés, aucune carte n'est débitée.</span>
    </div>
  );
}
