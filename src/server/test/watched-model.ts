import { createPersonaEngine } from '../adapters/llm/persona-engine.js';
import type { LlmAdapter } from '../adapters/llm/llm.js';

/**
 * The local persona engine, keeping the signal of every reply it is asked
 * for: a test sees how many replies were asked and which were stopped.
 */
export function watchedModel(): { llm: LlmAdapter; signals: AbortSignal[] } {
  const signals: AbortSignal[] = [];
  const engine = createPersonaEngine();
  return {
    signals,
    llm: {
      ...engine,
      stream(request) {
        signals.push(request.signal!);
        return engine.stream(request);
      },
    },
  };
}
