import {
  guestSendResponseSchema,
  type GuestSendBody,
  type GuestSendResponse,
  type GuestStreamEvent,
} from '../../../../shared/schemas/guest';
import { readErrorBody } from '@/lib/api-client';
import { ApiError, NetworkError, isAbortError } from '@/lib/api-error';
import { readEventStream } from '@/lib/sse/read-event-stream';
import { toGuestStreamEvent } from '../utils/guest-stream';
import { GUEST_CHAT_URL } from './get-guest-chat';

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
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
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
  if (!response.ok) {
    const { message, code } = await readErrorBody(response);
    throw new ApiError(response.status, message, code);
  }
  if (!response.headers.get('Content-Type')?.includes('text/event-stream') || !response.body) {
    // A proxy that ignored Accept: the plain JSON answer is the same exchange, all at once.
    const result = guestSendResponseSchema.parse(await response.json());
    onEvent({ event: 'done', data: result });
    return result;
  }

  // An object, not two lets: TypeScript does not see assignments made inside the callback.
  const outcome: { result?: GuestSendResponse; failure?: ApiError } = {};
  try {
    await readEventStream(response.body, (message) => {
      const event = toGuestStreamEvent(message);
      if (!event) return;
      if (event.event === 'done') outcome.result = event.data;
      if (event.event === 'error') {
        outcome.failure = new ApiError(503, event.data.message, event.data.code);
      }
      onEvent(event);
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new NetworkError(error);
  }
  if (outcome.failure) throw outcome.failure;
  if (outcome.result) return outcome.result;
  throw new NetworkError();
}
