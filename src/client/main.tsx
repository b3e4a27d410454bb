import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prepareClassMerging } from '@/lib/cn';
import { spaceFrenchTextEverywhere } from '@/lib/french-spacing-everywhere';
import { settleBeforeInput } from '@/lib/settle-before-input';
import { markTakenOver, matchesPrerender } from '@/lib/prerendered-page';
import { registerServiceWorker } from '@/lib/service-worker';
import { takeHandoffCodeFromAddress } from '@/lib/session/handoff-code';
import { App } from './app/app';
import { prerenderedScreens } from './app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html');

settleBeforeInput();
spaceFrenchTextEverywhere();
// Before the first render: a purchase's one-time `ac` code leaves the address at once (ADR 008).
takeHandoffCodeFromAddress();
// Once the app owns the page, the prerender's marker goes: until then a
// prerendered page shows, and public/before-app.js holds what is typed and
// pressed there (the end-to-end tests wait for this).
const onMounted = () => markTakenOver(container);
const app = (
  <StrictMode>
    <App onMounted={onMounted} />
  </StrictMode>
);

/** Lets the browser paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A first visit to a prerendered page (/, /auth) already sees it: the app
// takes that markup over (hydrates it) once the screen's chunk is there, so
// that the first render does not suspend. Anyone else gets it drawn afresh.
// Preact hydrates in one task: the steps before it (the screen's chunk,
// tailwind-merge's tables) run in tasks of their own, so a phone's main thread
// is not held for all of them at once (issue 12: /auth's long tasks beyond
// 50 ms, 4× CPU throttling, median of 15 loads: 270 → 128 ms).
// A promise, not a top-level await: that made the bundler preload 17 more chunks.
if (matchesPrerender(container)) {
  const screen = prerenderedScreens[window.location.pathname];
  // A chunk that fails to load here fails again in the route, which says so.
  void nextTask()
    .then(() => screen?.preload())
    .catch(() => undefined)
    .then(nextTask)
    .then(prepareClassMerging)
    .then(nextTask)
    .then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}

registerServiceWorker();
