import { setTimeout as sleep } from 'node:timers/promises';
import { LlmError, type LlmAdapter } from './llm.js';
import { composePersonaReply } from './persona-engine/compose.js';

export { composePersonaReply } from './persona-engine/compose.js';
export { MAJOR_ARCANA, type TarotCard } from './persona-engine/tarot.js';

/**
 * The embedded default LLM: Céleste's voice without network or model. It
 * reads the person's last message (and earlier ones when that one says
 * little), then builds a reply from phrase banks: an acknowledgement, a
 * tarot card, an interpretation, a practical suggestion and a question.
 * Choices come from a PRNG seeded by the whole conversation, so the same
 * conversation always gets the same reply (tests and demos stay stable).
 * Crisis messages never reach it: the chat service answers them first (D15).
 */

export interface PersonaEngineOptions {
  /** Pause between streamed words; 0 streams as fast as the consumer reads. */
  wordDelayMs?: number;
}

function aborted(cause?: unknown): LlmError {
  return new LlmError('aborted', 'persona engine: generation aborted', { cause });
}

async function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  try {
    await sleep(ms, undefined, { signal });
  } catch (error) {
    throw aborted(error);
  }
}

export function createPersonaEngine(options: PersonaEngineOptions = {}): LlmAdapter {
  const wordDelayMs = options.wordDelayMs ?? 0;
  return {
    name: 'moteur local de persona (hors ligne)',
    // The system prompt is for real models: this engine carries the persona in its own phrases.
    async *stream({ history, signal }) {
      const words = composePersonaReply(history).match(/\S+\s*/g) ?? [];
      for (const [index, word] of words.entries()) {
        if (signal?.aborted) throw aborted(signal.reason);
        if (wordDelayMs > 0 && index > 0) await pause(wordDelayMs, signal);
        yield word;
      }
    },
  };
}
