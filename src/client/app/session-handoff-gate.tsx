import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { exchangeHandoff } from '@/lib/session/exchange-handoff';
import { clearPendingHandoff, pendingHandoffCode } from '@/lib/session/handoff-code';
import { startSession } from '@/lib/session/start-session';
import { browserStorage } from '@/lib/storage';
import { STORAGE_KEYS, draftKey } from '@/lib/storage-keys';
import { toast } from '@/lib/toast';

// Asked only when another account is open here: its dialog code loads then (issue 12).
const HandoffQuestionDialog = lazy(() => import('./handoff-question-dialog'));

type GateState = 'idle' | 'exchanging' | 'asking';

/**
 * Exchanges the `ac` code a purchase's return brought (ADR 008) before the
 * page renders, so that the chat finds its new customer instead of sending
 * them to /auth. If another account is logged in here, it asks first.
 */
export function SessionHandoffGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<GateState>(() =>
    pendingHandoffCode() ? 'exchanging' : 'idle',
  );
  const [question, setQuestion] = useState('');
  const started = useRef(false);

  const exchange = useCallback(
    async (replaceSession: boolean) => {
      const code = pendingHandoffCode();
      if (!code) return setState('idle');
      setState('exchanging');
      try {
        const { accessToken } = await exchangeHandoff(code, replaceSession);
        clearPendingHandoff();
        // The message a guest typed before buying goes on with them (issue 39);
        // starting the session clears the guest's data.
        const draft = browserStorage.getItem(draftKey(null));
        await startSession(queryClient, accessToken);
        if (draft) browserStorage.setItem(STORAGE_KEYS.carriedDraft, draft);
        setState('idle');
      } catch (error) {
        if (error instanceof ApiError && error.code === 'auth.handoff_other_account') {
          setQuestion(error.message);
          setState('asking');
          return;
        }
        clearPendingHandoff();
        setState('idle');
        toast({
          variant: 'destructive',
          title: 'Connexion impossible',
          description: errorText(error),
        });
      }
    },
    [queryClient],
  );

  useEffect(() => {
    // Once, StrictMode's second run included: a code works only once.
    if (started.current || state !== 'exchanging') return;
    started.current = true;
    void exchange(false);
  }, [exchange, state]);

  const stay = () => {
    clearPendingHandoff();
    setState('idle');
  };

  if (state === 'exchanging') return <PageSpinner label="Ouverture de votre compte…" />;
  return (
    <>
      {children}
      {state === 'asking' ? (
        <Suspense fallback={null}>
          <HandoffQuestionDialog
            question={question}
            onStay={stay}
            onSwitch={() => void exchange(true)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
