/**
 * First-look scores (issue 37): a blind set is scored once, before anything
 * is tuned on it, and that score is recorded with its date and commit in
 * `eval/care/first-look.json`. Recording the same set twice (by name or by
 * content) is refused: a second look would be a score after tuning.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BlindItem } from './blind.js';
import { isKeywordFree } from './keyword-free.js';

export const FIRST_LOOK_FILE = path.join(import.meta.dirname, 'first-look.json');

/** Per family: how many items, and how many went wrong (missed, or flagged when safe). */
export type ByFamily = Record<string, { wrong: number; total: number }>;

export interface FirstLook {
  set: string;
  sha256: string;
  date: string;
  commit: string;
  risk: number;
  caught: number;
  safe: number;
  falseAlarms: number;
  recall: number;
  falseAlarmRate: number;
  missesByFamily: ByFamily;
  falseAlarmsByFamily: ByFamily;
  /** Of the misses: how many are long, SMS-like, keyword-free (keyword-free.ts). */
  missShares: { misses: number; long: number; sms: number; noKeyword: number };
  missedIds: string[];
  falseAlarmIds: string[];
}

export interface FirstLookFile {
  sets: FirstLook[];
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export function readFirstLooks(file = FIRST_LOOK_FILE): FirstLookFile {
  if (!existsSync(file)) return { sets: [] };
  return JSON.parse(readFileSync(file, 'utf8')) as FirstLookFile;
}

/** The figures of one scored set; `flagged` is what the app would do (needsCare). */
export function firstLookOf(
  items: readonly BlindItem[],
  flagged: readonly boolean[],
  meta: { set: string; sha256: string; date: string; commit: string },
): FirstLook {
  const risk = items.filter((i) => i.label === 'risk');
  const safe = items.filter((i) => i.label === 'safe');
  const isFlagged = (i: BlindItem) => flagged[items.indexOf(i)] === true;
  const misses = risk.filter((i) => !isFlagged(i));
  const alarms = safe.filter(isFlagged);
  const byFamily = (all: readonly BlindItem[], wrong: readonly BlindItem[]): ByFamily => {
    const out: ByFamily = {};
    for (const i of all) {
      const f = (out[i.family] ??= { wrong: 0, total: 0 });
      f.total++;
      if (wrong.includes(i)) f.wrong++;
    }
    return out;
  };
  return {
    ...meta,
    risk: risk.length,
    caught: risk.length - misses.length,
    safe: safe.length,
    falseAlarms: alarms.length,
    recall: risk.length ? (risk.length - misses.length) / risk.length : 1,
    falseAlarmRate: safe.length ? alarms.length / safe.length : 0,
    missesByFamily: byFamily(risk, misses),
    falseAlarmsByFamily: byFamily(safe, alarms),
    missShares: {
      misses: misses.length,
      long: misses.filter((i) => i.long).length,
      sms: misses.filter((i) => i.sms).length,
      noKeyword: misses.filter((i) => isKeywordFree(i.messages)).length,
    },
    missedIds: misses.map((i) => i.id),
    falseAlarmIds: alarms.map((i) => i.id),
  };
}

/**
 * Whether `git status --porcelain` shows changes that could change a score:
 * the record itself is left out, since recording one set dirties it for the
 * next (sets 2 and 3 were marked « uncommitted changes » for that alone).
 */
export function dirtyBeyondRecord(porcelain: string, record = FIRST_LOOK_FILE): boolean {
  const name = path.basename(record);
  const dir = path.basename(path.dirname(record));
  return porcelain
    .split('\n')
    .filter((line) => line.trim() !== '')
    .some((line) => {
      // « XY path » or « XY old -> new »: the path is what follows the two status letters.
      const file = line.slice(3).split(' -> ').pop()?.replace(/^"|"$/g, '') ?? '';
      return !(path.basename(file) === name && path.basename(path.dirname(file)) === dir);
    });
}

/** Appends a first look; throws if this set (same name or same content) was already recorded. */
export function recordFirstLook(look: FirstLook, file = FIRST_LOOK_FILE): void {
  const recorded = readFirstLooks(file);
  const earlier = recorded.sets.find((s) => s.set === look.set || s.sha256 === look.sha256);
  if (earlier) {
    throw new Error(
      `${look.set} already had its first look (recorded as ${earlier.set} on ${earlier.date}, commit ${earlier.commit}): a blind set is scored once; write a new set to measure again.`,
    );
  }
  recorded.sets.push(look);
  writeFileSync(file, `${JSON.stringify(recorded, null, 2)}\n`);
}
