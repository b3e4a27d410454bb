import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPostgresDatabase } from './client.js';

/** Runs `statements` on the server's maintenance connection of `baseUrl`. */
async function onServer(baseUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A migrated, empty database named `name` on the server of `baseUrl`, that
 * the tests' PostgreSQL databases are copied from (CREATE DATABASE … TEMPLATE)
 * instead of each running every migration. Kept between runs: `name` says
 * which migrations it holds (test/global-setup.ts). Built under a name of its
 * own and renamed when whole, so that a run stopped halfway or another
 * process building it at the same time leaves no half-migrated template. It
 * takes no connections: a copy fails while anyone is connected to its source.
 */
export async function ensurePostgresTemplate(baseUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return;
  } finally {
    await client.end();
  }
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await onServer(baseUrl, [`create database "${building}"`]);
  const database = createPostgresDatabase(databaseUrl(baseUrl, building));
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  try {
    await onServer(baseUrl, [
      `alter database "${building}" rename to "${name}"`,
      `alter database "${name}" with is_template true allow_connections false`,
    ]);
  } catch (error) {
    await onServer(baseUrl, [`drop database if exists "${building}" with (force)`]);
    // Another process made the same template first: it is as good as ours.
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
}
