import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { setSessionEndedHandler } from '@/lib/api-client';
import { navigateTo } from '@/lib/navigation';
import { paths } from '@/lib/paths';
import { queryClient } from '@/lib/query-client';
import { clearSessionCache, watchSignOutElsewhere } from '@/lib/session/session-end';
import type { AppRouter } from './router';

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
      <Toaster />
    </QueryClientProvider>
  );
}
