import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../test/fake-openai-server.js';
import { LlmError, type GenerateRequest } from './llm.js';
import { createOpenAiAdapter, type OpenAiAdapterOptions } from './openai.adapter.js';

const API_KEY = 'sk-test-secret-123';
const request: GenerateRequest = {
  system: 'Tu es Madame Irma, une voyante bienveillante (IA).',
  history: [
    { role: 'user', content: 'Bonjour' },
    { role: 'assistant', content: 'Bonjour, que puis-je pour vous ?' },
    { role: 'user', content: 'Vais-je trouver du travail ?' },
  ],
};

let fake: FakeOpenAiServer;
beforeEach(async () => {
  fake = await startFakeOpenAiServer();
});
afterEach(() => fake.close());

// Tiny timeouts keep the failure cases fast.
function adapter(overrides: Partial<OpenAiAdapterOptions> = {}) {
  return createOpenAiAdapter({
    baseURL: fake.baseURL,
    apiKey: API_KEY,
    model: 'test-model',
    timeoutMs: 2_000,
    firstTokenTimeoutMs: 200,
    retryBaseDelayMs: 10,
    ...overrides,
  });
}

/** Reads the whole stream; returns the pieces and the error that ended it, if any. */
async function consume(pieces: AsyncIterable<string>) {
  const received: string[] = [];
  try {
    for await (const piece of pieces) received.push(piece);
    return { received, error: undefined };
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    return { received, error };
  }
}

describe('OpenAI-compatible adapter', () => {
  it('streams the pieces in order', async () => {
    fake.setScenario({ kind: 'stream', chunks: ['Les cartes ', 'disent ', 'oui.'] });

    const { received, error } = await consume(adapter().stream(request));

    expect(error).toBeUndefined();
    expect(received).toEqual(['Les cartes ', 'disent ', 'oui.']);
    expect(received.join('')).toBe('Les cartes disent oui.');
  });

  it('sends the system prompt, then the history, with the model, stream and key', async () => {
    await consume(adapter().stream(request));

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.body).toMatchObject({ model: 'test-model', stream: true });
    expect(sent?.body.messages).toEqual([
      { role: 'system', content: request.system },
      ...request.history,
    ]);
    expect(sent?.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('works without an API key, as with Ollama', async () => {
    const { received } = await consume(adapter({ apiKey: undefined }).stream(request));

    expect(received.join('')).toBe('Bonjour, je suis là.');
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('is named after its model', () => {
    expect(adapter().name).toBe('OpenAI-compatible (test-model)');
  });

  it.each([503, 429])('retries a %i before the first token, then streams', async (status) => {
    fake.setScenario({ kind: 'fail-then-stream', failures: 2, status, chunks: ['Enfin ', 'là.'] });

    const { received, error } = await consume(adapter().stream(request));

    expect(error).toBeUndefined();
    expect(received.join('')).toBe('Enfin là.');
    expect(fake.requests).toHaveLength(3);
  });

  it('retries an error sent inside a 200 stream before the first token, then streams', async () => {
    fake.setScenario({
      kind: 'fail-then-stream',
      failures: 1,
      status: 503,
      inStream: true,
      message: 'The server is overloaded',
      chunks: ['Me ', 'voici.'],
    });

    const { received, error } = await consume(adapter().stream(request));

    expect(error).toBeUndefined();
    expect(received.join('')).toBe('Me voici.');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up as unavailable, with the server in the message, on an error inside the stream', async () => {
    fake.setScenario({ kind: 'error', status: 503, inStream: true, message: 'Overloaded' });

    const { error } = await consume(adapter({ maxRetries: 0 }).stream(request));

    expect(error?.kind).toBe('unavailable');
    expect(error?.message).toContain('Overloaded');
  });

  it('retries an error event in plain words, not JSON, as unavailable', async () => {
    fake.setScenario({ kind: 'error', status: 503, inStream: 'plain', message: 'Overloaded' });

    const { error } = await consume(adapter({ maxRetries: 1 }).stream(request));

    expect(error?.kind).toBe('unavailable');
    expect(error?.message).toContain('Overloaded');
    expect(fake.requests).toHaveLength(2);
  });

  it('fails as unavailable, after its retries, when nothing listens', async () => {
    const closed = await startFakeOpenAiServer();
    await closed.close();

    const { error } = await consume(adapter({ baseURL: closed.baseURL }).stream(request));

    expect(error?.kind).toBe('unavailable');
  });

  it('reuses its connections from one reply to the next', async () => {
    const llm = adapter();
    for (let i = 0; i < 4; i++) await consume(llm.stream(request));

    const ports = new Set(fake.requests.map((sent) => sent.clientPort));
    expect(fake.requests).toHaveLength(4);
    // undici may open a second one while the first is being handed back.
    expect(ports.size).toBeLessThanOrEqual(2);
  });

  it('keeps its connection past undici’s 4 s default when the provider says nothing', async () => {
    const llm = adapter();
    await consume(llm.stream(request));
    // A person reads the reply and types the next message.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    await consume(llm.stream(request));

    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.clientPort).toBe(fake.requests[0]!.clientPort);
  });

  it('gives up as unavailable once the retries are spent', async () => {
    fake.setScenario({ kind: 'error', status: 503 });

    const { error } = await consume(adapter({ maxRetries: 2 }).stream(request));

    expect(error?.kind).toBe('unavailable');
    expect(fake.requests).toHaveLength(3);
  });

  it.each([400, 401])('does not retry a %i, a bad response', async (status) => {
    // Some providers echo the key they refused: it must not reach our logs.
    fake.setScenario({ kind: 'error', status, message: `Incorrect API key provided: ${API_KEY}` });

    const { error } = await consume(adapter().stream(request));

    expect(error?.kind).toBe('bad_response');
    expect(error?.message).not.toContain(API_KEY);
    expect(fake.requests).toHaveLength(1);
  });

  it('times out when the server never answers', async () => {
    fake.setScenario({ kind: 'hang' });
    const startedAt = Date.now();

    const { error } = await consume(adapter({ maxRetries: 0 }).stream(request));

    expect(error?.kind).toBe('timeout');
    expect(Date.now() - startedAt).toBeLessThan(1_000);
  });

  it('retries a server that stalls after its headers, then times out', async () => {
    fake.setScenario({ kind: 'hang', afterHeaders: true });

    const { error } = await consume(adapter({ maxRetries: 1 }).stream(request));

    expect(error?.kind).toBe('timeout');
    expect(fake.requests).toHaveLength(2);
  });

  it('times out when the whole reply takes longer than its budget', async () => {
    fake.setScenario({ kind: 'stream', chunks: Array(20).fill('mot '), delayMs: 50 });

    const { received, error } = await consume(adapter({ timeoutMs: 300 }).stream(request));

    expect(error?.kind).toBe('timeout');
    expect(received.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(1);
  });

  it('fails as unavailable, without retrying, when the stream breaks after a token', async () => {
    fake.setScenario({ kind: 'stream-then-break', chunks: ['Je vois '] });

    const { received, error } = await consume(adapter().stream(request));

    expect(received).toEqual(['Je vois ']);
    expect(error?.kind).toBe('unavailable');
    expect(fake.requests).toHaveLength(1);
  });

  it("stops as aborted when the caller's signal fires", async () => {
    fake.setScenario({ kind: 'stream', chunks: Array(20).fill('mot '), delayMs: 20 });
    const controller = new AbortController();
    const received: string[] = [];

    const outcome = (async () => {
      for await (const piece of adapter().stream({ ...request, signal: controller.signal })) {
        received.push(piece);
        if (received.length === 2) controller.abort();
      }
    })();

    await expect(outcome).rejects.toMatchObject({ kind: 'aborted' });
    expect(received).toHaveLength(2);
  });

  it('does not even start when the caller has already aborted', async () => {
    const signal = AbortSignal.abort();

    const { error } = await consume(adapter().stream({ ...request, signal }));

    expect(error?.kind).toBe('aborted');
  });

  it('fails as a bad response, without retrying, when the stream has no content', async () => {
    fake.setScenario({ kind: 'stream', chunks: [] });

    const { error } = await consume(adapter().stream(request));

    expect(error?.kind).toBe('bad_response');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('fake OpenAI server', () => {
  it('answers a non-stream request with one chat.completion', async () => {
    fake.setScenario({ kind: 'stream', chunks: ['Bon', 'jour'] });

    const response = await fetch(`${fake.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'Salut' }] }),
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      object: 'chat.completion',
      choices: [{ message: { role: 'assistant', content: 'Bonjour' }, finish_reason: 'stop' }],
    });
  });
});
