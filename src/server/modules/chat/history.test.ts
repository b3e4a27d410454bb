import { describe, expect, it } from 'vitest';
import { fitHistory } from './history.js';

const m = (content: string, isUser: boolean) => ({ content, isUser });

describe('the history shown to the model', () => {
  it('keeps everything that fits, in order', () => {
    expect(fitHistory([m('a', true), m('b', false), m('c', true)], 100)).toEqual([
      { role: 'user', content: 'a' },
      { role: 'assistant', content: 'b' },
      { role: 'user', content: 'c' },
    ]);
  });

  it('drops the oldest messages first when over budget', () => {
    const history = fitHistory(
      [m('1'.repeat(40), true), m('2'.repeat(40), false), m('3'.repeat(40), true)],
      100,
    );
    expect(history.map((turn) => turn.content[0])).toEqual(['3']);
    const wider = fitHistory(
      [m('1'.repeat(40), true), m('2'.repeat(40), false), m('3'.repeat(30), true)],
      100,
    );
    // '2' fits but would open the history with a reply: the model gets the user first.
    expect(wider.map((turn) => turn.content[0])).toEqual(['3']);
    const withPair = fitHistory(
      [
        m('0'.repeat(20), true),
        m('1'.repeat(10), true),
        m('2'.repeat(40), false),
        m('3'.repeat(40), true),
      ],
      100,
    );
    expect(withPair.map((turn) => turn.content[0])).toEqual(['1', '2', '3']);
  });

  it('always sends the new message, cut to the budget', () => {
    const history = fitHistory([m('ancien', true), m('x'.repeat(500), true)], 100);
    expect(history).toEqual([{ role: 'user', content: 'x'.repeat(100) }]);
  });
});
