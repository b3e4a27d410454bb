import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api, type ApiClient } from '@/lib/api-client';
import { clearGuestData } from '@/lib/guest-storage';
import type { KeyValueStorage } from '@/lib/storage';
import { splitAccessTokenParam } from './access-token-search';
import { ME_URL } from './current-user';

interface TokenTarget {
  client?: Pick<ApiClient, 'setAccessToken'>;
  /** Where the guest data lives; the browser's localStorage by default. */
  storage?: KeyValueStorage;
}

/**
 * A token brought by a link logs its owner in: it is stored and, as for any
 * login, the guest session data goes (spec §4).
 */
export function adoptAccessToken(token: string, { client = api, storage }: TokenTarget = {}): void {
  client.setAccessToken(token);
  clearGuestData(storage);
}

/**
 * The cache may hold another user's data (or a guest's "nobody"): it goes, and
 * the user and the screens on display are read again with the new token.
 */
export function refreshCacheForNewSession(queryClient: QueryClient): Promise<void> {
  // Inactive only: the screens on display refetch below instead of losing their observers.
  queryClient.removeQueries({
    type: 'inactive',
    predicate: (query) => query.queryKey[0] !== ME_URL,
  });
  return queryClient.invalidateQueries();
}

/**
 * Called once before the first render: the user query then starts with the
 * token instead of first trying (and failing) a guest's refresh.
 */
export function storeAccessTokenFromAddress(search = globalThis.location?.search ?? ''): void {
  const { token } = splitAccessTokenParam(search);
  if (token) adoptAccessToken(token);
}

/** Cleans the address (first load or an in-app link) and reads the user again with the token. */
export function useAccessTokenParam(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const { present, token, rest } = splitAccessTokenParam(search);
    if (!present) return;
    navigate({ pathname, search: rest, hash }, { replace: true });
    if (!token) return;
    adoptAccessToken(token);
    void refreshCacheForNewSession(queryClient);
  }, [pathname, search, hash, navigate, queryClient]);
}
