import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createAccessLog, createLineBatcher, loggerOptions } from './logger.js';

describe('the log line batcher', () => {
  it('hands lines over in order, a batch at a time, once enough are waiting', () => {
    const batches: string[] = [];
    const lines = createLineBatcher((text) => batches.push(text), 10);
    lines.write('un\n');
    lines.write('deux\n');
    expect(batches).toEqual([]);
    lines.write('trois\n');
    expect(batches).toEqual(['un\ndeux\ntrois\n']);
    lines.write('quatre\n');
    lines.flush();
    expect(batches).toEqual(['un\ndeux\ntrois\n', 'quatre\n']);
  });

  it('writes nothing when nothing waits', () => {
    const batches: string[] = [];
    const lines = createLineBatcher((text) => batches.push(text));
    lines.flush();
    expect(batches).toEqual([]);
  });
});

describe('the access log', () => {
  const entry = {
    reqId: 'req-1',
    method: 'GET',
    url: '/api/chat?ac=[masqué] "guillemets" \\ é',
    ip: '203.0.113.9',
    statusCode: 200,
    ms: 3,
  };

  function capture(level = 'info') {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    return { lines, logger: pino({ ...loggerOptions(true), level }, stream) };
  }

  it('writes the very line pino writes for the same entry', () => {
    const fast = capture();
    createAccessLog(fast.logger)(entry);
    const slow = capture();
    const { reqId, ...fields } = entry;
    slow.logger.child({ reqId }).info(fields, 'requête');
    const parse = (line: string) => ({ ...JSON.parse(line), time: 0 });
    expect(fast.lines).toHaveLength(1);
    expect(fast.lines[0]!.endsWith('}\n')).toBe(true);
    expect(parse(fast.lines[0]!)).toEqual(parse(slow.lines[0]!));
    // Same fields in the same order: a reader of the raw lines sees no difference.
    expect(Object.keys(JSON.parse(fast.lines[0]!))).toEqual(
      Object.keys(JSON.parse(slow.lines[0]!)),
    );
  });

  it('leaves out an unknown address, and writes nothing below its level or without pino', () => {
    const fast = capture();
    createAccessLog(fast.logger)({ ...entry, ip: undefined });
    expect(JSON.parse(fast.lines[0]!)).not.toHaveProperty('ip');

    const quiet = capture('warn');
    createAccessLog(quiet.logger)(entry);
    expect(quiet.lines).toEqual([]);

    expect(() => createAccessLog({ info() {} })(entry)).not.toThrow();
    expect(() => createAccessLog(undefined)(entry)).not.toThrow();
  });
});
