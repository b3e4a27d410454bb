import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTcpRelay } from '../test/tcp-relay.js';
import { createCustomer, createTestApp, nextIp, type TestApp } from '../test/test-app.js';
import { createPostgresDatabase, type Database } from './client.js';
import { createPostgresTestDatabase, createTestPglite } from './test-databases.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const UNAVAILABLE = {
  message: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
  code: 'common.unavailable',
};

/** What a customer's browser meets while the database is out of reach. */
async function expectFrench503(t: TestApp, auth: { authorization: string }) {
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
  expect(me.statusCode, me.body).toBe(503);
  expect(me.json()).toEqual(UNAVAILABLE);
  expect(me.headers['retry-after']).toBe('5');
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: nextIp(),
    payload: { username: 'personne@exemple.fr', password: 'secret123' },
  });
  expect(login.statusCode, login.body).toBe(503);
  expect(login.json()).toEqual(UNAVAILABLE);
}

describe('a database out of reach answers a French 503, not a 500', () => {
  it('on PGlite (the database closed under the app)', async () => {
    const database = createTestPglite();
    await database.migrate();
    const t = await createTestApp(database);
    const { auth } = await createCustomer(t);
    await database.close();
    await expectFrench503(t, auth);
    await t.close();
  });

  describe.skipIf(!databaseUrl)('on PostgreSQL (the network to it cut)', () => {
    let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
    let relay: Awaited<ReturnType<typeof createTcpRelay>>;
    let database: Database;
    let t: TestApp;
    beforeAll(async () => {
      created = await createPostgresTestDatabase(databaseUrl!, inject('postgresTemplate'));
      relay = await createTcpRelay(new URL(created.url), 5432);
      database = createPostgresDatabase(relay.url());
      await database.migrate();
      t = await createTestApp(database);
    });
    afterAll(async () => {
      await t.close();
      await database.close().catch(() => {});
      await created.drop();
    });

    it('answers 503 while it is cut', async () => {
      const { auth } = await createCustomer(t);
      await relay.cut();
      await expectFrench503(t, auth);
      await relay.restore();
    });
  });
});
