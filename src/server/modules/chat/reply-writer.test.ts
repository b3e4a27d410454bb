import pino from 'pino';
import { describe, expect, it } from 'vitest';
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
      { careText: null, firstReply: false, history: [{ role: 'user', content: 'Bonjour' }] },
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
