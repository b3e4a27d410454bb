import { setTimeout as sleep } from 'node:timers/promises';
import { type ChatTurn, type GenerateRequest, type LlmAdapter, LlmError } from './llm.js';
import { createOpenAiHttp, OpenAiStatusError, type OpenAiHttp } from './openai-http.js';
import { createRiskCheck } from './openai.risk-check.js';

/**
 * Any OpenAI-compatible Chat Completions API (OpenAI, Mistral, Ollama, vLLM).
 * Only the common subset of the protocol is used: model, messages, stream.
 */
export interface OpenAiAdapterOptions {
  baseURL: string;
  /** Absent for servers without authentication (Ollama). */
  apiKey?: string;
  model: string;
  /** Budget for the whole reply, retries and back-off included. */
  timeoutMs?: number;
  /** Longest wait for the first chunk, and between two chunks. */
  firstTokenTimeoutMs?: number;
  /** Retries allowed before the first token only. */
  maxRetries?: number;
  retryBaseDelayMs?: number;
}

type Settings = Required<Omit<OpenAiAdapterOptions, 'apiKey'>> & { apiKey: string | undefined };

/** Why an attempt was stopped by us rather than by the server. */
type StopReason = 'aborted' | 'deadline' | 'stalled';

interface Failure {
  error: LlmError;
  retryable: boolean;
}

/** What the adapter reads of a `chat.completion.chunk`. */
interface CompletionChunk {
  choices?: Array<{ delta?: { content?: string | null }; finish_reason?: string | null }>;
}

export function createOpenAiAdapter(options: OpenAiAdapterOptions): LlmAdapter {
  const settings: Settings = {
    timeoutMs: 30_000,
    firstTokenTimeoutMs: 20_000,
    maxRetries: 2,
    retryBaseDelayMs: 500,
    ...options,
    apiKey: options.apiKey,
  };
  const http = createOpenAiHttp({ baseURL: settings.baseURL, apiKey: settings.apiKey });
  return {
    name: `OpenAI-compatible (${settings.model})`,
    stream: (request) => streamWithRetries(http, settings, request),
    flagsRisk: createRiskCheck(http, settings.model),
  };
}

async function* streamWithRetries(
  http: OpenAiHttp,
  settings: Settings,
  request: GenerateRequest,
): AsyncGenerator<string> {
  const deadlineAt = Date.now() + settings.timeoutMs;
  for (let attempt = 0; ; attempt += 1) {
    const watchdog = startWatchdog(request.signal, deadlineAt, settings.firstTokenTimeoutMs);
    let started = false;
    let finished = false;
    try {
      const stream = http.postStream<CompletionChunk>(
        '/chat/completions',
        { model: settings.model, messages: toMessages(request), stream: true },
        watchdog.signal,
      );
      for await (const chunk of stream) {
        // The consumer's own pace must not count as a stalled server.
        watchdog.disarm();
        const choice = chunk.choices?.[0];
        const piece = choice?.delta?.content;
        if (piece) {
          started = true;
          yield piece;
        }
        if (choice?.finish_reason) finished = true;
        watchdog.arm();
      }
      // A stream stopped by the watchdog is a failure, however its body ended.
      watchdog.signal.throwIfAborted();
      if (!started) throw new LlmError('bad_response', 'The stream ended without any content');
      // A stream cut before its finish reason is a fragment, not a reply.
      if (!finished) throw new LlmError('unavailable', 'The stream ended without a finish reason');
      return;
    } catch (error) {
      const failure = classify(error, watchdog.stopReason, settings);
      // Once text has been shown, a retry would repeat or contradict it.
      if (started || !failure.retryable || attempt >= settings.maxRetries) throw failure.error;
      await backOff(attempt, settings.retryBaseDelayMs, deadlineAt, request.signal, failure.error);
    } finally {
      watchdog.dispose();
    }
  }
}

function toMessages(
  request: GenerateRequest,
): Array<ChatTurn | { role: 'system'; content: string }> {
  return [{ role: 'system', content: request.system }, ...request.history];
}

/**
 * Aborts one attempt's HTTP request on the caller's signal, at the overall
 * deadline, or when the server sends nothing for `idleMs`; remembers why.
 */
function startWatchdog(callerSignal: AbortSignal | undefined, deadlineAt: number, idleMs: number) {
  const controller = new AbortController();
  let stopReason: StopReason | undefined;
  const stop = (reason: StopReason) => {
    stopReason ??= reason;
    controller.abort(new Error(`LLM request stopped: ${reason}`));
  };
  const onCallerAbort = () => stop('aborted');
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  if (callerSignal?.aborted) stop('aborted');
  const deadlineTimer = setTimeout(() => stop('deadline'), Math.max(0, deadlineAt - Date.now()));
  let idleTimer: NodeJS.Timeout | undefined;
  const disarm = () => clearTimeout(idleTimer);
  const arm = () => {
    disarm();
    idleTimer = setTimeout(() => stop('stalled'), idleMs);
  };
  arm();
  return {
    signal: controller.signal,
    get stopReason() {
      return stopReason;
    },
    arm,
    disarm,
    dispose() {
      disarm();
      clearTimeout(deadlineTimer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

function classify(error: unknown, stopReason: StopReason | undefined, settings: Settings): Failure {
  if (stopReason === 'aborted') return fail('aborted', 'Generation aborted by the caller', false);
  if (stopReason === 'deadline') {
    return fail('timeout', `No complete reply within ${settings.timeoutMs} ms`, false);
  }
  if (stopReason === 'stalled') {
    return fail('timeout', `No data from the LLM for ${settings.firstTokenTimeoutMs} ms`, true);
  }
  if (error instanceof LlmError) return { error, retryable: false };
  const message = redact(error instanceof Error ? error.message : String(error), settings.apiKey);
  // No cause here: the message is the provider's, which may echo the key.
  if (error instanceof OpenAiStatusError) return classifyStatus(error.status, message);
  if (error instanceof SyntaxError)
    return fail('bad_response', `Unreadable chunk: ${message}`, false);
  // Anything else is the connection: refused, reset, or dropped while the body was read.
  return fail('unavailable', `Connection failed: ${message}`, true, error);
}

function classifyStatus(status: number | undefined, message: string): Failure {
  // No status: an error event inside a 200 stream, usually an overloaded server.
  if (status === undefined || status === 408 || status === 429 || status >= 500) {
    return fail('unavailable', message, true);
  }
  return fail('bad_response', message, false);
}

function fail(
  kind: LlmError['kind'],
  message: string,
  retryable: boolean,
  cause?: unknown,
): Failure {
  return {
    error: new LlmError(kind, message, cause === undefined ? undefined : { cause }),
    retryable,
  };
}

function redact(text: string, apiKey: string | undefined): string {
  return apiKey ? text.replaceAll(apiKey, '[redacted]') : text;
}

/** Waits before the next attempt, unless the budget or the caller says stop. */
async function backOff(
  attempt: number,
  baseDelayMs: number,
  deadlineAt: number,
  signal: AbortSignal | undefined,
  lastError: LlmError,
): Promise<void> {
  // Jitter keeps several app processes from retrying in lockstep.
  const delayMs = baseDelayMs * 2 ** attempt * (0.5 + Math.random() / 2);
  if (Date.now() + delayMs >= deadlineAt) throw lastError;
  try {
    await sleep(delayMs, undefined, { signal });
  } catch (error) {
    throw new LlmError('aborted', 'Generation aborted by the caller', { cause: error });
  }
}
