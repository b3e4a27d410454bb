import { setTimeout as pause } from 'node:timers/promises';
import type { LlmAdapter } from '../adapters/llm/llm.js';
import { createPersonaEngine } from '../adapters/llm/persona-engine.js';

/**
 * The local persona engine, scripted by the first word of the message it
 * answers, as a model can behave: « Patience » waits `patienceMs` for its
 * first word (or until the reply is stopped), « Panne » fails before any.
 */
export function scriptedModel(options: { wordDelayMs: number; patienceMs: number }): LlmAdapter {
  const engine = createPersonaEngine({ wordDelayMs: options.wordDelayMs });
  return {
    ...engine,
    async *stream(request) {
      const last = request.history.at(-1)?.content ?? '';
      if (last.startsWith('Panne')) throw new Error('model down');
      if (last.startsWith('Patience'))
        await pause(options.patienceMs, undefined, { signal: request.signal });
      yield* engine.stream(request);
    },
  };
}
