import type { KeyValueStorage } from '../../../lib/storage';
import { draftKey } from '../../../lib/storage-keys';

/** One draft per conversation (spec §3), so that a reload or a detour loses nothing. */
export function readDraft(storage: KeyValueStorage, conversationId: number): string {
  return storage.getItem(draftKey(conversationId)) ?? '';
}

/** Saved on every change, removed once empty (spec §5). */
export function writeDraft(storage: KeyValueStorage, conversationId: number, text: string): void {
  if (text.trim() === '') storage.removeItem(draftKey(conversationId));
  else storage.setItem(draftKey(conversationId), text);
}
