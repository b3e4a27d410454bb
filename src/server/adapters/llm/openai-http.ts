import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { Agent, request, type Dispatcher } from 'undici';

/**
 * The wire of an OpenAI-compatible API: JSON posts, and Server-Sent Events
 * for streamed completions, on undici's `request` (ADR 015). The openai SDK
 * did the same through fetch and web streams at three to four times the CPU
 * per completion, and every send makes two requests (the reply and the
 * second opinion), on the core that also serves everyone else.
 */

/** A refusal by the server: an HTTP error status, or an error event inside a 200 stream (no status). */
export class OpenAiStatusError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(status === undefined ? message : `HTTP ${status}: ${message}`);
    this.name = 'OpenAiStatusError';
  }
}

export interface OpenAiHttp {
  /** POSTs `body` and reads the JSON answer. */
  postJson<T>(path: string, body: object, signal: AbortSignal): Promise<T>;
  /** POSTs `body` and yields the data of each event of the SSE answer, parsed, until `[DONE]`. */
  postStream<T>(path: string, body: object, signal: AbortSignal): AsyncGenerator<T>;
}

/**
 * How long a connection to the provider stays open between two requests. undici's
 * default, 4 s, is for servers that close theirs at 5 s without saying so. Servers
 * that close as soon say so (`Keep-Alive: timeout=5`: Node, Apache), and undici
 * follows them; those that say nothing keep theirs longer (nginx 75 s by default,
 * Go's net/http without limit). At 4 s, a person who read the reply and typed the
 * next message paid a new connection, TLS included, before its first token.
 * 30 s is below those defaults, as the JDK's HTTP client chose (JDK-8297030).
 */
const PROVIDER_KEEP_ALIVE_MS = 30_000;

export function createOpenAiHttp(options: { baseURL: string; apiKey?: string }): OpenAiHttp {
  const base = options.baseURL.replace(/\/+$/, '');
  const dispatcher = new Agent({ keepAliveTimeout: PROVIDER_KEEP_ALIVE_MS });
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    // Servers without authentication (Ollama) get no header at all.
    ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
  };

  async function post(path: string, body: object, signal: AbortSignal) {
    const response = await request(base + path, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal,
      dispatcher,
    });
    if (response.statusCode >= 300) {
      throw new OpenAiStatusError(response.statusCode, await errorMessage(response.body));
    }
    return response.body;
  }

  return {
    async postJson<T>(path: string, body: object, signal: AbortSignal) {
      return (await (await post(path, body, signal)).json()) as T;
    },

    async *postStream<T>(path: string, body: object, signal: AbortSignal) {
      const stream = await post(path, body, signal);
      // The parser calls back within `feed`: the events of one chunk wait here to be yielded.
      const events: EventSourceMessage[] = [];
      const parser = createParser({ onEvent: (event) => events.push(event) });
      const decoder = new TextDecoder();
      try {
        for await (const bytes of stream) {
          parser.feed(decoder.decode(bytes as Uint8Array, { stream: true }));
          for (const event of events.splice(0)) {
            if (event.data === '[DONE]') return;
            // An overloaded server may say so inside the stream it already started, in
            // JSON or in plain words: an `error` event is a refusal whatever its data.
            if (event.event === 'error') throw streamError(event.data);
            const data = JSON.parse(event.data) as T & { error?: unknown };
            if (data.error) throw new OpenAiStatusError(undefined, messageOf(data) ?? event.data);
            yield data;
          }
        }
      } finally {
        // Left before the body's end (an abort, an error, a consumer that stopped): the rest
        // is not wanted. A stream read to `[DONE]` has ended, and its connection serves again.
        if (!stream.readableEnded) stream.destroy();
      }
    },
  };
}

/** The refusal an `error` event carries: its `error.message` in JSON, else its text. */
function streamError(data: string): OpenAiStatusError {
  let message: string | undefined;
  try {
    message = messageOf(JSON.parse(data));
  } catch {
    // Plain words, not JSON: they are the message.
  }
  return new OpenAiStatusError(undefined, message ?? data.slice(0, 200));
}

/** The `error.message` of an OpenAI-style error body, else the body's start. */
async function errorMessage(body: Dispatcher.ResponseData['body']): Promise<string> {
  const text = await body.text().catch(() => '');
  try {
    return messageOf(JSON.parse(text)) ?? text.slice(0, 200);
  } catch {
    return text.slice(0, 200);
  }
}

function messageOf(data: unknown): string | undefined {
  const error = (data as { error?: { message?: unknown } | string } | null)?.error;
  if (typeof error === 'string') return error;
  return typeof error?.message === 'string' ? error.message : undefined;
}
