import { describe, expect, it } from 'vitest';
import { createLineBatcher } from './logger.js';

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
