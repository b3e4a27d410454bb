import type { GuestStopBody } from '#shared/schemas/guest';
import { api } from '@/lib/api-client';
import { GUEST_CHAT_URL } from './get-guest-chat';

/** D18 for a guest: as the customers' stop, the session id proving whose reply it is. */
export function stopGuestReply(sessionId: string, messageId: number, shown: number): Promise<void> {
  const body: GuestStopBody = { sessionId, shown };
  return api.post<void>(`${GUEST_CHAT_URL}/${messageId}/stop`, body, { auth: false });
}
