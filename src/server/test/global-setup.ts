import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '../db/client.js';
import { writePgliteSeed } from '../db/pglite-seed.js';
import { ensurePostgresTemplate } from '../db/postgres-template.js';

/** A digest of the migrations and of the code that writes `writer`: a change to either makes a new seed. */
function seedHash(writer: string): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(new URL(writer, import.meta.url)));
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

export default async function setup(project: TestProject) {
  const file = path.resolve(
    'node_modules/.cache/voyance-ia',
    `pglite-seed-${seedHash('../db/pglite-seed.ts')}.tar.gz`,
  );
  if (!existsSync(file)) await writePgliteSeed(file);
  project.provide('pgliteSeedFile', file);

  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const template = `test_template_${seedHash('../db/postgres-template.ts')}`;
    await ensurePostgresTemplate(baseUrl, template);
    project.provide('postgresTemplate', template);
  }
}
