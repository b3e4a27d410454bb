import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { CookieBanner } from '@/components/cookie-banner';
import { TestModeBanner } from '@/components/test-mode-banner';
import { PageSpinner } from '@/components/ui/spinner';
import { useAccessTokenParam } from '@/lib/session/access-token-param';
import { usePrepareTracking } from '@/lib/use-prepare-tracking';

/** Every screen is a lazy chunk: the spinner covers its first download. */
export function RootLayout() {
  useAccessTokenParam();
  usePrepareTracking();
  return (
    <>
      <TestModeBanner />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <CookieBanner />
      <ScrollRestoration />
    </>
  );
}
