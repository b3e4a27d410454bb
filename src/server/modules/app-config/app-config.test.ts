import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase, type Database } from '../../db/client.js';
import { createTestApp } from '../../test/test-app.js';

describe('GET /api/config', () => {
  let database: Database;
  beforeAll(async () => {
    database = createPgliteDatabase();
    await database.migrate();
  });
  afterAll(() => database.close());

  it('says test mode and no tag by default, and the CSP allows no outside script', async () => {
    const t = await createTestApp(database);
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({ stripeMode: 'test', adsTagId: null });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    await t.close();
  });

  it('with a tag id, exposes it and lets the tag load under the CSP', async () => {
    const t = await createTestApp(database, {
      config: {
        isProduction: false,
        jwtSecret: 'test-secret-test-secret-test-secret-!!',
        trustProxy: false,
        stripeMode: 'live',
        adsTagId: 'AW-123456789',
      },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({ stripeMode: 'live', adsTagId: 'AW-123456789' });
    expect(res.headers['content-security-policy']).toContain(
      "script-src 'self' https://www.googletagmanager.com",
    );
    await t.close();
  });
});
