import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { LlmAdapter } from '../../adapters/llm/llm.js';
import { createPersonaEngine } from '../../adapters/llm/persona-engine.js';
import { createReplyWriter } from './reply-writer.js';

describe('the reply writer', () => {
  it('undoes the exchange (and refunds) when even storing the reply fails', async () => {
    const writer = createReplyWriter({
      llm: createPersonaEngine(),
      log: pino({ level: 'silent' }),
    });
    let undone = 0;
    const attempt = writer.write(
      {
        careText: null,
        firstReply: false,
        gentle: false,
        history: [{ role: 'user', content: 'Bonjour' }],
      },
      {
        store: () => Promise.reject(new Error('conversation deleted meanwhile')),
        undo: async () => {
          undone += 1;
        },
      },
    );
    await expect(attempt).rejects.toMatchObject({ statusCode: 503, code: 'chat.ai_failed' });
    expect(undone).toBe(1);
  });
});

describe('a reply asked for before its exchange is stored', () => {
  /** A model that says when it is asked, and answers only once told to. */
  function heldModel() {
    let asked = false;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const signals: AbortSignal[] = [];
    const llm: LlmAdapter = {
      name: 'tenu',
      async *stream(request) {
        asked = true;
        signals.push(request.signal!);
        await answered;
        request.signal?.throwIfAborted();
        yield 'Les cartes ';
        yield 'disent oui.';
      },
    };
    return { llm, signals, answer, asked: () => asked };
  }
  const request = {
    careText: null,
    firstReply: false,
    gentle: false,
    history: [{ role: 'user' as const, content: 'Bonjour' }],
  };
  const silent = pino({ level: 'silent' });

  it('asks the model at once, and writes its words once told where they go', async () => {
    const model = heldModel();
    const writer = createReplyWriter({ llm: model.llm, log: silent });

    const started = writer.start(request);
    expect(model.asked()).toBe(true);
    model.answer();
    const stored: string[] = [];
    const shown: string[] = [];
    await started.write(
      {
        store: async (text) => void stored.push(text),
        undo: async () => {},
      },
      (piece) => shown.push(piece),
    );

    expect(shown).toEqual(['Les cartes ', 'disent oui.']);
    expect(stored).toEqual(['Les cartes disent oui.']);
    expect(writer.inFlight).toBe(0);
  });

  it('stops the model when cancelled: nothing is written, nothing stays in flight', async () => {
    const model = heldModel();
    const writer = createReplyWriter({ llm: model.llm, log: silent });

    const started = writer.start(request);
    expect(writer.inFlight).toBe(1);
    started.cancel();

    expect(model.signals[0]?.aborted).toBe(true);
    expect(writer.inFlight).toBe(0);
  });

  it('is stopped by a shutdown before it is written, which then undoes the exchange', async () => {
    const model = heldModel();
    const writer = createReplyWriter({ llm: model.llm, log: silent });
    const started = writer.start(request);

    const drained = writer.drain(1_000);
    expect(model.signals[0]?.aborted).toBe(true);
    model.answer();
    let undone = 0;
    const written = started.write({
      store: async () => {},
      undo: async () => void (undone += 1),
    });

    await expect(written).rejects.toMatchObject({ code: 'chat.ai_failed' });
    await drained;
    expect(undone).toBe(1);
  });
});
