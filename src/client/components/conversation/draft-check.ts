import { MESSAGE_MAX_LENGTH, messageContentSchema } from '../../../shared/schemas/chat';

export interface DraftCheck {
  /** The text as it would be sent: trimmed. */
  text: string;
  /** Past MESSAGE_MAX_LENGTH once trimmed: the only error worth showing. */
  tooLong: boolean;
  /** Neither blank nor too long (spec §5: a blank message is simply ignored). */
  sendable: boolean;
  /** The schema's own words for a text too long; undefined otherwise. */
  error?: string;
}

/** The composer's text against the rule the server applies (messageContentSchema). */
export function checkDraft(value: string): DraftCheck {
  const parsed = messageContentSchema.safeParse(value);
  const text = value.trim();
  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  return {
    text: parsed.success ? parsed.data : text,
    tooLong,
    sendable: parsed.success,
    // Only the length error is worth showing: an empty field simply cannot be sent.
    error: tooLong && !parsed.success ? parsed.error.issues[0]?.message : undefined,
  };
}

/**
 * A refused message comes back to the composer without losing what was
 * typed meanwhile (the field stays editable while a reply comes).
 */
export function joinDrafts(restored: string, current: string): string {
  return current.trim() ? `${restored}\n\n${current}` : restored;
}
