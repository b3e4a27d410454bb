import {
  messageSchema,
  sendMessageResponseSchema,
  type ChatStreamEvent,
} from '../../../../shared/schemas/chat';
import { errorBodySchema } from '../../../../shared/schemas/error';
import { z } from '../../../../shared/zod';
import { parseEventData } from '../../../lib/sse/read-event-stream';
import type { SseMessage } from '../../../lib/sse/sse-parser';

const startSchema = z.object({ userMessage: messageSchema, messagesRemaining: z.number().int() });
const deltaSchema = z.object({ text: z.string() });

/**
 * Turns a raw event of the reply stream into a typed one, or null when it is
 * unknown or malformed: a stream that never delivers a valid `done` counts as
 * cut short, which the caller already handles.
 */
export function toChatStreamEvent({ event, data }: SseMessage): ChatStreamEvent | null {
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
