import { setTimeout as sleep } from 'node:timers/promises';
import { LlmError, type LlmAdapter } from './llm.js';
import { composePersonaReply } from './persona-engine/compose.js';

export { composePersonaReply, type ComposeOptions } from './persona-engine/compose.js';
export { MAJOR_ARCANA, type TarotCard } from './persona-engine/tarot.js';

/**
 * The embedded default LLM: Céleste's voice without network or model. It
 * reads what the person's last message asks (a reading, a question about
 * Céleste or a card, a professional's decision, small talk, another
 * language) and what the conversation already holds, then writes a short
 * reply from phrase banks, never repeating a paragraph already written and
 * ending with one question. Choices come from a PRNG seeded by the whole
 * conversation, so the same conversation always gets the same reply.
 * Crisis messages never reach it: the app's care layer answers them first
 * (D15); `gentle` asks for a reply without any card.
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
    async *stream({ history, signal, gentle }) {
      const words = composePersonaReply(history, { gentle }).match(/\S+\s*/g) ?? [];
      for (const [index, word] of words.entries()) {
        if (signal?.aborted) throw aborted(signal.reason);
        if (wordDelayMs > 0 && index > 0) await pause(wordDelayMs, signal);
        yield word;
      }
    },
  };
}
