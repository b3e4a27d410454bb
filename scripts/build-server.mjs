// Compiles the server (and what it shares with the client) to JavaScript in
// dist/app: production runs it with plain Node, no TypeScript loader (ARCHITECTURE.md, 14).
// The SQL migrations travel with it.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = path.join(root, 'dist/app/server/main.js');
/** A migrated empty embedded database: a fresh DATA_DIR starts as a copy of it (db/pglite-seed.ts). */
export const PGLITE_SEED = path.join(root, 'dist/app/pglite-seed');

export function buildServer() {
  rmSync(path.join(root, 'dist/app'), { recursive: true, force: true });
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.server.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  cpSync(
    path.join(root, 'src/server/db/migrations'),
    path.join(root, 'dist/app/server/db/migrations'),
    { recursive: true },
  );
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
}

if (import.meta.url === `file://${process.argv[1]}`) buildServer();
