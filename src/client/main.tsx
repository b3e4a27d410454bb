import { StrictMode } from 'react';
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
// Once React owns the page, the prerender's marker goes: until then a
// prerendered page shows but does not react (the end-to-end tests wait for this).
const onMounted = () => markTakenOver(container);
const app = (
  <StrictMode>
    <App onMounted={onMounted} />
  </StrictMode>
);

// A first visit to a prerendered page (/, /auth) already sees it: React takes
// over that markup, once the screen's chunk is there (a first render that
// suspended would draw the page again). Anyone else gets it drawn afresh.
// A promise, not a top-level await: that made the bundler preload 17 more chunks.
if (matchesPrerender(container)) {
  const screen = prerenderedScreens[window.location.pathname];
  // A chunk that fails to load here fails again in the route, which says so.
  void (screen ? screen.preload() : Promise.resolve())
    .catch(() => undefined)
    .then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}

registerServiceWorker();
