import { errorBodySchema } from '#shared/schemas/error';
import { z } from '#shared/zod';
import { readErrorBody } from '../api-client';
import { ApiError, NetworkError, isAbortError } from '../api-error';
import { parseEventData, readEventStream } from './read-event-stream';
import type { SseMessage } from './sse-parser';

/**
 * The server-sent events of a streamed reply, for customers and guests alike:
 * `start` once the server took the message, `delta` pieces of the reply, then
 * `done` with the same JSON as the plain call, or `error` when the exchange was
 * undone (the message refunded).
 */
export type ReplyStreamEvent<UserMessage, Done> =
  | { event: 'start'; data: { userMessage: UserMessage; messagesRemaining: number } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: Done }
  | { event: 'error'; data: { message: string; code?: string } };

/** What differs between two reply streams: the shape of the stored message and of the exchange. */
export interface ReplyStream<UserMessage, Done> {
  /** A raw event, typed; null when unknown or malformed. */
  toEvent(message: SseMessage): ReplyStreamEvent<UserMessage, Done> | null;
  /** The whole exchange: the `done` event and the plain JSON answer. */
  doneSchema: z.ZodType<Done>;
}

/** Asks for the reply as server-sent events; a proxy may still answer with the plain JSON. */
export const REPLY_STREAM_HEADERS = {
  Accept: 'text/event-stream',
  'Content-Type': 'application/json',
} as const;

const deltaSchema = z.object({ text: z.string() });

/**
 * The reply stream of an endpoint. An unknown or malformed event is skipped, not
 * thrown: a stream that never delivers a valid `done` counts as cut short, which
 * `streamReply` already handles.
 */
export function replyStream<UserMessage, Done>(schemas: {
  userMessage: z.ZodType<UserMessage>;
  done: z.ZodType<Done>;
}): ReplyStream<UserMessage, Done> {
  const startSchema = z.object({
    userMessage: schemas.userMessage,
    messagesRemaining: z.number().int(),
  });
  return {
    doneSchema: schemas.done,
    toEvent({ event, data }) {
      const json = parseEventData(data);
      switch (event) {
        case 'start': {
          const parsed = startSchema.safeParse(json);
          return parsed.success ? { event, data: parsed.data } : null;
        }
        case 'delta': {
          const parsed = deltaSchema.safeParse(json);
          return parsed.success ? { event, data: parsed.data } : null;
        }
        case 'done': {
          const parsed = schemas.done.safeParse(json);
          return parsed.success ? { event, data: parsed.data } : null;
        }
        case 'error': {
          const parsed = errorBodySchema.safeParse(json);
          return parsed.success ? { event, data: parsed.data } : null;
        }
        default:
          return null;
      }
    },
  };
}

/**
 * Reads the answer to a message sent with REPLY_STREAM_HEADERS. Resolves with
 * the `done` payload; rejects with an ApiError for a refusal (400, 402, 403,
 * 429…) or an `error` event, a NetworkError when the connection drops or the
 * stream ends without its last event, and an AbortError on stop.
 */
export async function streamReply<UserMessage, Done>(
  response: Response,
  stream: ReplyStream<UserMessage, Done>,
  /** Every event of the stream, in order, as it arrives. */
  onEvent: (event: ReplyStreamEvent<UserMessage, Done>) => void,
): Promise<Done> {
  if (!response.ok) {
    const { message, code } = await readErrorBody(response);
    throw new ApiError(response.status, message, code);
  }
  if (!response.headers.get('Content-Type')?.includes('text/event-stream') || !response.body) {
    // A proxy that ignored Accept: the plain JSON answer is the same exchange, all at once.
    const result = stream.doneSchema.parse(await response.json());
    onEvent({ event: 'done', data: result });
    return result;
  }

  // An object, not two lets: TypeScript does not see assignments made inside the callback.
  const outcome: { result?: Done; failure?: ApiError } = {};
  try {
    await readEventStream(response.body, (message) => {
      const event = stream.toEvent(message);
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
