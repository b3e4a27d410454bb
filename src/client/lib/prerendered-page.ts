import { browserStorage, type KeyValueStorage } from './storage';
import { draftKey, STORAGE_KEYS } from './storage-keys';

/** What a first visit has not stored yet, and the public pages would show at once if it had. */
const SHOWN_FROM_STORAGE = [STORAGE_KEYS.accessToken, STORAGE_KEYS.guestSessionId, draftKey(null)];

/**
 * Whether the browser's first render of this page gives the very markup the
 * build prerendered into it (scripts/build-client.mjs), so that the app can
 * take it over (hydrate) instead of drawing it again: the page was rendered
 * for this address, as a first visit sees it — no query string (payment
 * flags, a tab), no session, no guest conversation or draft kept here.
 */
export function matchesPrerender(
  container: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  storage: KeyValueStorage = browserStorage,
): boolean {
  return (
    container.dataset.prerendered === location.pathname &&
    location.search === '' &&
    SHOWN_FROM_STORAGE.every((key) => storage.getItem(key) === null)
  );
}

/**
 * The app owns the page now: the marker goes. styles.css and the end-to-end
 * tests read it, and public/before-app.js then hands over what was typed and pressed.
 */
export function markTakenOver(container: HTMLElement): void {
  delete container.dataset.prerendered;
}
