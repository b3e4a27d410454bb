import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser';

function parse(chunks: string[]): SseMessage[] {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return messages;
}

describe('createSseParser', () => {
  it('reads named events and their data', () => {
    expect(
      parse(['event: start\ndata: {"a":1}\n\nevent: delta\ndata: {"text":"Bon"}\n\n']),
    ).toEqual([
      { event: 'start', data: '{"a":1}' },
      { event: 'delta', data: '{"text":"Bon"}' },
    ]);
  });

  it('joins events split anywhere across chunks, including inside a line', () => {
    const text = 'event: delta\ndata: {"text":"jour"}\n\nevent: done\ndata: {}\n\n';
    expect(parse([...text])).toEqual([
      { event: 'delta', data: '{"text":"jour"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('accepts \\r\\n and \\r line endings, even a \\r\\n split between chunks', () => {
    expect(parse(['event: a\r', '\ndata: 1\r', '\n\r', '\nevent: b\rdata: 2\r\r'])).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ]);
  });

  it('joins multi-line data with \\n and removes only one leading space', () => {
    expect(parse(['data: ligne 1\ndata:  ligne 2\ndata:sans espace\n\n'])).toEqual([
      { event: 'message', data: 'ligne 1\n ligne 2\nsans espace' },
    ]);
  });

  it('ignores comments, unknown fields, id and retry, and events without data', () => {
    expect(
      parse([': keep-alive\n\nid: 4\nretry: 10\nfoo: bar\nevent: ping\n\nevent: x\ndata\n\n']),
    ).toEqual([{ event: 'x', data: '' }]);
  });

  it('drops a leading byte-order mark and an unfinished last event', () => {
    expect(parse(['\uFEFFevent: a\ndata: 1\n\nevent: b\ndata: 2\n'])).toEqual([
      { event: 'a', data: '1' },
    ]);
  });
});
