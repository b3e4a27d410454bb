import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin, type Rollup, type UserConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { preloadOnlyMissing } from './preload-only-missing.js';

/**
 * Two entries share `shared.js` and `extra.js`, so each is a chunk of its own.
 * `main.js` loads `shared.js` statically and `lazy.js` (which needs both) on demand.
 */
const root = mkdtempSync(path.join(tmpdir(), 'preload-only-missing-'));
const files: Record<string, string> = {
  'shared.js': 'export const shared = () => "shared";',
  'extra.js': 'export const extra = () => "extra";',
  'lazy.js':
    'import { shared } from "./shared.js"; import { extra } from "./extra.js"; export const lazy = () => shared() + extra();',
  'main.js':
    'import { shared } from "./shared.js"; console.log(shared()); globalThis.later = () => import("./lazy.js").then((m) => m.lazy());',
  'other.js':
    'import { shared } from "./shared.js"; import { extra } from "./extra.js"; console.log(shared(), extra());',
};
for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The chunk files main.js's dynamic import preloads, by their source module's name. */
async function preloadedByMain(
  plugins: Plugin[],
  modulePreload: NonNullable<UserConfig['build']>['modulePreload'] = true,
) {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins,
    build: {
      write: false,
      minify: false,
      modulePreload,
      rolldownOptions: {
        input: { main: path.join(root, 'main.js'), other: path.join(root, 'other.js') },
      },
    },
  })) as Rollup.RollupOutput;
  const main = output.output.find((file) => file.type === 'chunk' && file.name === 'main');
  if (main?.type !== 'chunk') throw new Error('pas de chunk main');
  const list = main.code.match(/m\.f=\[([^\]]*)\]/)?.[1] ?? '';
  const chunkFiles = list.match(/assets\/[^"]+\.js/g) ?? [];
  const nameOf = (file: string) =>
    output.output.find((item) => item.type === 'chunk' && item.fileName === file)?.name;
  return chunkFiles.map(nameOf).sort();
}

describe('preloadOnlyMissing', () => {
  it('leaves out of a lazy import’s preloads what its importer already loaded', async () => {
    const preloads = preloadOnlyMissing();
    expect(await preloadedByMain([preloads.plugin], preloads.modulePreload)).toEqual([
      'extra',
      'lazy',
    ]);
  });

  it('differs from what Vite preloads by itself, which includes the loaded chunk', async () => {
    expect(await preloadedByMain([])).toEqual(['extra', 'lazy', 'shared']);
  });
});
