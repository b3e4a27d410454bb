import { browserStorage, type KeyValueStorage } from './storage';
import { GUEST_STORAGE_KEYS } from './storage-keys';

/** A guest who logs in stops being a guest: their local session data goes (spec §4). */
export function clearGuestData(storage: KeyValueStorage = browserStorage): void {
  for (const key of GUEST_STORAGE_KEYS) storage.removeItem(key);
}
