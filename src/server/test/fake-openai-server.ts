/**
 * A fake OpenAI-compatible server for tests. It speaks the real Chat Completions
 * wire format on loopback (SSE chunks, `data: [DONE]`, OpenAI-style error
 * bodies), so the real adapter — and the app pointed at it — run unchanged.
 *
 *   const fake = await startFakeOpenAiServer();
 *   fake.setScenario({ kind: 'stream', chunks: ['Bon', 'jour'] });
 *   const llm = createOpenAiAdapter({ baseURL: fake.baseURL, model: 'test-model' });
 *   …
 *   expect(fake.requests).toHaveLength(1);
 *   await fake.close();
 *
 * `POST /v1/chat/completions` and `POST /v1/moderations` exist; anything
 * else is a 404. A non-streamed request whose system prompt is the safety
 * filter's (openai.risk-check.ts) gets `classification` as its answer.
 */
import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Text pieces to stream, with an optional pause before each one. */
interface Chunks {
  chunks: string[];
  delayMs?: number;
}

interface ErrorAnswer {
  status: number;
  /** Defaults to a generic message; `type` defaults from the status, `code` to null. */
  message?: string;
  type?: string;
  code?: string | null;
  /**
   * As an error event inside a 200 stream, the way a server overloaded
   * mid-request says it: its data the JSON error body, or with `'plain'` the
   * message alone, in plain words.
   */
  inStream?: boolean | 'plain';
}

/**
 * What the server answers to every chat completion request until changed.
 * Streamed replies become one `chat.completion` object when the request has
 * `stream: false`, as a real server does.
 */
export type FakeScenario =
  | ({ kind: 'stream' } & Chunks)
  /** Always a non-stream `chat.completion`, whatever the request asked. */
  | { kind: 'json'; content: string }
  | ({ kind: 'error' } & ErrorAnswer)
  /** Never answers; with `afterHeaders`, sends the 200 SSE headers first, then stalls. */
  | { kind: 'hang'; afterHeaders?: boolean }
  /** The first `failures` requests (counted from `setScenario`) get the error, then it streams. */
  | ({ kind: 'fail-then-stream'; failures: number } & ErrorAnswer & Chunks)
  /** Streams the chunks, then destroys the socket: no final chunk, no `[DONE]`. */
  | ({ kind: 'stream-then-break' } & Chunks)
  /** Streams the chunks, then ends the response cleanly with no finish reason and no `[DONE]`. */
  | ({ kind: 'stream-then-end' } & Chunks)
  /** Streams the chunks, then sends nothing more and never ends (until `close`). */
  | ({ kind: 'stream-then-hang' } & Chunks);

export interface FakeChatRequest {
  headers: IncomingHttpHeaders;
  /** The client's port: the same one twice means a kept-alive connection. */
  clientPort: number | undefined;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    stream?: boolean;
  } & Record<string, unknown>;
}

/** What `POST /v1/moderations` answers (OpenAI's wire format). */
export type FakeModeration =
  /** `held`: unanswered until `releaseModerations()` (or until the client gives up). */
  | { kind: 'verdict'; selfHarm: boolean; delayMs?: number; held?: boolean }
  /** The endpoint does not exist, as on Mistral, Ollama or vLLM: a 404. */
  | { kind: 'missing' }
  | { kind: 'hang' };

export interface FakeOpenAiServer {
  /** Pass as the adapter's `baseURL`, e.g. `http://127.0.0.1:41234/v1`. */
  baseURL: string;
  /** Every chat completion request received, oldest first (clear with `length = 0`). */
  requests: FakeChatRequest[];
  /** Applies to the next requests; also restarts the count of `fail-then-stream`. */
  setScenario(scenario: FakeScenario): void;
  setModeration(moderation: FakeModeration): void;
  /** Moderation requests held open (`held: true`), neither answered nor given up by the client. */
  heldModerations(): number;
  /** Answers every held moderation request. */
  releaseModerations(): void;
  /** The safety filter's one-word answer when moderation is missing ('NON' by default). */
  setClassification(answer: string): void;
  /** The texts sent to `/v1/moderations` and to the safety filter, oldest first. */
  riskChecks: string[];
  /** Stops listening and cuts every open connection, hanging ones included. */
  close(): Promise<void>;
}

const DEFAULT_SCENARIO: FakeScenario = { kind: 'stream', chunks: ['Bonjour, ', 'je suis là.'] };

export async function startFakeOpenAiServer(
  scenario: FakeScenario = DEFAULT_SCENARIO,
): Promise<FakeOpenAiServer> {
  const state: State = {
    scenario,
    served: 0,
    requests: [],
    moderation: { kind: 'verdict', selfHarm: false },
    classification: 'NON',
    riskChecks: [],
    held: new Set(),
  };
  const server = createServer((req, res) => {
    handle(req, res, state).catch(() => res.destroy());
  });
  // As a provider behind nginx or Go's net/http answers: no `Keep-Alive: timeout` hint,
  // and idle connections kept (Node's own default is 5 s, said in that hint).
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests: state.requests,
    riskChecks: state.riskChecks,
    setScenario(next) {
      state.scenario = next;
      state.served = 0;
    },
    setModeration(next) {
      state.moderation = next;
    },
    heldModerations: () => state.held.size,
    releaseModerations() {
      for (const release of [...state.held]) release();
    },
    setClassification(answer) {
      state.classification = answer;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

interface State {
  scenario: FakeScenario;
  served: number;
  requests: FakeChatRequest[];
  moderation: FakeModeration;
  classification: string;
  riskChecks: string[];
  held: Set<() => void>;
}

const SAFETY_FILTER_PROMPT = 'Tu es un filtre de sécurité';

async function handle(req: IncomingMessage, res: ServerResponse, state: State): Promise<void> {
  if (
    req.method === 'POST' &&
    req.url === '/v1/moderations' &&
    state.moderation.kind !== 'missing'
  ) {
    return moderate(res, JSON.parse(await readText(req)) as { input: string }, state);
  }
  if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
    return sendError(res, { status: 404, message: `Unknown route ${req.method} ${req.url}` });
  }
  const body = parseBody(await readText(req));
  if (!body)
    return sendError(res, { status: 400, message: 'Expected a JSON body with model and messages' });
  if (!body.stream && body.messages[0]?.content.startsWith(SAFETY_FILTER_PROMPT)) {
    state.riskChecks.push(body.messages.at(-1)?.content ?? '');
    return sendCompletion(res, body.model, state.classification);
  }
  state.requests.push({ headers: req.headers, clientPort: req.socket.remotePort, body });
  state.served += 1;
  return play(state.scenario, state.served, body, res);
}

async function play(
  scenario: FakeScenario,
  served: number,
  body: FakeChatRequest['body'],
  res: ServerResponse,
): Promise<void> {
  switch (scenario.kind) {
    case 'stream':
      return reply(res, body, scenario);
    case 'json':
      return sendCompletion(res, body.model, scenario.content);
    case 'error':
      return sendError(res, scenario);
    case 'hang':
      if (scenario.afterHeaders) startEventStream(res);
      return;
    case 'fail-then-stream':
      return served <= scenario.failures ? sendError(res, scenario) : reply(res, body, scenario);
    case 'stream-then-break':
      return streamChunks(res, body.model, scenario, 'break');
    case 'stream-then-end':
      return streamChunks(res, body.model, scenario, 'end');
    case 'stream-then-hang':
      return streamChunks(res, body.model, scenario, 'hang');
  }
}

function reply(res: ServerResponse, body: FakeChatRequest['body'], chunks: Chunks): Promise<void> {
  if (body.stream) return streamChunks(res, body.model, chunks, 'done');
  return Promise.resolve(sendCompletion(res, body.model, chunks.chunks.join('')));
}

/** The stream as OpenAI sends it: a role chunk, content chunks, a stop chunk, `[DONE]`. */
async function streamChunks(
  res: ServerResponse,
  model: string,
  { chunks, delayMs }: Chunks,
  ending: 'done' | 'break' | 'end' | 'hang',
): Promise<void> {
  const chunk = chunkWriter(res, model);
  startEventStream(res);
  chunk({ role: 'assistant', content: '' }, null);
  for (const content of chunks) {
    if (delayMs) await sleep(delayMs);
    // The client may have gone (abort, timeout): writing would only raise errors.
    if (res.destroyed) return;
    chunk({ content }, null);
  }
  if (ending === 'break') {
    // Wait for the chunks to leave, or destroy() would discard them.
    res.write('', () => res.socket?.destroy());
    return;
  }
  if (ending === 'end') {
    res.end();
    return;
  }
  if (ending === 'hang') return;
  chunk({}, 'stop');
  res.end('data: [DONE]\n\n');
}

function chunkWriter(res: ServerResponse, model: string) {
  const id = `chatcmpl-${randomUUID()}`;
  const created = Math.floor(Date.now() / 1000);
  return (delta: Record<string, string>, finishReason: 'stop' | null) => {
    const choice = { index: 0, delta, logprobs: null, finish_reason: finishReason };
    const payload = { id, object: 'chat.completion.chunk', created, model, choices: [choice] };
    res.write(`data: ${JSON.stringify(payload)}\n\n`);
  };
}

function startEventStream(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
}

function sendCompletion(res: ServerResponse, model: string, content: string): void {
  sendJson(res, 200, {
    id: `chatcmpl-${randomUUID()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

async function moderate(res: ServerResponse, body: { input: string }, state: State) {
  const { moderation } = state;
  if (moderation.kind !== 'verdict') return; // 'hang': never answers
  state.riskChecks.push(body.input);
  if (moderation.delayMs) await sleep(moderation.delayMs);
  if (moderation.held) {
    await new Promise<void>((resolve) => {
      const release = () => {
        state.held.delete(release);
        resolve();
      };
      state.held.add(release);
      res.on('close', release);
    });
    if (res.destroyed) return;
  }
  const selfHarm = moderation.selfHarm;
  sendJson(res, 200, {
    id: `modr-${randomUUID()}`,
    model: 'omni-moderation-latest',
    results: [
      {
        flagged: selfHarm,
        categories: {
          harassment: false,
          hate: false,
          sexual: false,
          violence: false,
          'self-harm': selfHarm,
          'self-harm/intent': selfHarm,
          'self-harm/instructions': false,
        },
        category_scores: {
          'self-harm': selfHarm ? 0.93 : 0.01,
          'self-harm/intent': selfHarm ? 0.9 : 0.01,
        },
      },
    ],
  });
}

function sendError(res: ServerResponse, answer: ErrorAnswer): void {
  const { status, message, type, code } = answer;
  const body = {
    error: {
      message: message ?? `Fake error ${status}`,
      type: type ?? (status >= 500 ? 'server_error' : 'invalid_request_error'),
      param: null,
      code: code ?? null,
    },
  };
  if (!answer.inStream) return sendJson(res, status, body);
  startEventStream(res);
  const data = answer.inStream === 'plain' ? body.error.message : JSON.stringify(body);
  res.end(`event: error\ndata: ${data}\n\n`);
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

async function readText(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

function parseBody(text: string): FakeChatRequest['body'] | undefined {
  try {
    const body: unknown = JSON.parse(text);
    const looksRight =
      typeof body === 'object' && body !== null && 'model' in body && 'messages' in body;
    return looksRight ? (body as FakeChatRequest['body']) : undefined;
  } catch {
    return undefined;
  }
}
