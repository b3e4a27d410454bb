import { describe, expect, it } from 'vitest';
import { parseEventData, readEventStream } from './read-event-stream';
import type { SseMessage } from './sse-parser';

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('readEventStream', () => {
  it('decodes UTF-8 characters split between chunks', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"Céleste ✦"}\n\n');
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of "é"
    const messages: SseMessage[] = [];
    await readEventStream(streamOf([bytes.slice(0, cut), bytes.slice(cut)]), (message) =>
      messages.push(message),
    );
    expect(messages).toEqual([{ event: 'delta', data: '{"text":"Céleste ✦"}' }]);
  });

  it('lets a failing body reject', async () => {
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new TypeError('network error'));
      },
    });
    await expect(readEventStream(failing, () => {})).rejects.toThrow('network error');
  });
});

describe('parseEventData', () => {
  it('parses JSON and gives undefined for anything else', () => {
    expect(parseEventData('{"text":"Bon"}')).toEqual({ text: 'Bon' });
    expect(parseEventData('pas du JSON')).toBeUndefined();
  });
});
