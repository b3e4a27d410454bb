import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type Database } from './client.js';
import { rawStatement } from './prepared.js';
import { rawRows } from './raw-rows.js';
import { createPostgresTestDatabase } from './test-databases.js';

const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)('the PostgreSQL pool', () => {
  let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let database: Database;
  beforeAll(async () => {
    created = await createPostgresTestDatabase(baseUrl!);
    database = createPostgresDatabase(created.url);
  });
  afterAll(async () => {
    await database.close();
    await created.drop();
  });

  it('asks PostgreSQL to plan its named statements once per connection (issue 12)', async () => {
    // At once, so that several connections of the pool answer.
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        database.db.execute(sql`select current_setting('plan_cache_mode') as mode`),
      ),
    );

    const modes = results.flatMap((result) => rawRows<{ mode: string }>(result).map((r) => r.mode));
    expect(modes).toEqual(Array(5).fill('force_generic_plan'));
  });

  it('runs a raw statement as one named prepared statement per text (issue 12)', async () => {
    // In a transaction: one connection, whose prepared statements can be listed.
    await database.db.transaction(async (tx) => {
      const answers = [];
      const plusForty = rawStatement<{ n: number }>(
        () => sql`select ${sql.placeholder('n')}::integer + 40 as answer`,
      );
      for (const n of [1, 2, 3]) answers.push(rawRows(await plusForty(tx, { n })));
      const named = rawRows<{ name: string }>(
        await tx.execute(
          sql`select name from pg_prepared_statements where statement like '%+ 40 as answer%'`,
        ),
      );

      expect(answers).toEqual([[{ answer: 41 }], [{ answer: 42 }], [{ answer: 43 }]]);
      expect(named).toHaveLength(1);
      expect(named[0]!.name).toMatch(/^raw_[0-9a-f]{24}$/);
    });
  });
});
