/**
 * Blind evaluation sets (issue 37): French messages written by someone who
 * has not seen the care layer, dropped as `eval/care/blind/set-N.jsonl`, one
 * JSON object a line. Loaded here, never from src/: the browser must not be
 * able to bundle evaluation data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const BLIND_DIR = path.join(import.meta.dirname, 'blind');

const blindItemSchema = z.strictObject({
  id: z.string().min(1),
  label: z.enum(['risk', 'safe']),
  family: z.string().min(1),
  long: z.boolean(),
  sms: z.boolean(),
  messages: z.array(z.string()).min(1),
});

/** One labelled case of a blind set: `messages` oldest first; « risk » means needsCare. */
export type BlindItem = z.infer<typeof blindItemSchema>;

/** Parses a JSONL set; a bad line stops with its number, so a set is never scored half-read. */
export function parseBlindSet(text: string, name = 'set'): BlindItem[] {
  const items: BlindItem[] = [];
  const ids = new Set<string>();
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw new Error(`${name}, line ${i + 1}: not JSON`);
    }
    const parsed = blindItemSchema.safeParse(json);
    if (!parsed.success) throw new Error(`${name}, line ${i + 1}: ${parsed.error.message}`);
    if (ids.has(parsed.data.id))
      throw new Error(`${name}, line ${i + 1}: id ${parsed.data.id} twice`);
    ids.add(parsed.data.id);
    items.push(parsed.data);
  });
  if (items.length === 0) throw new Error(`${name}: no items`);
  return items;
}

export function loadBlindSet(file: string): BlindItem[] {
  return parseBlindSet(readFileSync(file, 'utf8'), path.basename(file));
}

/** The set's name: its file name without `.jsonl` (« set-3 »). */
export const setName = (file: string): string => path.basename(file).replace(/\.jsonl$/, '');

/** The blind set files present, in numeric order (set-2 before set-10). */
export function blindSetFiles(dir = BLIND_DIR): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.jsonl'));
  } catch {
    return [];
  }
  const num = (n: string) => Number(/(\d+)/.exec(n)?.[1] ?? Infinity);
  return names.sort((a, b) => num(a) - num(b) || a.localeCompare(b)).map((n) => path.join(dir, n));
}
