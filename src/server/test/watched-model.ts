import { createPersonaEngine } from '../adapters/llm/persona-engine.js';
import type { GenerateRequest, LlmAdapter } from '../adapters/llm/llm.js';

/**
 * The local persona engine, keeping every reply it is asked for: a test sees
 * how many replies were asked, what each was given, and which were stopped.
 */
export function watchedModel(): {
  llm: LlmAdapter;
  signals: AbortSignal[];
  requests: GenerateRequest[];
} {
  const signals: AbortSignal[] = [];
  const requests: GenerateRequest[] = [];
  const engine = createPersonaEngine();
  return {
    signals,
    requests,
    llm: {
      ...engine,
      stream(request) {
        signals.push(request.signal!);
        requests.push(request);
        return engine.stream(request);
      },
    },
  };
}
