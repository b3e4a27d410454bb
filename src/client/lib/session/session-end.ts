import type { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { ME_QUERY_KEY, ME_URL } from './current-user';

/**
 * Forgets the ended session in the cache: no user, and none of their data for
 * whoever comes next. Without it /auth would still see a logged-in user (spec §4).
 */
export function clearSessionCache(queryClient: QueryClient): void {
  queryClient.setQueryData(ME_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_URL });
}

/** The part of a StorageEvent this module reads. */
type StorageChange = Pick<StorageEvent, 'key' | 'newValue'>;

/**
 * Calls onSignedOut when another tab removes the access token (a logout or an
 * expiry there). The browser only tells the other tabs, never the one that
 * changed the storage. Returns the function that stops listening.
 */
export function watchSignOutElsewhere(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  onSignedOut: () => void,
): () => void {
  const listener = (event: Event) => {
    const { key, newValue } = event as unknown as StorageChange;
    if (key === STORAGE_KEYS.accessToken && newValue === null) onSignedOut();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
