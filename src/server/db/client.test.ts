import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type Database } from './client.js';
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
});
