import {
  sendMessageResponseSchema,
  type ChatStreamEvent,
  type SendMessageResponse,
} from '../../../../shared/schemas/chat';
import { api, readErrorBody } from '@/lib/api-client';
import { ApiError, NetworkError, isAbortError } from '@/lib/api-error';
import { readEventStream } from '@/lib/sse/read-event-stream';
import { toChatStreamEvent } from '../utils/chat-stream';
import { conversationUrl } from './get-conversation';

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
    headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
    body: JSON.stringify({ content: input.content }),
    signal: input.signal,
  });
  if (!response.ok) {
    const { message, code } = await readErrorBody(response);
    throw new ApiError(response.status, message, code);
  }
  if (!response.headers.get('Content-Type')?.includes('text/event-stream') || !response.body) {
    // A proxy that ignored Accept: the plain JSON answer is the same exchange, all at once.
    const result = sendMessageResponseSchema.parse(await response.json());
    input.onEvent({ event: 'done', data: result });
    return result;
  }

  // An object, not two lets: TypeScript does not see assignments made inside the callback.
  const outcome: { result?: SendMessageResponse; failure?: ApiError } = {};
  try {
    await readEventStream(response.body, (message) => {
      const event = toChatStreamEvent(message);
      if (!event) return;
      if (event.event === 'done') outcome.result = event.data;
      if (event.event === 'error') {
        outcome.failure = new ApiError(503, event.data.message, event.data.code);
      }
      input.onEvent(event);
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new NetworkError(error);
  }
  if (outcome.failure) throw outcome.failure;
  if (outcome.result) return outcome.result;
  throw new NetworkError();
}
