import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { CookieBanner } from '@/components/cookie-banner';
import { TestModeBanner } from '@/components/test-mode-banner';
import { PageSpinner } from '@/components/ui/spinner';
import { usePrepareTracking } from '@/lib/use-prepare-tracking';
import { SessionHandoffGate } from './session-handoff-gate';

/** Every screen is a lazy chunk: the spinner covers its first download. */
export function RootLayout() {
  usePrepareTracking();
  return (
    <>
      <TestModeBanner />
      <SessionHandoffGate>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </SessionHandoffGate>
      <CookieBanner />
      <ScrollRestoration />
    </>
  );
}
