import { errorBodySchema } from '../../../../shared/schemas/error';
import {
  guestMessageSchema,
  guestSendResponseSchema,
  type GuestStreamEvent,
} from '../../../../shared/schemas/guest';
import { z } from '../../../../shared/zod';
import { parseEventData } from '../../../lib/sse/read-event-stream';
import type { SseMessage } from '../../../lib/sse/sse-parser';

const startSchema = z.object({
  userMessage: guestMessageSchema,
  messagesRemaining: z.number().int(),
});
const deltaSchema = z.object({ text: z.string() });

/**
 * A raw event of the guest reply stream, typed, or null when unknown or
 * malformed: a stream without a valid `done` counts as cut short.
 */
export function toGuestStreamEvent({ event, data }: SseMessage): GuestStreamEvent | null {
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
      const parsed = guestSendResponseSchema.safeParse(json);
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
