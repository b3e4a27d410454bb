import type { StopReplyBody } from '#shared/schemas/chat';
import { api } from '@/lib/api-client';
import { conversationUrl } from './get-conversation';

/** D18: tells the server how much of the reply was shown; the stream then ends with what it stored. */
export function stopReply(conversationId: number, messageId: number, shown: number): Promise<void> {
  const body: StopReplyBody = { shown };
  return api.post<void>(`${conversationUrl(conversationId)}/messages/${messageId}/stop`, body);
}
