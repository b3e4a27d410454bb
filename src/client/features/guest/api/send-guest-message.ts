import {
  guestMessageSchema,
  guestSendResponseSchema,
  type GuestSendBody,
  type GuestSendResponse,
  type GuestStreamEvent,
} from '#shared/schemas/guest';
import { NetworkError, isAbortError } from '@/lib/api-error';
import { REPLY_STREAM_HEADERS, replyStream, streamReply } from '@/lib/sse/stream-reply';
import { GUEST_CHAT_URL } from './get-guest-chat';

const guestReplyStream = replyStream({
  userMessage: guestMessageSchema,
  done: guestSendResponseSchema,
});

export interface SendGuestMessageInput extends GuestSendBody {
  signal?: AbortSignal;
  /** Every event of the stream, in order, as it arrives. */
  onEvent: (event: GuestStreamEvent) => void;
}

/**
 * A guest has no session: a plain same-origin fetch, so that a stale token
 * left in storage can never turn a guest's message into a session renewal.
 */
async function post(body: GuestSendBody, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(GUEST_CHAT_URL, {
      method: 'POST',
      headers: REPLY_STREAM_HEADERS,
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new NetworkError(error);
  }
}

/**
 * POST /api/guest/chat, asking for the reply as server-sent events. Resolves
 * with the `done` payload; rejects with an ApiError for a refusal (400, 402,
 * 429, 503) or an `error` event (the server undid the exchange), and a
 * NetworkError when the connection drops or the stream ends without `done`.
 */
export async function sendGuestMessage(input: SendGuestMessageInput): Promise<GuestSendResponse> {
  const { signal, onEvent, ...body } = input;
  const response = await post(body, signal);
  return streamReply(response, guestReplyStream, onEvent);
}
