import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { isSafeInternalPath, paths } from '@/lib/paths';
import { ME_QUERY_KEY, ME_URL } from './current-user';

/**
 * Ends the session and gives the path to go to. It never fails: a logout error
 * is only logged, and the token goes whatever the server said (spec §4).
 */
export async function logout(): Promise<string> {
  try {
    // No refresh on 401: an expired token must not turn a logout into "session expirée".
    const result = await api.post<{ redirect?: unknown } | undefined>(
      '/api/auth/logout',
      undefined,
      {
        refreshOn401: false,
      },
    );
    return isSafeInternalPath(result?.redirect) ? result.redirect : paths.auth;
  } catch (error) {
    console.error('[auth] échec de la déconnexion côté serveur', error);
    return paths.auth;
  } finally {
    api.clearAccessToken();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: (redirect) => {
      queryClient.setQueryData(ME_QUERY_KEY, null);
      // The next person on this browser must not see this user's cached data.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_URL });
      navigate(redirect, { replace: true });
    },
  });
}
