import { OpenAiStatusError, type OpenAiHttp } from './openai-http.js';

/** The moderation categories that mean a risk for the writer (OpenAI's names). */
const SELF_HARM_CATEGORIES = ['self-harm', 'self-harm/intent', 'self-harm/instructions'] as const;

/** What the check reads of a moderation answer. */
interface ModerationAnswer {
  results: Array<{ flagged: boolean; categories: Partial<Record<string, boolean>> }>;
}

/** What the check reads of a non-streamed chat completion. */
interface CompletionAnswer {
  choices?: Array<{ message?: { content?: string | null } }>;
}

/** For servers without a moderation endpoint: one word back, from the same model. */
const CLASSIFY_PROMPT =
  'Tu es un filtre de sécurité. Le message suivant, écrit par une personne à une voyante, ' +
  "exprime-t-il un risque de suicide ou d'automutilation pour son auteur (même indirectement) ? " +
  'Réponds seulement OUI ou NON.';

/**
 * A second opinion on a message, from the configured provider: its
 * moderation endpoint (`POST /v1/moderations`, self-harm categories) when it
 * has one, otherwise a one-word classification by the chat model. Throws on
 * failure; the caller bounds the time and treats failures as « no opinion ».
 */
export function createRiskCheck(http: OpenAiHttp, model: string) {
  let moderationMissing = false;

  async function viaModeration(text: string, signal: AbortSignal): Promise<boolean> {
    const result = await http.postJson<ModerationAnswer>('/moderations', { input: text }, signal);
    return result.results.some(
      (r) => r.flagged && SELF_HARM_CATEGORIES.some((category) => r.categories[category]),
    );
  }

  async function viaClassification(text: string, signal: AbortSignal): Promise<boolean> {
    const completion = await http.postJson<CompletionAnswer>(
      '/chat/completions',
      {
        model,
        stream: false,
        max_tokens: 3,
        temperature: 0,
        messages: [
          { role: 'system', content: CLASSIFY_PROMPT },
          { role: 'user', content: text },
        ],
      },
      signal,
    );
    const answer = completion.choices?.[0]?.message?.content ?? '';
    return /^\s*oui\b/i.test(answer);
  }

  return async function flagsRisk(text: string, signal: AbortSignal): Promise<boolean> {
    if (!moderationMissing) {
      try {
        return await viaModeration(text, signal);
      } catch (error) {
        // Mistral, Ollama, vLLM: no such endpoint. Remember it, and ask the model instead.
        if (!(
          error instanceof OpenAiStatusError &&
          (error.status === 404 || error.status === 405)
        )) {
          throw error;
        }
        moderationMissing = true;
      }
    }
    return viaClassification(text, signal);
  };
}
