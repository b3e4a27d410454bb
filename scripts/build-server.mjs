// Compiles the server (and what it shares with the client) to JavaScript in
// dist/app, then bundles it into dist/server: production runs that with plain
// Node, no TypeScript loader (ARCHITECTURE.md, 14). The SQL migrations travel with both.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What `npm start` and the image run: the bundle. */
export const SERVER_ENTRY = path.join(root, 'dist/server/main.js');
/** A migrated empty embedded database: a fresh DATA_DIR starts as a copy of it (db/pglite-seed.ts). */
export const PGLITE_SEED = path.join(root, 'dist/app/pglite-seed');
const MIGRATIONS = path.join(root, 'src/server/db/migrations');

/**
 * Packages left out of the bundle, loaded from node_modules as in the tests:
 * a native addon, PGlite (it reads its WASM beside its own files), and the
 * real adapters' clients, which load only when configured (adapters/index.ts).
 */
const NOT_BUNDLED = [
  '@node-rs/argon2',
  '@electric-sql/pglite',
  'stripe',
  'ioredis',
  'nodemailer',
  'undici',
];

export function buildServer() {
  rmSync(path.join(root, 'dist/app'), { recursive: true, force: true });
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.server.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  cpSync(MIGRATIONS, path.join(root, 'dist/app/server/db/migrations'), { recursive: true });
  const seed = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(path.join(root, 'dist/app/server/db/pglite-seed.js'))});
       await m.writePgliteSeedFolder(${JSON.stringify(PGLITE_SEED)});`,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (seed.status !== 0) process.exit(seed.status ?? 1);
  bundleServer();
}

/**
 * One ES module graph for the server and the packages it imports, split only
 * where it loads code on demand. Node no longer resolves and reads some 850
 * files at every start: `npm start` on one core 2,060 → 1,880 ms (issue 12).
 * The migrations sit beside the bundle's modules, where db/client.ts looks.
 */
function bundleServer() {
  const outdir = path.dirname(SERVER_ENTRY);
  rmSync(outdir, { recursive: true, force: true });
  // esbuild is a development dependency: loaded only to build.
  const { buildSync } = createRequire(import.meta.url)('esbuild');
  buildSync({
    entryPoints: [path.join(root, 'dist/app/server/main.js')],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: NOT_BUNDLED.flatMap((name) => [name, `${name}/*`]),
    // The CommonJS packages inside an ES module still call require.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    // Blanks and syntax only, names kept (stack traces and the source map stay readable):
    // the bundle goes from 4.5 to 3.5 MB, which Node reads, decodes and parses at each start.
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  cpSync(MIGRATIONS, path.join(outdir, 'migrations'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) buildServer();
