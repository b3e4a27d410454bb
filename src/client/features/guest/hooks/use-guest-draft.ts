import { useCallback, useState } from 'react';
import { browserStorage } from '@/lib/storage';
import { draftKey } from '@/lib/storage-keys';
import { joinDrafts } from '@/components/conversation/draft-check';

const GUEST_DRAFT_KEY = draftKey(null);

function save(text: string) {
  if (text.trim() === '') browserStorage.removeItem(GUEST_DRAFT_KEY);
  else browserStorage.setItem(GUEST_DRAFT_KEY, text);
}

/** The guest composer's text, saved on every change (spec §3: a guest key when no conversation). */
export function useGuestDraft() {
  const [draft, setDraftState] = useState(() => browserStorage.getItem(GUEST_DRAFT_KEY) ?? '');
  const setDraft = useCallback((text: string) => {
    save(text);
    setDraftState(text);
  }, []);
  /** Gives a refused message back, keeping what was typed since. */
  const restoreDraft = useCallback((text: string) => {
    setDraftState((current) => {
      const next = joinDrafts(text, current);
      save(next);
      return next;
    });
  }, []);
  return [draft, setDraft, restoreDraft] as const;
}
