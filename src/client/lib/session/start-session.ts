import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearGuestData } from '@/lib/guest-storage';
import { ME_QUERY_KEY, ME_URL, meQueryOptions } from './current-user';

/**
 * Takes a session that a link opened (a password link, a magic link: the
 * refresh cookie is already set). The link may belong to someone else than the
 * browser's previous user: their cached data goes, the guest data goes (spec
 * §4), and the user is read before leaving, so that /chat finds them instead
 * of a cached "visitor" that would bounce to /auth.
 */
export async function startSession(queryClient: QueryClient, accessToken: string): Promise<void> {
  api.setAccessToken(accessToken);
  clearGuestData();
  // Inactive only: the page on display keeps its own queries until it leaves.
  queryClient.removeQueries({
    type: 'inactive',
    predicate: (query) => query.queryKey[0] !== ME_URL,
  });
  try {
    await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
  } catch {
    // The session is open whatever happens here: the next screen reads the user again.
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }
}
