/**
 * Leave-one-set-out (issue 37): how held-out figures are counted and how
 * bars are chosen on them, on hand-made scores (training is covered by
 * train.test.ts and `npm run train:care`).
 */
import { describe, expect, it } from 'vitest';
import type { TrainItem } from './generated/index.js';
import { chooseBar, type HeldOutSet, leaveOneSetOut, losoLines, setFigures } from './loso.js';

const item = (label: 'risk' | 'safe'): TrainItem => ({
  label,
  family: 'x',
  source: 'set-9',
  messages: [[{ text: 'x', risky: false }]],
  marked: false,
  group: 'g',
});

/** Four risk items (one the rules catch) and four safe ones (one the rules flag). */
const set = (name: string, risk: number[], safe: number[]): HeldOutSet => ({
  set: name,
  items: [...risk.map(() => item('risk')), ...safe.map(() => item('safe'))],
  byRules: [true, false, false, false, true, false, false, false],
  evidence: [false, true, false, false, false, false, true, false],
  probability: [...risk, ...safe],
});

describe('leave one set out', () => {
  const a = set('set-1', [0.1, 0.9, 0.995, 0.3], [0.9, 0.1, 0.95, 0.2]);

  it('counts what the rules and the model each add', () => {
    expect(setFigures(a, { alone: 0.99, withEvidence: 0.85 })).toEqual({
      risk: 4,
      caught: 3,
      safe: 4,
      alarms: 2,
      modelAlarms: 1,
      modelCatches: 2,
    });
    expect(setFigures(a, { alone: 1, withEvidence: 1 })).toMatchObject({ caught: 1, alarms: 1 });
  });

  it('chooses the bars with the best recall within what the model may add', () => {
    expect(setFigures(a, chooseBar([a], 0))).toMatchObject({ caught: 2, modelAlarms: 0 });
    const bar = chooseBar([a], 0.25);
    expect(setFigures(a, bar)).toMatchObject({ caught: 3, modelAlarms: 1 });
  });

  it('scores each set with bars chosen on the others only', () => {
    const strict = set('set-2', [0.1, 0.1, 0.1, 0.1], [0.995, 0.1, 0.97, 0.1]);
    const r = leaveOneSetOut([], { alone: 0.99, withEvidence: 0.9 }, 0, [a, strict]);
    expect(r.rows.map((row) => row.set)).toEqual(['set-1', 'set-2']);
    // Bars chosen on set-2 alone stay above its safe item the rules left (0.97, with evidence).
    expect(r.rows[0]?.nestedBar.alone).toBeGreaterThan(0.97);
    expect(r.rows[0]?.nestedBar.withEvidence).toBeGreaterThan(0.97);
    expect(losoLines(r).join('\n')).toContain('set-2  bars w/o the set');
  });
});
