import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuestChatResponse } from '#shared/schemas/guest';
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
  const [data, { guestChatResponseSchema }] = await Promise.all([
    api.get<unknown>(guestChatQueryKey(sessionId)[0], { auth: false, signal }),
    // The schema (and zod) loads beside the request, never before the page shows.
    import('#shared/schemas/guest'),
  ]);
  return guestChatResponseSchema.parse(data);
}

export const guestChatQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: guestChatQueryKey(sessionId),
    queryFn: ({ signal }) => getGuestChat(sessionId, signal),
  });

/** `enabled` false: a new session, nothing to read (its messages come from the sends). */
export function useGuestChat(sessionId: string, enabled = true) {
  return useQuery({ ...guestChatQueryOptions(sessionId), enabled });
}
