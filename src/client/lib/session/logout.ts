import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, type ApiClient } from '@/lib/api-client';
import { isSafeInternalPath, paths } from '@/lib/paths';
import { ME_QUERY_KEY, ME_URL } from './current-user';

/**
 * Ends the session and gives the path to go to. It never fails: a logout error
 * is only logged, and the token goes whatever the server said (spec §4).
 */
export async function logout(client: ApiClient = api): Promise<string> {
  try {
    const result = await client.post<{ redirect?: unknown } | undefined>(
      '/api/auth/logout',
      undefined,
      {
        // No refresh on 401: an expired token must not turn a logout into "session expirée".
        refreshOn401: false,
        // Whoever closes the tab or goes elsewhere right after pressing the button is
        // still logged out: without it the page's end cancels the call, and the
        // refresh cookie would open the session again on the next visit.
        keepalive: true,
      },
    );
    return isSafeInternalPath(result?.redirect) ? result.redirect : paths.auth;
  } catch (error) {
    console.error('[auth] échec de la déconnexion côté serveur', error);
    return paths.auth;
  } finally {
    client.clearAccessToken();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logout(),
    onSuccess: (redirect) => {
      queryClient.setQueryData(ME_QUERY_KEY, null);
      // The next person on this browser must not see this user's cached data.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_URL });
      navigate(redirect, { replace: true });
    },
  });
}
