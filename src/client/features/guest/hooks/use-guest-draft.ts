import { useCallback, useState } from 'react';
import { browserStorage } from '@/lib/storage';
import { draftKey } from '@/lib/storage-keys';

const GUEST_DRAFT_KEY = draftKey(null);

/** The guest composer's text, saved on every change (spec §3: a guest key when no conversation). */
export function useGuestDraft() {
  const [draft, setDraftState] = useState(() => browserStorage.getItem(GUEST_DRAFT_KEY) ?? '');
  const setDraft = useCallback((text: string) => {
    if (text.trim() === '') browserStorage.removeItem(GUEST_DRAFT_KEY);
    else browserStorage.setItem(GUEST_DRAFT_KEY, text);
    setDraftState(text);
  }, []);
  return [draft, setDraft] as const;
}
