import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisRateLimitStore } from './adapters/rate-limit/redis.store.js';
import { createPostgresDatabase, type Database } from './db/client.js';
import { createPostgresTestDatabase } from './db/test-databases.js';
import { GUEST_SEND_LIMIT } from './modules/guest/guest.service.js';
import {
  cookieFrom,
  createCustomer,
  createTestApp,
  nextIp,
  uniqueEmail,
  type TestApp,
} from './test/test-app.js';

/** A guest id of the shape the browser makes (schemas/guest.ts). */
const guestSessionId = () => `guest_${Date.now()}_${randomUUID().replaceAll('-', '').slice(0, 20)}`;

const GUEST_SESSIONS_PER_IP_PER_DAY = 3;
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two app instances as production runs them behind a load balancer: each with
 * its own connection pool to one PostgreSQL and its own client to one Redis,
 * nothing else in common (ARCHITECTURE: instances hold no state of their own).
 */
describe.skipIf(!databaseUrl || !redisUrl)('two instances on one PostgreSQL and one Redis', () => {
  let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let a: TestApp;
  let b: TestApp;
  const databases: Database[] = [];

  beforeAll(async () => {
    created = await createPostgresTestDatabase(databaseUrl!);
    // Keys of their own, so that other test files sharing this Redis do not count here.
    const prefix = `multi:${randomUUID()}:`;
    const instance = async () => {
      const database = createPostgresDatabase(created.url);
      databases.push(database);
      await database.migrate();
      const store = createRedisRateLimitStore(redisUrl!, {
        prefix,
        log: pino({ level: 'silent' }),
      });
      return createTestApp(database, {
        adapters: { rateLimitStore: store },
        // Below the per-address send limit, so that the cap is what refuses.
        config: { guestSessionsPerIpPerDay: GUEST_SESSIONS_PER_IP_PER_DAY },
      });
    };
    a = await instance();
    b = await instance();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const database of databases) await database.close();
    await created?.drop();
  });

  /** Every other request to the other instance, as a round-robin balancer does. */
  const either = (i: number) => (i % 2 === 0 ? a : b);

  it('a quota race split across both instances gives exactly the messages left', async () => {
    const me = await createCustomer(a, { messagesRemaining: 3, tier: 'decouverte' });
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: me.auth,
      payload: {},
    });
    const id = created.json().id;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        either(i).app.inject({
          method: 'POST',
          url: `/api/conversations/${id}/messages`,
          headers: me.auth,
          payload: { content: `Question ${i}` },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(9);
    const me2 = await b.app.inject({ method: 'GET', url: '/api/auth/me', headers: me.auth });
    expect(me2.json().messagesRemaining).toBe(0);
    const page = await b.app.inject({
      method: 'GET',
      url: `/api/conversations/${id}?limit=100`,
      headers: me.auth,
    });
    expect(page.json().messages).toHaveLength(6);
  });

  it('the per-address guest cap holds across instances', async () => {
    const ip = nextIp();
    const results = await Promise.all(
      Array.from({ length: GUEST_SESSIONS_PER_IP_PER_DAY + 4 }, (_, i) =>
        either(i).app.inject({
          method: 'POST',
          url: '/api/guest/chat',
          remoteAddress: ip,
          payload: { content: 'Bonjour', sessionId: guestSessionId(), withOffer: false },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(GUEST_SESSIONS_PER_IP_PER_DAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('the guest send limit counts requests on both instances together', async () => {
    const ip = nextIp();
    const sessionId = guestSessionId();
    const statuses: number[] = [];
    for (let i = 0; i < GUEST_SEND_LIMIT.max + 1; i++) {
      const res = await either(i).app.inject({
        method: 'POST',
        url: '/api/guest/chat',
        remoteAddress: ip,
        payload: { content: `Q${i}`, sessionId, withOffer: false },
      });
      statuses.push(res.statusCode);
    }
    // Each instance alone saw about half: only shared counts refuse the last one.
    expect(statuses.at(-1)).toBe(429);
  });

  it('wrong passwords are throttled across instances', async () => {
    const email = uniqueEmail('cible');
    const registered = await a.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: { firstName: 'Lou', email, password: 'secret123', acceptCgu: true },
    });
    expect(registered.statusCode).toBe(201);
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await either(i).app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { username: email, password: 'mauvais-mdp' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });

  it('a session opened on one instance works and refreshes on the other', async () => {
    const email = uniqueEmail('nomade');
    await a.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: { firstName: 'Noé', email, password: 'secret123', acceptCgu: true },
    });
    const login = await a.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { username: email, password: 'secret123' },
    });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json().accessToken}` };
    const me = await b.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);

    const refresh = cookieFrom(login.headers, 'refresh_token')!;
    const rotated = await b.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: refresh.value },
    });
    expect(rotated.statusCode).toBe(200);
    const next = cookieFrom(rotated.headers, 'refresh_token')!;
    expect(next.value).not.toBe(refresh.value);
    // And the rotated cookie goes on working back on the first one.
    const again = await a.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: next.value },
    });
    expect(again.statusCode).toBe(200);
  });
});
