import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { CookieBanner } from '@/components/cookie-banner';
import { LocalEngineNotice } from '@/components/local-engine-notice';
import { SkipLink } from '@/components/skip-link';
import { TestModeBanner } from '@/components/test-mode-banner';
import { PageSpinner } from '@/components/ui/spinner';
import { usePrepareTracking } from '@/lib/use-prepare-tracking';
import { ScreenReady } from './screen-ready';
import { SessionHandoffGate } from './session-handoff-gate';

/** Every screen is a lazy chunk: the spinner covers its first download. */
export function RootLayout() {
  return (
    <>
      <PrepareTracking />
      <ScrollToTopOnNewPage />
      <SkipLink />
      <TestModeBanner />
      <SessionHandoffGate>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <ScreenReady />
        </Suspense>
      </SessionHandoffGate>
      <CookieBanner />
      <LocalEngineNotice />
    </>
  );
}

/**
 * A leaf of its own: the app's settings arriving re-render it, not the layout,
 * whose re-render would hand the screen new props and make React hydrate a
 * prerendered screen at once, in one long task, instead of in slices (ADR 017).
 */
function PrepareTracking() {
  usePrepareTracking();
  return null;
}

/**
 * A link to another page opens it at its top; back and forward leave the
 * position to the browser, which restores it. An anchor (#…) is the page's own
 * business (the profile scrolls to its subscription section). A leaf of its
 * own, as React Router's ScrollRestoration was: a new address re-renders it,
 * not the layout.
 */
function ScrollToTopOnNewPage() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
    // Only a new page scrolls: a changed query (a tab, a flag) keeps the position.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
