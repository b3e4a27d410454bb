import { queryOptions, useQuery } from '@tanstack/react-query';
import { guestChatResponseSchema, type GuestChatResponse } from '../../../../shared/schemas/guest';
import { api } from '@/lib/api-client';

export const GUEST_CHAT_URL = '/api/guest/chat';

/** Reads GET the first item of their key (spec §7): the URL carries the session. */
export const guestChatQueryKey = (sessionId: string) =>
  [`${GUEST_CHAT_URL}?sessionId=${encodeURIComponent(sessionId)}`] as const;

/** GET /api/guest/chat: the guest's messages and the server's remaining count. */
export async function getGuestChat(
  sessionId: string,
  signal?: AbortSignal,
): Promise<GuestChatResponse> {
  // A guest has no session to renew: no bearer, no refresh on 401.
  const data = await api.get<unknown>(guestChatQueryKey(sessionId)[0], { auth: false, signal });
  return guestChatResponseSchema.parse(data);
}

export const guestChatQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: guestChatQueryKey(sessionId),
    queryFn: ({ signal }) => getGuestChat(sessionId, signal),
  });

export function useGuestChat(sessionId: string) {
  return useQuery(guestChatQueryOptions(sessionId));
}
