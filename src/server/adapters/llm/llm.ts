/**
 * What the chat needs from a language model, whichever answers: an
 * OpenAI-compatible API or the embedded French persona engine.
 */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface GenerateRequest {
  /** The persona's system prompt. */
  system: string;
  /** The conversation so far, oldest first, ending with the user's new message. */
  history: ChatTurn[];
  /** Aborts generation (server shutdown, not a browser leaving: see the chat service). */
  signal?: AbortSignal;
  /**
   * Set by the app when the care layer sees a soft cue of distress in the conversation (or the
   * conversation is in care mode): no tarot card at all, a gentle, caring reply.
   */
  gentle?: boolean;
}

export interface LlmAdapter {
  /** For the logs: which engine answers. */
  readonly name: string;
  /** Streams the reply as text pieces, in order. Throws an LlmError on failure. */
  stream(request: GenerateRequest): AsyncIterable<string>;
  /**
   * A second opinion beside the care layer (issue 10): whether the provider
   * thinks `text` shows a risk of suicide or self-harm. Only a real model
   * has one; it may throw, and is bounded by the caller.
   */
  flagsRisk?(text: string, signal: AbortSignal): Promise<boolean>;
}

export type LlmErrorKind = 'timeout' | 'unavailable' | 'bad_response' | 'aborted';

export class LlmError extends Error {
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LlmError';
  }
}
