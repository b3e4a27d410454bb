/**
 * The build's prerender (scripts/build-client.mjs): the public pages a
 * visitor lands on, rendered to HTML once, as a first visit sees them (no
 * session, no consent, no guest conversation yet). The browser shows them
 * before its JavaScript arrives, then hydrates them (main.tsx).
 */
import { StrictMode } from 'react';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app';
import { AppRoutes } from './app/router';
import { spaceFrenchTextEverywhere } from './lib/french-spacing-everywhere';
import { createQueryClient } from './lib/query-client';

// The same text as the browser draws, so that hydration finds it (main.tsx).
spaceFrenchTextEverywhere();

export async function prerender(pathname: string): Promise<string> {
  // Preact renders it, as in the browser (vite.config.ts); the element is typed
  // as React's. The async renderer waits for the lazy screens, as a browser would.
  const page = (
    <StrictMode>
      <AppProviders client={createQueryClient()}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  ) as unknown as VNode;
  return renderToStringAsync(page);
}
