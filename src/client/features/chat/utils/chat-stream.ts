import {
  messageSchema,
  sendMessageResponseSchema,
  type ChatStreamEvent,
} from '../../../../shared/schemas/chat';
import { errorBodySchema } from '../../../../shared/schemas/error';
import { z } from '../../../../shared/zod';
import { createSseParser, type SseMessage } from './sse-parser';

const startSchema = z.object({ userMessage: messageSchema, messagesRemaining: z.number().int() });
const deltaSchema = z.object({ text: z.string() });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Turns a raw event of the reply stream into a typed one, or null when it is
 * unknown or malformed: a stream that never delivers a valid `done` counts as
 * cut short, which the caller already handles.
 */
export function toChatStreamEvent({ event, data }: SseMessage): ChatStreamEvent | null {
  const json = parseJson(data);
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
      const parsed = sendMessageResponseSchema.safeParse(json);
      return parsed.success ? { event, data: parsed.data } : null;
    }
    case 'error': {
      const parsed = errorBodySchema.safeParse(json);
      return parsed.success ? { event, data: parsed.data } : null;
    }
    default:
      return null;
  }
}

/** Reads a text/event-stream body to its end, decoding UTF-8 split across chunks. */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onMessage: (message: SseMessage) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser(onMessage);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.end();
  } finally {
    reader.releaseLock();
  }
}
