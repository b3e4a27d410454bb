import { GUEST_FREE_MESSAGES } from '#shared/plans';
import { GUEST_SESSION_ID_PATTERN } from '#shared/guest-session-id';
import type { KeyValueStorage } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

const RANDOM_LENGTH = 12;

/** Random lower-case base-36 characters, from the platform's secure generator. */
function randomBase36(length: number): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

/** Spec §3: `guest_` + timestamp + `_` + random, made by the browser. */
export function createGuestSessionId(now: number = Date.now()): string {
  return `guest_${now}_${randomBase36(RANDOM_LENGTH)}`;
}

/**
 * The browser's guest session id, created and stored on first use, and
 * whether it is new: a new session has nothing on the server yet, so there is
 * nothing to fetch (issue 12). A stored value the server would refuse (edited
 * by hand, an old format) is replaced.
 */
export function openGuestSession(
  storage: KeyValueStorage,
  now?: number,
): { id: string; fresh: boolean } {
  const stored = storage.getItem(STORAGE_KEYS.guestSessionId);
  if (stored && GUEST_SESSION_ID_PATTERN.test(stored)) {
    return { id: stored, fresh: createdThisVisit.has(stored) };
  }
  const created = createGuestSessionId(now);
  storage.setItem(STORAGE_KEYS.guestSessionId, created);
  createdThisVisit.add(created);
  return { id: created, fresh: true };
}

/**
 * Ids made by this page load. React may render the chat, drop that render
 * (something beside it was still loading) and render it again: the second
 * opening must still know the session is new, or the page reads a
 * conversation that cannot exist yet, with zod to parse it (issue 12). What
 * this visit sends is kept in the query cache, so a later opening in the same
 * visit has nothing to read from the server either.
 */
const createdThisVisit = new Set<string>();

/**
 * The remaining count last heard from the server, to show before it answers
 * again. The server's count is the truth: this copy only avoids a flicker.
 */
export function readStoredRemaining(storage: KeyValueStorage): number {
  const stored = storage.getItem(STORAGE_KEYS.guestMessagesRemaining);
  return stored !== null && /^\d{1,4}$/.test(stored) ? Number(stored) : GUEST_FREE_MESSAGES;
}

export function storeRemaining(storage: KeyValueStorage, remaining: number): void {
  storage.setItem(STORAGE_KEYS.guestMessagesRemaining, String(Math.max(0, remaining)));
}
