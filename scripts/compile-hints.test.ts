import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsForStart } from './compile-hints.js';

/**
 * `main.js` (the entry) loads two screens on demand: `screen.js`, prerendered,
 * and `later.js`; both need `deep.js`, which is therefore a chunk of its own.
 */
const root = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
const files: Record<string, string> = {
  'deep.js': 'export const deep = () => "deep";',
  'screen.js': 'import { deep } from "./deep.js"; export const screen = () => deep();',
  'later.js': 'import { deep } from "./deep.js"; export const later = () => deep() + "later";',
  'main.js': 'globalThis.go = () => Promise.all([import("./screen.js"), import("./later.js")]);',
};
for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('compileHintsForStart', () => {
  it('marks the entry, the prerendered screens and their static imports, after minification', async () => {
    const output = (await build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [compileHintsForStart([path.join(root, 'screen.js')])],
      build: {
        write: false,
        rolldownOptions: { input: { main: path.join(root, 'main.js') } },
      },
    })) as Rollup.RollupOutput;
    const chunks = output.output.filter((file) => file.type === 'chunk');
    const hinted = chunks.filter((chunk) => chunk.code.startsWith(COMPILE_HINT));
    // The source files each list of chunks holds (Vite's own helpers left out).
    const names = (list: Rollup.OutputChunk[]) =>
      list
        .flatMap((chunk) => chunk.moduleIds)
        .filter((id) => id.startsWith(root))
        .map((id) => path.basename(id))
        .sort();
    expect(names(hinted)).toEqual(['deep.js', 'main.js', 'screen.js']);
    expect(names(chunks)).toContain('later.js');
  });
});
