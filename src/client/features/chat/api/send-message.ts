import {
  messageSchema,
  sendMessageResponseSchema,
  type ChatStreamEvent,
  type SendMessageResponse,
} from '#shared/schemas/chat';
import { api } from '@/lib/api-client';
import { REPLY_STREAM_HEADERS, replyStream, streamReply } from '@/lib/sse/stream-reply';
import { conversationUrl } from './get-conversation';

const chatReplyStream = replyStream({
  userMessage: messageSchema,
  done: sendMessageResponseSchema,
});

export interface SendMessageInput {
  conversationId: number;
  /** Already trimmed and checked against messageContentSchema. */
  content: string;
  signal: AbortSignal;
  /** Every event of the stream, in order, as it arrives. */
  onEvent: (event: ChatStreamEvent) => void;
}

/**
 * POST /api/conversations/:id/messages, asking for the reply as server-sent
 * events. Resolves with the `done` payload; rejects with an ApiError for a
 * refusal (402, 403…) or an `error` event, a NetworkError when the connection
 * drops or the stream ends without its last event, and an AbortError on stop.
 */
export async function sendMessage(input: SendMessageInput): Promise<SendMessageResponse> {
  const response = await api.fetchRaw(`${conversationUrl(input.conversationId)}/messages`, {
    method: 'POST',
    headers: REPLY_STREAM_HEADERS,
    body: JSON.stringify({ content: input.content }),
    signal: input.signal,
  });
  return streamReply(response, chatReplyStream, input.onEvent);
}
