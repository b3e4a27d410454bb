import type { KeyValueStorage } from '../../../lib/storage';
import { STORAGE_KEYS, draftKey } from '../../../lib/storage-keys';

/**
 * One draft per conversation (spec §3), so that a reload or a detour loses
 * nothing. A draft carried from the guest chat by a purchase goes to the
 * first conversation opened without one of its own, once.
 */
export function readDraft(storage: KeyValueStorage, conversationId: number): string {
  const own = storage.getItem(draftKey(conversationId));
  if (own) return own;
  const carried = storage.getItem(STORAGE_KEYS.carriedDraft);
  if (!carried) return '';
  storage.removeItem(STORAGE_KEYS.carriedDraft);
  storage.setItem(draftKey(conversationId), carried);
  return carried;
}

/** Saved on every change, removed once empty (spec §5). */
export function writeDraft(storage: KeyValueStorage, conversationId: number, text: string): void {
  if (text.trim() === '') storage.removeItem(draftKey(conversationId));
  else storage.setItem(draftKey(conversationId), text);
}
