import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SetPasswordBody, setPasswordResponseSchema } from '../../../../shared/schemas/emails';
import type { z } from '../../../../shared/zod';
import { api } from '@/lib/api-client';
import { clearGuestData } from '@/lib/guest-storage';
import { ME_QUERY_KEY, ME_URL, meQueryOptions } from '@/lib/session/current-user';

export type SetPasswordResult = z.infer<typeof setPasswordResponseSchema>;

/** POST /api/set-password: the link's token proves the mailbox; the answer logs the user in. */
export function setPassword(body: SetPasswordBody): Promise<SetPasswordResult> {
  // No bearer: whoever is logged in on this browser, the token says whose password it is.
  return api.post<SetPasswordResult>('/api/set-password', body, { auth: false });
}

/**
 * Takes the session the answer opened (the refresh cookie is already set). The
 * link may belong to someone else than the browser's previous user: their
 * cached data goes, and the user is read before leaving, so that /chat finds
 * them instead of a cached "visitor" that would bounce to /auth.
 */
async function startSession(queryClient: QueryClient, accessToken: string): Promise<void> {
  api.setAccessToken(accessToken);
  clearGuestData();
  // Inactive only: this page's own link check must stay until the redirect.
  queryClient.removeQueries({
    type: 'inactive',
    predicate: (query) => query.queryKey[0] !== ME_URL,
  });
  try {
    await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
  } catch {
    // The password is saved whatever happens here: the next screen reads the user again.
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }
}

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: ({ accessToken }) => startSession(queryClient, accessToken),
  });
}
