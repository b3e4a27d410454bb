// Builds the client (scripts/build-client.mjs) when no build is there yet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function ensureClientBuild() {
  if (process.env.E2E_CLIENT_DIR || existsSync(path.join(root, 'dist/client/index.html'))) return;
  console.log('Aucune build du client : construction en cours (vite build)…');
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-client.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
