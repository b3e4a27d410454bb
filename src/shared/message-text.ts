/**
 * The rule for a message's text, in one place and without zod, so that the
 * composer can check every keystroke without loading a validation library
 * (issue 12: the landing page loads only what it shows). The zod schema of
 * the API (schemas/chat.ts) applies this same function.
 */
import { INVALID_CHARACTER_MESSAGE } from './schemas/text.js';

export const MESSAGE_MAX_LENGTH = 4000;

export const MESSAGE_TEXT_ERRORS = {
  empty: 'Le message ne peut pas être vide.',
  tooLong: 'Le message ne peut pas dépasser 4 000 caractères.',
  invalid: INVALID_CHARACTER_MESSAGE,
} as const;

/** What is wrong with an already trimmed message, or null when it can be sent. */
export function messageTextProblem(trimmed: string): string | null {
  if (trimmed.length === 0) return MESSAGE_TEXT_ERRORS.empty;
  if (trimmed.length > MESSAGE_MAX_LENGTH) return MESSAGE_TEXT_ERRORS.tooLong;
  // PostgreSQL refuses the NUL character (schemas/text.ts).
  if (trimmed.includes('\u0000')) return MESSAGE_TEXT_ERRORS.invalid;
  return null;
}
