import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { setSessionEndedHandler } from '@/lib/api-client';
import { navigateTo } from '@/lib/navigation';
import { paths } from '@/lib/paths';
import { queryClient } from '@/lib/query-client';
import { clearSessionCache, watchSignOutElsewhere } from '@/lib/session/session-end';
import { useHasToasts } from '@/lib/toast';
import { AppRoutes } from './router';
import { ScreenReadyProvider } from './screen-ready';

// Radix Toast loads with the first toast (issue 12): most first visits show none.
const Toaster = lazy(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

/** Mounted from the first toast on, and then kept: Radix plays the exits and announces. */
function DeferredToaster() {
  const wanted = useHasToasts();
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

// A session that cannot be renewed takes its cached user and data with it (spec §4).
setSessionEndedHandler(() => clearSessionCache(queryClient));

/**
 * The app in the browser. Rendered by main.tsx once the address is clean: the
 * router reads the location when it mounts, and a one-time code must never
 * reach a route (ADR 008).
 */
export function App({ onScreenReady }: { onScreenReady: () => void }) {
  // A logout (or an expiry) in another tab ends the session here too.
  useEffect(
    () =>
      watchSignOutElsewhere(window, () => {
        clearSessionCache(queryClient);
        if (window.location.pathname !== paths.auth) navigateTo(paths.auth);
      }),
    [],
  );
  return (
    <ScreenReadyProvider value={onScreenReady}>
      <AppProviders client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </ScreenReadyProvider>
  );
}

/**
 * What surrounds the router, in the browser and in the build's prerender
 * (prerender.tsx): both must give the same tree for the page to hydrate.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      {/* Outside the router: toasts survive navigations. */}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
