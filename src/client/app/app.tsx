import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { setSessionEndedHandler } from '@/lib/api-client';
import { navigateTo } from '@/lib/navigation';
import { paths } from '@/lib/paths';
import { queryClient } from '@/lib/query-client';
import { clearSessionCache, watchSignOutElsewhere } from '@/lib/session/session-end';
import { useHasToasts } from '@/lib/toast';
import type { AppRouter } from './router';

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

export function App({ router }: { router: AppRouter }) {
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
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Outside the router: toasts survive navigations. */}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
