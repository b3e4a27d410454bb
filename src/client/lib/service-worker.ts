/**
 * Installs the app's service worker (public/sw.js): an offline page that keeps
 * the draft, nothing more. Production builds only: in development it would
 * stand between the page and Vite's reloads.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page has loaded: the worker's own download never delays the first screen.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No worker (private browsing, a blocked scope): the app works the same, online.
    });
  });
}
