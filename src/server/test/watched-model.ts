import { createPersonaEngine } from '../adapters/llm/persona-engine.js';
import type { GenerateRequest, LlmAdapter } from '../adapters/llm/llm.js';

/**
 * The local persona engine, keeping every reply it is asked for: a test sees
 * how many replies were asked, what each was given, and (by its signal)
 * which were stopped.
 */
export function watchedModel(): { llm: LlmAdapter; requests: GenerateRequest[] } {
  const requests: GenerateRequest[] = [];
  const engine = createPersonaEngine();
  return {
    requests,
    llm: {
      ...engine,
      stream(request) {
        requests.push(request);
        return engine.stream(request);
      },
    },
  };
}

/** The replies asked of a watched model that were stopped. */
export const stopped = (requests: GenerateRequest[]) =>
  requests.filter((request) => request.signal?.aborted);
