import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/** « seul·e », « doux·ce »: a letter, the median dot, a letter. */
const MEDIAN_DOT_WORD = /\p{L}·\p{L}/u;

describe('the persona engine’s phrases', () => {
  // Screen readers spell the median dot out (« seul point e »): the persona's
  // replies say things in words that mark no gender instead (issue 39).
  it('never write a word with a median dot', () => {
    const found: string[] = [];
    for (const file of readdirSync(here)) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      readFileSync(path.join(here, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (MEDIAN_DOT_WORD.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
