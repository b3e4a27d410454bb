import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '../db/client.js';
import { writePgliteSeed } from '../db/pglite-seed.js';

/** Named after the migrations it holds and the code that writes it: a change to either makes a new seed. */
function seedFileName(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(new URL('../db/pglite-seed.ts', import.meta.url)));
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(full));
  }
  return `pglite-seed-${hash.digest('hex').slice(0, 16)}.tar.gz`;
}

export default async function setup(project: TestProject) {
  const file = path.resolve('node_modules/.cache/voyance-ia', seedFileName());
  if (!existsSync(file)) await writePgliteSeed(file);
  project.provide('pgliteSeedFile', file);
}
