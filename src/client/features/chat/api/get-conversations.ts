import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '#shared/schemas/chat';
import { api } from '@/lib/api-client';

export const CONVERSATIONS_URL = '/api/conversations';
export const CONVERSATIONS_QUERY_KEY = [CONVERSATIONS_URL] as const;

/** The user's conversations, newest first (D3 takes the first one). */
export function getConversations(signal?: AbortSignal): Promise<Conversation[]> {
  return api.get<Conversation[]>(CONVERSATIONS_URL, { signal });
}

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: CONVERSATIONS_QUERY_KEY,
    queryFn: ({ signal }) => getConversations(signal),
  });

/** `enabled` false while the session loads: a call without a token would be refused, not renewed. */
export function useConversations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...conversationsQueryOptions(), enabled });
}
