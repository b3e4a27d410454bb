import type { FastifyBaseLogger } from 'fastify';
import type { LlmAdapter } from '../../adapters/llm/llm.js';

/** The longest the second opinion may take; past it, there is none. */
export const SECOND_OPINION_DEADLINE_MS = 4_000;

/** Added to a model's reply when the second opinion sees a risk the care layer missed. */
export const SECOND_OPINION_CARE =
  'Avant de vous laisser, je veux vous dire autre chose : certains de vos mots me font penser ' +
  'que vous traversez peut-être un moment très difficile. Je suis une intelligence artificielle ' +
  'et je ne peux pas intervenir, mais des personnes peuvent vous écouter maintenant : le **3114** ' +
  '(gratuit, 24 h/24, prévention du suicide) et, en cas de danger immédiat, le **112**. ' +
  'Ce message ne vous est pas décompté. Si je vous ai mal compris, dites-le-moi.';

/**
 * Asks the model's provider, beside the reply and never before it, whether
 * `text` shows a risk (issue 10, ADR 011). It can only add care: a failure or
 * a timeout is « no opinion », logged, and the reply stands as it is.
 */
export function askSecondOpinion(
  llm: LlmAdapter,
  text: string,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<boolean> | null {
  if (!llm.flagsRisk) return null;
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop, { once: true });
  const timer = setTimeout(stop, SECOND_OPINION_DEADLINE_MS);
  return llm
    .flagsRisk(text, controller.signal)
    .catch((error: unknown) => {
      log.warn({ err: error, llm: llm.name }, 'second avis indisponible');
      return false;
    })
    .finally(() => {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
    });
}
