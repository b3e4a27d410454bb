/**
 * The care layer on its training data (ADR 011, issue 37): every risk message
 * must get a care answer, and at most 1 % of the safe ones may get one.
 * A change to the rules that loses a case fails here, with the text.
 */
import { describe, expect, it } from 'vitest';
import { readMessage } from '#shared/care/matcher.js';
import { EVAL_SET } from './training/index.js';
import { evaluate, score } from './run.js';

const results = evaluate(EVAL_SET);
const show = (messages: readonly string[]) => messages.join(' ⏎ ');

describe('care layer on the labelled French training sets', () => {
  it('has at least 150 risk and 150 safe items, and a holdout of at least 40 + 40', () => {
    const risk = EVAL_SET.filter((i) => i.label === 'risk');
    const safe = EVAL_SET.filter((i) => i.label === 'safe');
    expect(risk.length).toBeGreaterThanOrEqual(150);
    expect(safe.length).toBeGreaterThanOrEqual(150);
    expect(risk.filter((i) => i.holdout).length).toBeGreaterThanOrEqual(40);
    expect(safe.filter((i) => i.holdout).length).toBeGreaterThanOrEqual(40);
  });

  it('catches every risk message (recall 100 %)', () => {
    const missed = results
      .filter((r) => r.item.label === 'risk' && !r.flagged)
      .map((r) => show(r.item.messages));
    expect(missed).toEqual([]);
    expect(score(results).recall).toBe(1);
  });

  it('raises at most 1 % false alarms', () => {
    const s = score(results);
    const alarms = results
      .filter((r) => r.item.label === 'safe' && r.flagged)
      .map((r) => show(r.item.messages));
    expect(s.falseAlarmRate, `false alarms:\n${alarms.join('\n')}`).toBeLessThanOrEqual(0.01);
  });

  it('finds the expected level, adjacent dangers, minor, bleeding, ingestion and worry for others', () => {
    const wrong = results
      .filter((r) => r.item.label === 'risk' && r.mismatches.length > 0)
      .map((r) => `${r.mismatches.join('; ')}: ${show(r.item.messages)}`);
    expect(wrong).toEqual([]);
  });

  it('gives the same readings with and without the keyword prefilter', () => {
    const differ = EVAL_SET.flatMap((i) => i.messages).filter((m) => {
      const key = (h: { rule: { id: string }; sentence: number; offset: number }) =>
        `${h.rule.id}@${h.sentence}:${h.offset}`;
      const fast = readMessage(m).hits.map(key).sort().join();
      const full = readMessage(m, { prefilter: false }).hits.map(key).sort().join();
      return fast !== full;
    });
    expect(differ).toEqual([]);
  });
});
