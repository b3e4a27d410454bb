// Builds the client with Vite when no build is there yet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressBuild } from './compress-build.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function ensureClientBuild() {
  if (process.env.E2E_CLIENT_DIR || existsSync(path.join(root, 'dist/client/index.html'))) return;
  console.log('Aucune build du client : construction en cours (vite build)…');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  compressBuild(path.join(root, 'dist/client'));
}
