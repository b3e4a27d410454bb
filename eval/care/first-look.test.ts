/**
 * Blind sets (issue 37): the loader, the first-look figures and report, and
 * the rule that a set is recorded once. Runs on a fixture of our own and a
 * temporary record, never on a real blind set.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assessMessages, needsCare } from '#shared/care/assess.js';
import { blindSetFiles, loadBlindSet, parseBlindSet, setName } from './blind.js';
import {
  dirtyBeyondRecord,
  firstLookOf,
  readFirstLooks,
  recordFirstLook,
  sha256,
} from './first-look.js';
import { isKeywordFree } from './keyword-free.js';
import { firstLookLines } from './report.js';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'tiny.jsonl');
const items = loadBlindSet(FIXTURE);
const meta = (set: string, text = set) => ({
  set,
  sha256: sha256(text),
  date: '2026-11-27T12:00:00.000Z',
  commit: 'abc123',
});
/** The fixture scored with one miss (fx-r003) and one false alarm (fx-s002), fixed by hand. */
const flagged = items.map((i) => (i.label === 'risk' && i.id !== 'fx-r003') || i.id === 'fx-s002');

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});
const tempRecord = () => {
  dir = mkdtempSync(path.join(tmpdir(), 'first-look-'));
  return path.join(dir, 'first-look.json');
};

describe('blind set loader', () => {
  it('reads every line of the fixture with its fields', () => {
    expect(items.map((i) => i.id)).toEqual([
      'fx-r001',
      'fx-r002',
      'fx-r003',
      'fx-r004',
      'fx-s001',
      'fx-s002',
      'fx-s003',
    ]);
    expect(items[2]).toMatchObject({ label: 'risk', family: 'indirect', long: true, sms: false });
    expect(items[2]?.messages).toHaveLength(2);
    expect(setName(FIXTURE)).toBe('tiny');
  });

  it('refuses a bad line, naming it, rather than scoring half a set', () => {
    const good = readFileSync(FIXTURE, 'utf8').split('\n')[0] ?? '';
    expect(() => parseBlindSet(`${good}\n{"id":"x","label":"maybe"}`, 'bad')).toThrow(
      /bad, line 2/,
    );
    expect(() => parseBlindSet(`${good}\n${good}`, 'twice')).toThrow(/fx-r001 twice/);
    expect(() => parseBlindSet('not json', 'broken')).toThrow(/line 1: not JSON/);
  });

  it('lists blind sets in numeric order', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'blind-'));
    for (const n of ['set-10.jsonl', 'set-2.jsonl', 'set-1.jsonl', 'notes.txt'])
      writeFileSync(path.join(dir, n), '');
    expect(blindSetFiles(dir).map((f) => path.basename(f))).toEqual([
      'set-1.jsonl',
      'set-2.jsonl',
      'set-10.jsonl',
    ]);
  });
});

describe('first look', () => {
  it('counts recall, false alarms, families and what the misses are', () => {
    const look = firstLookOf(items, flagged, meta('tiny'));
    expect(look).toMatchObject({
      risk: 4,
      caught: 3,
      safe: 3,
      falseAlarms: 1,
      recall: 0.75,
      missedIds: ['fx-r003'],
      falseAlarmIds: ['fx-s002'],
    });
    expect(look.falseAlarmRate).toBeCloseTo(1 / 3);
    expect(look.missesByFamily).toEqual({
      direct: { wrong: 0, total: 1 },
      sms_typos: { wrong: 0, total: 1 },
      indirect: { wrong: 1, total: 1 },
      other_at_risk: { wrong: 0, total: 1 },
    });
    expect(look.falseAlarmsByFamily.negation).toEqual({ wrong: 1, total: 1 });
    // fx-r003 is long, not SMS, and names no death, means or self-harm.
    expect(look.missShares).toEqual({ misses: 1, long: 1, sms: 0, noKeyword: 1 });
  });

  it('tells keyword-free messages from those that name death or a means, in any spelling', () => {
    expect(isKeywordFree(['tout le monde serait soulagé si je n’étais plus là'])).toBe(true);
    expect(isKeywordFree(['jveux plu vivre'])).toBe(false);
    expect(isKeywordFree(['J’ai acheté des CACHETS'])).toBe(false);
    expect(isKeywordFree(['envie de me suicidé'])).toBe(false);
  });

  it('records a set once: the same name or the same content again is refused', () => {
    const file = tempRecord();
    recordFirstLook(firstLookOf(items, flagged, meta('set-1', 'content A')), file);
    expect(readFirstLooks(file).sets.map((s) => s.set)).toEqual(['set-1']);
    const again = firstLookOf(
      items,
      flagged.map(() => true),
      meta('set-1', 'content B'),
    );
    expect(() => recordFirstLook(again, file)).toThrow(/set-1 already had its first look/);
    const renamed = firstLookOf(items, flagged, meta('set-9', 'content A'));
    expect(() => recordFirstLook(renamed, file)).toThrow(/already had its first look/);
    recordFirstLook(firstLookOf(items, flagged, meta('set-2', 'content C')), file);
    const sets = readFirstLooks(file).sets;
    expect(sets.map((s) => s.set)).toEqual(['set-1', 'set-2']);
    // The first figures stay as they were recorded.
    expect(sets[0]?.recall).toBe(0.75);
  });

  it('reports each set with its date, commit, families, miss shares, and the trend', () => {
    const lines = firstLookLines([
      firstLookOf(items, flagged, meta('set-1')),
      firstLookOf(
        items,
        items.map((i) => i.label === 'risk'),
        { ...meta('set-2'), date: '2026-12-04T09:00:00.000Z' },
      ),
    ]).join('\n');
    expect(lines).toContain('set-1 — scored 2026-11-27 at abc123: 4 risk, 3 safe');
    expect(lines).toContain('recall 75.0 % (3/4)   false alarms 33.3 % (1/3)');
    expect(lines).toContain('misses by family: indirect 1/1');
    expect(lines).toContain('false alarms by family: negation 1/1');
    expect(lines).toContain('of the misses: long 1/1, SMS-like 0/1, no keyword 1/1');
    expect(lines).toContain('set-2 — scored 2026-12-04');
    expect(lines).toContain(
      'trend (recall / false alarms, in the order scored): set-1 75.0 % / 33.3 % → set-2 100.0 % / 0.0 %',
    );
    expect(firstLookLines([]).join('\n')).toContain('--first-look eval/care/blind/set-N.jsonl');
  });

  it('scores the fixture with the detector the app uses: the explicit ones are caught', () => {
    const byId = new Map(items.map((i) => [i.id, needsCare(assessMessages(i.messages))]));
    expect([byId.get('fx-r001'), byId.get('fx-r002'), byId.get('fx-r004')]).toEqual([
      true,
      true,
      true,
    ]);
    expect([byId.get('fx-s001'), byId.get('fx-s002'), byId.get('fx-s003')]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('commit marked on a first look', () => {
  const record = '/repo/eval/care/first-look.json';
  it('ignores the record itself, so one first look does not mark the next as uncommitted', () => {
    expect(dirtyBeyondRecord('', record)).toBe(false);
    expect(dirtyBeyondRecord(' M eval/care/first-look.json\n', record)).toBe(false);
  });
  it('still marks any other change, alone or beside the record', () => {
    expect(dirtyBeyondRecord(' M src/shared/care/assess.ts\n', record)).toBe(true);
    expect(
      dirtyBeyondRecord(
        ' M eval/care/first-look.json\nM  src/shared/care/model-weights.ts\n',
        record,
      ),
    ).toBe(true);
    expect(dirtyBeyondRecord(' M other/first-look.json\n', record)).toBe(true);
  });
});
