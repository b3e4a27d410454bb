import { MESSAGE_MAX_LENGTH, MESSAGE_TEXT_ERRORS, messageTextProblem } from '#shared/message-text';

export interface DraftCheck {
  /** The text as it would be sent: trimmed. */
  text: string;
  /** Past MESSAGE_MAX_LENGTH once trimmed: the only error worth showing. */
  tooLong: boolean;
  /** Neither blank nor too long (spec §5: a blank message is simply ignored). */
  sendable: boolean;
  /** The rule's own words for a text too long; undefined otherwise. */
  error?: string;
}

/**
 * The composer's text against the rule the server applies (message-text.ts,
 * the same function as messageContentSchema's), checked at every keystroke
 * without loading zod.
 */
export function checkDraft(value: string): DraftCheck {
  const text = value.trim();
  const problem = messageTextProblem(text);
  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  return {
    text,
    tooLong,
    sendable: problem === null,
    // Only the length error is worth showing: an empty field simply cannot be sent.
    error: tooLong ? MESSAGE_TEXT_ERRORS.tooLong : undefined,
  };
}

/**
 * A refused message comes back to the composer without losing what was
 * typed meanwhile (the field stays editable while a reply comes).
 */
export function joinDrafts(restored: string, current: string): string {
  return current.trim() ? `${restored}\n\n${current}` : restored;
}
