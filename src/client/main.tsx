import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { markTakenOver, matchesPrerender } from '@/lib/prerendered-page';
import { registerServiceWorker } from '@/lib/service-worker';
import { takeHandoffCodeFromAddress } from '@/lib/session/handoff-code';
import { App } from './app/app';
import { prerenderedScreens } from './app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html');

// Before the first render: a purchase's one-time `ac` code leaves the address at once (ADR 008).
takeHandoffCodeFromAddress();
// Once the screen is the app's (hydrated, or drawn afresh), the prerender's
// marker goes: until then a prerendered page shows, and public/before-app.js
// holds what is typed and pressed there (the end-to-end tests wait for this).
const onScreenReady = () => markTakenOver(container);
const app = (
  <StrictMode>
    <App onScreenReady={onScreenReady} />
  </StrictMode>
);

// A first visit to a prerendered page (/, /auth) already sees it: React takes
// that markup over (hydrates it) once the screen's chunk is there, so that the
// screen's Suspense boundary never suspends (lib/lazy-screen.tsx). Anyone else
// gets it drawn afresh.
// A promise, not a top-level await: that made the bundler preload 17 more chunks.
if (matchesPrerender(container)) {
  const screen = prerenderedScreens[window.location.pathname];
  // In a task of its own: adding the screen's twenty-odd chunk preloads made
  // the long task that runs this module longer still (ADR 017).
  setTimeout(() => {
    // A chunk that fails to load here fails again in the route, which says so.
    void Promise.resolve(screen?.preload())
      .catch(() => undefined)
      .then(() =>
        // As a transition, React hydrates in slices of a few milliseconds that a
        // key or a tap can come between; outside one, in one long task (ADR 017).
        startTransition(() => {
          hydrateRoot(container, app);
        }),
      );
  }, 0);
} else {
  createRoot(container).render(app);
}

registerServiceWorker();
