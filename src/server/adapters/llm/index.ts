import type { LlmConfig } from '../../config.js';
import type { LlmAdapter } from './llm.js';
import { createOpenAiAdapter } from './openai.adapter.js';
import { createPersonaEngine } from './persona-engine.js';

export type { LlmAdapter } from './llm.js';

/** A pace that reads like someone typing, without keeping anyone waiting. */
const LOCAL_WORD_DELAY_MS = 25;

export function createLlm(config: LlmConfig): LlmAdapter {
  return config.kind === 'openai'
    ? createOpenAiAdapter({ baseURL: config.baseURL, apiKey: config.apiKey, model: config.model })
    : createPersonaEngine({ wordDelayMs: LOCAL_WORD_DELAY_MS });
}
