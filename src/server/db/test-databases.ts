import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { readPgliteSeed } from './pglite-seed.js';
import { createPgliteDatabase, createPostgresDatabase, type Database } from './client.js';

/**
 * The databases API tests run on: in-memory PGlite always, and PostgreSQL too
 * when TEST_DATABASE_URL is set. Each call gives a fresh, migrated database
 * (a new database on the PostgreSQL server, dropped on close).
 */
export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  create(): Promise<Database>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated empty PGlite database (db/pglite-seed.ts) that every test database starts from. */
    pgliteSeedFile: string;
    /** With TEST_DATABASE_URL: the migrated database (db/postgres-template.ts) that every test database copies. */
    postgresTemplate?: string;
  }
}

let seed: Blob | undefined;
/**
 * An in-memory PGlite that starts from the suite's migrated seed
 * (test/global-setup.ts) rather than initdb: a second instead of several, in
 * every test file. `migrate()` then finds nothing left to do.
 */
export function createTestPglite(): Database {
  seed ??= readPgliteSeed(inject('pgliteSeedFile'));
  return createPgliteDatabase(undefined, { seed });
}

const pglite: TestDatabaseKind = {
  name: 'pglite',
  async create() {
    const database = createTestPglite();
    await database.migrate();
    return database;
  },
};

/**
 * A database of its own on the PostgreSQL server, for a test that needs only
 * its URL: empty, or a copy of `template`.
 */
export async function createPostgresTestDatabase(baseUrl: string, template?: string) {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

function postgres(baseUrl: string): TestDatabaseKind {
  return {
    name: 'postgres',
    // A copy of the suite's migrated template: `migrate()` then finds nothing
    // left to do. Running the 18 migrations took 3.3–8.4 s per database on a
    // loaded machine, the copy and the check 1.0–2.8 s (issue 41).
    async create() {
      const created = await createPostgresTestDatabase(baseUrl, inject('postgresTemplate'));
      const database = createPostgresDatabase(created.url);
      await database.migrate();
      return {
        ...database,
        async close() {
          await database.close();
          await created.drop();
        },
      };
    },
  };
}

export function testDatabaseKinds(): TestDatabaseKind[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}
