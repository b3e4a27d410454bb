import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestPglite } from '../../db/test-databases.js';

describe('/dev/emails (the embedded outbox, outside production)', () => {
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    database = createTestPglite();
    await database.migrate();
    // Behind a proxy that is trusted: a forwarded address must still not make a stranger local.
    t = await createTestApp(database, {
      config: { isProduction: false, jwtSecret: 'x'.repeat(40), trustProxy: 1 },
    });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const open = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });

  it('is served to this machine only, whatever X-Forwarded-For says', async () => {
    expect((await open('/dev/emails', '127.0.0.1')).statusCode).toBe(200);
    expect((await open('/dev/emails', '::ffff:127.0.0.1')).statusCode).toBe(200);
    const remote = await open('/dev/emails', '203.0.113.7');
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toEqual({ message: 'Ressource introuvable.', code: 'common.not_found' });
    const spoofed = await open('/dev/emails', '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' });
    expect(spoofed.statusCode).toBe(404);
    expect((await open('/dev/emails/1', '198.51.100.2')).statusCode).toBe(404);
  });

  it('refuses a loopback peer that relays someone else (a reverse proxy on the same host)', async () => {
    const relays: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7;proto=https' },
      { 'x-real-ip': '203.0.113.7' },
      { via: '1.1 caddy' },
    ];
    for (const headers of relays) {
      const relayed = await open('/dev/emails', '127.0.0.1', headers);
      expect(relayed.statusCode, JSON.stringify(headers)).toBe(404);
      expect(relayed.json().code).toBe('common.not_found');
      expect((await open('/dev/emails/1', '::1', headers)).statusCode).toBe(404);
    }
  });

  it('answers an id past the column’s range with a 404, not a 500', async () => {
    const res = await open('/dev/emails/99999999999', '127.0.0.1');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('E-mail introuvable.');
  });
});
