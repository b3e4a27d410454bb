/**
 * Care texts are read at a low moment, often aloud by a screen reader, which
 * spells the median dot out (« seul point e »): they say things in words that
 * mark no gender instead (issue 37). Every string the care answers are built
 * from, and every answer built, is checked.
 */
import { describe, expect, it } from 'vitest';
import { HELP_LINE_SENTENCE, HELP_LINES } from './help-lines.js';
import { careReply } from './replies.js';
import * as texts from './texts.js';
import type { CareAssessment } from './types.js';

/** « seul·e », « prêt·e », « doux·ce »: a letter, a median dot (or a middle dot look-alike), a letter. */
const MEDIAN_DOT_WORD = /\p{L}[·‧•⋅]\p{L}/u;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const base: CareAssessment = {
  level: 'none',
  families: [],
  bleeding: false,
  ingestion: false,
  adjacent: [],
  minor: false,
  otherAtRisk: false,
  refusesHelp: false,
  dismisses: false,
  learned: false,
  source: 'rules',
};

describe('care texts', () => {
  it('fails on a median dot (the check itself)', () => {
    expect(MEDIAN_DOT_WORD.test('Ne restez pas seul·e')).toBe(true);
    expect(MEDIAN_DOT_WORD.test('3114 · 112')).toBe(false);
  });

  it('never write a word with a median dot, in the texts or the help lines', () => {
    const all = [...strings(texts), ...strings(HELP_LINES), HELP_LINE_SENTENCE];
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((t) => MEDIAN_DOT_WORD.test(t))).toEqual([]);
  });

  it('never build an answer with one, whatever the situation', () => {
    const situations: Partial<CareAssessment>[] = [
      { level: 'acute', ingestion: true },
      { level: 'acute', bleeding: true, families: ['self_harm'] },
      { level: 'ideation', families: ['self_harm'] },
      { level: 'soft', refusesHelp: true },
      { adjacent: ['partner_violence', 'child_danger', 'cyber_harassment'], level: 'soft' },
      { adjacent: ['child_danger'], minor: true },
      { otherAtRisk: true },
      { minor: true },
    ];
    for (const s of situations)
      for (const followUp of [false, true])
        for (const turn of [0, 1, 2]) {
          const text = careReply({ ...base, ...s }, { followUp, turn });
          expect(MEDIAN_DOT_WORD.test(text), text).toBe(false);
        }
  });
});
