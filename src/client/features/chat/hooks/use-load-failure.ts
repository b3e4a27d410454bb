import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, SessionExpiredError } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { errorText } from '@/lib/error-text';
import { useLeaveMissingConversation } from './use-leave-missing-conversation';

/**
 * What a failed conversation load does (spec §4): not found → the first
 * conversation; refused access → /auth. A server or network failure stays on
 * the screen with a retry: sending to /auth would bounce back here (a logged-in
 * user on /auth goes to /, which opens this conversation) in an endless loop.
 */
export function useLoadFailure(error: Error | null, conversationId: number) {
  const leave = useLeaveMissingConversation();
  const navigate = useNavigate();
  // Once per failure, even under StrictMode's doubled effects.
  const handled = useRef<Error | null>(null);

  useEffect(() => {
    if (!error || handled.current === error) return;
    handled.current = error;
    // The API client is already on its way to /auth?expired=true.
    if (error instanceof SessionExpiredError) return;
    if (error instanceof ApiError && error.status === 404) {
      void leave(conversationId);
      return;
    }
    toast({
      variant: 'destructive',
      title: 'Erreur lors du chargement',
      description: errorText(error),
    });
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      void navigate(paths.auth, { replace: true });
    }
  }, [error, conversationId, leave, navigate]);
}
