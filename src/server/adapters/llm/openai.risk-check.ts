import type OpenAI from 'openai';
import { APIError } from 'openai';

/** The moderation categories that mean a risk for the writer (OpenAI's names). */
const SELF_HARM_CATEGORIES = ['self-harm', 'self-harm/intent', 'self-harm/instructions'] as const;

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
export function createRiskCheck(client: OpenAI, model: string) {
  let moderationMissing = false;

  async function viaModeration(text: string, signal: AbortSignal): Promise<boolean> {
    const result = await client.moderations.create({ input: text }, { signal });
    return result.results.some(
      (r) => r.flagged && SELF_HARM_CATEGORIES.some((category) => r.categories[category]),
    );
  }

  async function viaClassification(text: string, signal: AbortSignal): Promise<boolean> {
    const completion = await client.chat.completions.create(
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
      { signal },
    );
    const answer = completion.choices[0]?.message.content ?? '';
    return /^\s*oui\b/i.test(answer);
  }

  return async function flagsRisk(text: string, signal: AbortSignal): Promise<boolean> {
    if (!moderationMissing) {
      try {
        return await viaModeration(text, signal);
      } catch (error) {
        // Mistral, Ollama, vLLM: no such endpoint. Remember it, and ask the model instead.
        if (!(error instanceof APIError && (error.status === 404 || error.status === 405))) {
          throw error;
        }
        moderationMissing = true;
      }
    }
    return viaClassification(text, signal);
  };
}
