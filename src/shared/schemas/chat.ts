import { z } from '../zod.js';
import { storableText } from './text.js';
import { MESSAGE_TEXT_ERRORS, messageTextProblem } from '../message-text.js';

export { MESSAGE_MAX_LENGTH } from '../message-text.js';
export const MESSAGES_PAGE_SIZE = 20;
export const MESSAGES_PAGE_MAX = 100;

export const messageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  content: z.string(),
  isUser: z.boolean(),
  /** 'interrupted': the reply was cut short (server stopped); its text is partial. */
  status: z.enum(['complete', 'interrupted']),
  /** Written by the care layer (issue 10): shown as a help card, never as a reading. */
  care: z.literal(true).optional(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.array(conversationSchema);

export const paginationSchema = z.object({
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** One page of a conversation: `offset` counts back from the newest message. */
export const conversationPageSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(messageSchema),
  pagination: paginationSchema,
  /** Care mode: the help numbers stay on screen, no upsell (issue 10). */
  careMode: z.literal(true).optional(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const conversationIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Identifiant de conversation invalide.' })
    .int({ error: 'Identifiant de conversation invalide.' })
    .positive({ error: 'Identifiant de conversation invalide.' })
    .max(2_147_483_647, { error: 'Identifiant de conversation invalide.' }),
});

export const conversationPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(MESSAGES_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** A message's text: trimmed, then the rule of message-text.ts (the composer applies it too). */
export const messageContentSchema = z
  .string({ error: MESSAGE_TEXT_ERRORS.empty })
  .trim()
  .superRefine((value, context) => {
    const problem = messageTextProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const sendMessageBodySchema = z.object({ content: messageContentSchema });
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

export const sendMessageResponseSchema = z.object({
  userMessage: messageSchema,
  assistantMessage: messageSchema,
  messagesRemaining: z.number().int(),
  /** The message was given back: the reply was stopped before its first word, or cut short by us. */
  refunded: z.literal(true).optional(),
  careMode: z.literal(true).optional(),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

export const CONVERSATION_TITLE_MAX_LENGTH = 80;

/** PATCH /api/conversations/:id: a consultation's new name. */
export const renameConversationBodySchema = z.object({
  title: storableText(
    z
      .string({ error: 'Le nom ne peut pas être vide.' })
      .trim()
      .min(1, { error: 'Le nom ne peut pas être vide.' })
      .max(CONVERSATION_TITLE_MAX_LENGTH, {
        error: `Le nom ne peut pas dépasser ${CONVERSATION_TITLE_MAX_LENGTH} caractères.`,
      }),
  ),
});
export type RenameConversationBody = z.input<typeof renameConversationBodySchema>;

export const HISTORY_SEARCH_MAX_LENGTH = 200;

/**
 * GET /api/conversations/search: words, a period, or both. The period is
 * given as instants (the browser knows the person's day boundaries).
 */
export const historySearchQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(HISTORY_SEARCH_MAX_LENGTH, {
        error: `La recherche ne peut pas dépasser ${HISTORY_SEARCH_MAX_LENGTH} caractères.`,
      })
      .default(''),
    since: z.iso.datetime({ offset: true, error: 'Date de début invalide.' }).optional(),
    before: z.iso.datetime({ offset: true, error: 'Date de fin invalide.' }).optional(),
  })
  .refine((query) => query.q !== '' || query.since !== undefined || query.before !== undefined, {
    error: 'Indiquez des mots ou une date à rechercher.',
  });
export type HistorySearchQuery = z.input<typeof historySearchQuerySchema>;

export const historySearchHitSchema = z.object({
  messageId: z.number().int(),
  conversationId: z.number().int(),
  conversationTitle: z.string(),
  isUser: z.boolean(),
  createdAt: z.string(),
  /** A window of the message around its first hit. */
  excerpt: z.string(),
  /** [start, end) ranges of `excerpt` that matched the words. */
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type HistorySearchHit = z.infer<typeof historySearchHitSchema>;

export const historySearchResponseSchema = z.object({
  hits: z.array(historySearchHitSchema),
  /** More messages matched than were returned: the person may narrow the search. */
  truncated: z.boolean(),
});
export type HistorySearchResponse = z.infer<typeof historySearchResponseSchema>;

/** The longest reply a stop can report as shown: more than any reply holds. */
const SHOWN_MAX = 1_000_000;

/**
 * D18, « Arrêter »: how many characters of the reply (the concatenated
 * `delta` texts) the screen showed when the person pressed it.
 */
export const stopReplyBodySchema = z.object({
  shown: z.number().int().min(0).max(SHOWN_MAX),
});
export type StopReplyBody = z.infer<typeof stopReplyBodySchema>;

/** A message's id in a path: `/…/:messageId/…`. */
export const messageIdParamSchema = z.object({
  messageId: z.coerce
    .number({ error: 'Identifiant de message invalide.' })
    .int({ error: 'Identifiant de message invalide.' })
    .positive({ error: 'Identifiant de message invalide.' })
    .max(2_147_483_647, { error: 'Identifiant de message invalide.' }),
});

export const messageIdParamsSchema = conversationIdParamsSchema.extend(messageIdParamSchema.shape);

/**
 * Server-sent events of a streamed reply. `done` carries the same JSON as the
 * plain call; `error` means the exchange was undone and the message refunded.
 */
export type ChatStreamEvent =
  | { event: 'start'; data: { userMessage: Message; messagesRemaining: number } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: SendMessageResponse }
  | { event: 'error'; data: { message: string; code?: string } };
