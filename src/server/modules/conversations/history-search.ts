/**
 * History search (issue 14): the pieces that are not SQL. PostgreSQL finds
 * and marks the words (conversations.repository.ts, migration 0006); this
 * turns what a person typed into a safe tsquery and a marked message into a
 * short excerpt with its highlights.
 */

/** Around a message's hit, about this many characters are shown. */
export const EXCERPT_LENGTH = 160;
/** What ts_headline puts around a hit: private-use characters nobody types. */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

/**
 * The words of a query as a tsquery: every word required, the last one also
 * as a prefix (the person may still be typing it). Only letters and digits
 * reach to_tsquery, so its syntax cannot be injected; null when no word is left.
 */
export function toPrefixQuery(text: string): string | null {
  const words = (text.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 1);
  if (words.length === 0) return null;
  const kept = words.slice(0, 8);
  return kept.map((word, index) => (index === kept.length - 1 ? `${word}:*` : word)).join(' & ');
}

export interface Excerpt {
  text: string;
  /** [start, end) ranges of `text` to highlight. */
  highlights: Array<[number, number]>;
}

/**
 * `marked` is the folded message with MARK_START/MARK_END around each hit;
 * folding keeps every character in place, so the ranges apply to `original`.
 * The excerpt is a window of `original` around the first hit, cut at spaces.
 */
export function excerptOf(original: string, marked: string | null): Excerpt {
  const ranges: Array<[number, number]> = [];
  if (marked) {
    let offset = 0;
    let start = -1;
    for (const char of marked) {
      if (char === MARK_START) start = offset;
      else if (char === MARK_END) {
        if (start >= 0) ranges.push([start, offset]);
        start = -1;
      } else offset += char.length;
    }
  }
  const text = original.replace(/\s+/g, ' ');
  // Whitespace runs became single spaces: only their lengths moved, so recompute positions.
  const remap = positionsAfterCollapsing(original);
  const hits = ranges.map(([s, e]): [number, number] => [remap(s), remap(e)]);
  const first = hits[0]?.[0] ?? 0;
  let from = Math.max(0, first - Math.floor(EXCERPT_LENGTH / 3));
  let to = Math.min(text.length, from + EXCERPT_LENGTH);
  from = Math.max(0, Math.min(from, to - EXCERPT_LENGTH));
  if (from > 0) {
    const space = text.indexOf(' ', from);
    if (space >= 0 && space < first) from = space + 1;
  }
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > from && space > (hits[0]?.[1] ?? 0)) to = space;
  }
  const prefix = from > 0 ? '…' : '';
  const suffix = to < text.length ? '…' : '';
  const shift = prefix.length - from;
  return {
    text: `${prefix}${text.slice(from, to)}${suffix}`,
    highlights: hits
      .filter(([s, e]) => s >= from && e <= to)
      .map(([s, e]): [number, number] => [s + shift, e + shift]),
  };
}

/** Maps an offset in `original` to the same place once whitespace runs are single spaces. */
function positionsAfterCollapsing(original: string): (offset: number) => number {
  const map: number[] = [];
  let collapsed = 0;
  let previousSpace = false;
  for (let i = 0; i < original.length; i++) {
    map.push(collapsed);
    const space = /\s/.test(original[i]!);
    if (!(space && previousSpace)) collapsed += 1;
    previousSpace = space;
  }
  map.push(collapsed);
  return (offset) => map[offset] ?? collapsed;
}
