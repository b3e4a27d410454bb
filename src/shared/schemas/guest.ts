import { z } from '../zod.js';
import { messageContentSchema, stopReplyBodySchema } from './chat.js';

import { GUEST_SESSION_ID_PATTERN } from '../guest-session-id.js';

export { GUEST_SESSION_ID_PATTERN };

export const guestSessionIdSchema = z
  .string({ error: 'Session invité non initialisée' })
  .regex(GUEST_SESSION_ID_PATTERN, { error: 'Session invité non initialisée' });

export const guestMessageSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  isUser: z.boolean(),
  /** 'interrupted': the reply was cut short; its text is what was shown. */
  status: z.enum(['complete', 'interrupted']),
  /** Written by the care layer: shown as a help card. */
  care: z.literal(true).optional(),
  createdAt: z.string(),
});
export type GuestMessage = z.infer<typeof guestMessageSchema>;

export const guestChatQuerySchema = z.object({ sessionId: guestSessionIdSchema });

export const guestChatResponseSchema = z.object({
  messages: z.array(guestMessageSchema),
  messagesRemaining: z.number().int(),
  /** Care mode: the help numbers stay on screen, no upsell (issue 10). */
  careMode: z.literal(true).optional(),
});
export type GuestChatResponse = z.infer<typeof guestChatResponseSchema>;

export const guestSendBodySchema = z.object({
  content: messageContentSchema,
  sessionId: guestSessionIdSchema,
  /** Sent by the client when no message remains (spec §7); the server decides from its own count. */
  withOffer: z.boolean().optional(),
});
export type GuestSendBody = z.input<typeof guestSendBodySchema>;

export const guestSendResponseSchema = z.object({
  userMessage: guestMessageSchema,
  aiMessage: guestMessageSchema,
  messagesRemaining: z.number().int(),
  /** The free message was given back (a reply stopped before its first word, or cut short by us). */
  refunded: z.literal(true).optional(),
  careMode: z.literal(true).optional(),
});
export type GuestSendResponse = z.infer<typeof guestSendResponseSchema>;

/** D18, « Arrêter » for a guest: the session proves whose reply it is. */
export const guestStopBodySchema = stopReplyBodySchema.extend({ sessionId: guestSessionIdSchema });
export type GuestStopBody = z.infer<typeof guestStopBodySchema>;

/** Streamed guest replies: the same events as the customers' chat. */
export type GuestStreamEvent =
  | { event: 'start'; data: { userMessage: GuestMessage; messagesRemaining: number } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: GuestSendResponse }
  | { event: 'error'; data: { message: string; code?: string } };

/**
 * The special offer's browser form: the guest session, and the express
 * request to start at once with the loss of the withdrawal right (D23), a
 * tick box sent as `on` like any checked box; refused without it.
 */
export const specialOfferFormSchema = z.object({
  sessionId: guestSessionIdSchema,
  withdrawalWaiver: z.literal('on'),
});
