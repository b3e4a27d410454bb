import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../db/client.js';
import { createTestApp, uniqueEmail } from '../test/test-app.js';
import { createTestPglite } from '../db/test-databases.js';

describe('behind one trusted proxy', () => {
  let database: Database;
  beforeAll(async () => {
    database = createTestPglite();
    await database.migrate();
  });
  afterAll(() => database.close());

  it('takes the address the proxy saw, so a forged X-Forwarded-For cannot dodge a limit', async () => {
    const t = await createTestApp(database, {
      config: { isProduction: false, jwtSecret: 'x'.repeat(40), trustProxy: 1 },
    });
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.0.0.2',
        // The client forges the first entry; the proxy appends what it saw.
        headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
        payload: { firstName: 'Léa', email: uniqueEmail(), password: 'secret123', acceptCgu: true },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    await t.close();
  });
});
