import { useCallback, useState } from 'react';
import { browserStorage } from '@/lib/storage';
import { joinDrafts } from '@/components/conversation/draft-check';
import { readDraft, writeDraft } from '../utils/draft-storage';

/**
 * The composer's text for one conversation, saved on every change. The caller
 * remounts per conversation (a React key), so the first read is the right draft.
 */
export function useDraft(conversationId: number) {
  const [draft, setDraftState] = useState(() => readDraft(browserStorage, conversationId));
  // Storage first: a failed send restores its text even when the user has left the screen.
  const setDraft = useCallback(
    (text: string) => {
      writeDraft(browserStorage, conversationId, text);
      setDraftState(text);
    },
    [conversationId],
  );
  /** Gives a refused message back, keeping what was typed since. */
  const restoreDraft = useCallback(
    (text: string) => {
      setDraftState((current) => {
        const next = joinDrafts(text, current);
        writeDraft(browserStorage, conversationId, next);
        return next;
      });
    },
    [conversationId],
  );
  return [draft, setDraft, restoreDraft] as const;
}
