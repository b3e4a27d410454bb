import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { splitAccessTokenParam } from './access-token-search';
import { ME_QUERY_KEY } from './current-user';

/**
 * Called once before the first render: the user query then starts with the
 * token instead of first trying (and failing) a guest's refresh.
 */
export function storeAccessTokenFromAddress(search = globalThis.location?.search ?? ''): void {
  const { token } = splitAccessTokenParam(search);
  if (token) api.setAccessToken(token);
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
    api.setAccessToken(token);
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [pathname, search, hash, navigate, queryClient]);
}
