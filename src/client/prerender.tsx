/**
 * The build's prerender (scripts/build-client.mjs): the public pages a
 * visitor lands on, rendered to HTML once, as a first visit sees them (no
 * session, no consent, no guest conversation yet). The browser shows them
 * before its JavaScript arrives, then React hydrates them (main.tsx).
 */
import { StrictMode } from 'react';
import { prerender as prerenderToStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app';
import { AppRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';

export async function prerender(pathname: string): Promise<string> {
  // React's static prerender waits for the lazy screens, as a browser would,
  // and marks their Suspense boundaries so that hydration finds them.
  const { prelude } = await prerenderToStream(
    <StrictMode>
      <AppProviders client={createQueryClient()}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
