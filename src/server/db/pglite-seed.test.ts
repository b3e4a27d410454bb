import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../open-database.js';
import { createPgliteDatabase, MIGRATIONS_FOLDER } from './client.js';
import {
  copyPgliteSeed,
  migrationsStamp,
  readPgliteSeed,
  writePgliteSeedFolder,
} from './pglite-seed.js';
import { rawRows } from './raw-rows.js';

const folders: string[] = [];
function newFolder() {
  const folder = mkdtempSync(path.join(tmpdir(), 'pglite-seed-'));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('copyPgliteSeed', () => {
  // A seed folder as `npm run build` leaves one: a migrated database, closed.
  let seed: string;
  beforeAll(async () => {
    seed = path.join(newFolder(), 'seed');
    await writePgliteSeedFolder(seed, { seed: readPgliteSeed(inject('pgliteSeedFile')) });
  });

  it("holds the app's database alone, without the cluster's templates", async () => {
    const dataDir = path.join(newFolder(), 'pglite');
    copyPgliteSeed(seed, dataDir);
    expect(readdirSync(path.join(dataDir, 'base'))).toHaveLength(1);
    const database = createPgliteDatabase(dataDir);
    try {
      const names = rawRows<{ datname: string }>(
        await database.db.execute(sql`select datname from pg_database`),
      );
      expect(names).toEqual([{ datname: 'postgres' }]);
    } finally {
      await database.close();
    }
  });

  it('turns a missing folder into the migrated database, which PGlite opens as it is', async () => {
    const dataDir = path.join(newFolder(), 'pglite');
    expect(copyPgliteSeed(seed, dataDir)).toBe(true);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    // Nothing left beside it: the staging folder became the database.
    expect(readdirSync(path.dirname(dataDir))).toEqual(['pglite']);

    const database = createPgliteDatabase(dataDir);
    try {
      const [migrations] = rawRows<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      );
      expect(migrations!.n).toBeGreaterThan(0);
      await database.db.execute(sql`select id from users limit 1`);
      // The simulated provider's catalogue is already there: a first start only finds it.
      const objects = rawRows<{ type: string; n: number }>(
        await database.db.execute(
          sql`select type, count(*)::int as n from simulated_payment_objects group by type order by type`,
        ),
      );
      expect(objects.map((o) => o.type)).toEqual(
        expect.arrayContaining(['billing_portal.configuration', 'price', 'product']),
      );
    } finally {
      await database.close();
    }
  });

  it('fills an empty folder, but never one that holds anything, nor without a seed', () => {
    const empty = newFolder();
    expect(copyPgliteSeed(seed, empty)).toBe(true);
    expect(existsSync(path.join(empty, 'PG_VERSION'))).toBe(true);

    const used = newFolder();
    writeFileSync(path.join(used, 'notes.txt'), 'à garder');
    expect(copyPgliteSeed(seed, used)).toBe(false);
    expect(readdirSync(used)).toEqual(['notes.txt']);

    const noSeed = path.join(newFolder(), 'pglite');
    expect(copyPgliteSeed(path.join(newFolder(), 'absent'), noSeed)).toBe(false);
    expect(existsSync(noSeed)).toBe(false);
  });

  it('leaves out its stamp, which names the migrations it holds', () => {
    const dataDir = path.join(newFolder(), 'pglite');
    expect(copyPgliteSeed(seed, dataDir)).toBe(true);
    expect(readdirSync(seed).filter((name) => !readdirSync(dataDir).includes(name))).toEqual([
      'seed-migrations.sha256',
    ]);
    expect(readFileSync(path.join(seed, 'seed-migrations.sha256'), 'utf8')).toBe(
      migrationsStamp(MIGRATIONS_FOLDER),
    );
  });

  it('is never used by code whose migrations differ, nor without its stamp', () => {
    // The code one migration ahead of the seed: the seed is older than the code.
    const ahead = path.join(newFolder(), 'migrations');
    cpSync(MIGRATIONS_FOLDER, ahead, { recursive: true });
    writeFileSync(path.join(ahead, '9999_later.sql'), 'create table later (id int);');
    // One migration edited after the seed was made.
    const edited = path.join(newFolder(), 'migrations');
    cpSync(MIGRATIONS_FOLDER, edited, { recursive: true });
    const first = readdirSync(edited).find((name) => name.endsWith('.sql'))!;
    appendFileSync(path.join(edited, first), '\n-- changed');
    for (const migrations of [ahead, edited]) {
      const dataDir = path.join(newFolder(), 'pglite');
      expect(copyPgliteSeed(seed, dataDir, migrations)).toBe(false);
      expect(existsSync(dataDir)).toBe(false);
    }

    const unstamped = path.join(newFolder(), 'seed');
    cpSync(seed, unstamped, { recursive: true });
    rmSync(path.join(unstamped, 'seed-migrations.sha256'));
    const dataDir = path.join(newFolder(), 'pglite');
    expect(copyPgliteSeed(unstamped, dataDir)).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('an in-memory database (the tests’)', () => {
  // PGlite ignored these options when given beside an undefined folder: every
  // test database ran initdb and all the migrations, several CPU-seconds each.
  it('starts from the seed, with the small buffer cache', async () => {
    const database = createPgliteDatabase(undefined, {
      seed: readPgliteSeed(inject('pgliteSeedFile')),
    });
    try {
      // initdb would have made the templates, which the seed drops.
      const names = rawRows<{ datname: string }>(
        await database.db.execute(sql`select datname from pg_database`),
      );
      expect(names).toEqual([{ datname: 'postgres' }]);
      const [buffers] = rawRows<{ shared_buffers: string }>(
        await database.db.execute(sql`show shared_buffers`),
      );
      expect(buffers).toEqual({ shared_buffers: '16MB' });
    } finally {
      await database.close();
    }
  });
});

describe('openDatabase on the embedded defaults', () => {
  it('keeps what a data directory holds from one start to the next', async () => {
    const dataDir = newFolder();
    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    await first.migrate();
    await first.db.execute(sql`create table kept (value text)`);
    await first.db.execute(sql`insert into kept values ('toujours là')`);
    await first.close();

    const second = await openDatabase({ databaseUrl: undefined, dataDir });
    // Only a new copy of the seed skips the migrations and the catalogue's sync (server.ts).
    expect(second.seeded).toBe(false);
    try {
      const rows = rawRows(await second.db.execute(sql`select value from kept`));
      expect(rows).toEqual([{ value: 'toujours là' }]);
    } finally {
      await second.close();
    }
  }, 60_000); // Two embedded databases opened from files: 8 s alone, 28 s on a loaded 2-core machine.
});
