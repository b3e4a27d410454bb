import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '#shared/schemas/user';
import { api, type ApiClient } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { setReconnecting } from './reconnecting';

export const ME_URL = '/api/auth/me';
/** Reads GET the first item of their key (spec §7); other auth calls update this entry. */
export const ME_QUERY_KEY = [ME_URL] as const;

/**
 * The logged-in user, or null for a guest. Without a stored token a refresh is
 * tried first: the httpOnly cookie may still hold a session (spec §4).
 */
export async function getMe(
  signal?: AbortSignal,
  client: ApiClient = api,
): Promise<SessionUser | null> {
  if (!client.getAccessToken()) {
    setReconnecting(true);
    try {
      if (!(await client.refreshAccessToken())) return null;
    } finally {
      setReconnecting(false);
    }
  }
  try {
    return await client.getOrNull<SessionUser>(ME_URL, { signal });
  } catch (error) {
    // The API client has already cleared the token and redirected if needed.
    if (error instanceof SessionExpiredError) return null;
    throw error;
  }
}

/** The auth query neither retries nor refetches on focus (spec §9). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal),
    retry: false,
    refetchOnWindowFocus: false,
  });

/**
 * `guestFirst`: a public page (the landing, /auth) renders for a guest at
 * once when no token is stored, instead of behind a spinner until the
 * refresh answers (issue 12: the first paint of most first visits). The
 * check still runs; a session it finds replaces the guest view. Guarded
 * screens never guess: they wait.
 */
export function useUser({ guestFirst = false }: { guestFirst?: boolean } = {}) {
  const query = useQuery({
    ...meQueryOptions(),
    ...(guestFirst && !api.getAccessToken() ? { placeholderData: null } : {}),
  });
  return { user: query.data ?? null, isLoading: query.isPending, query };
}
