import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeAdapters, createAdapters, type Adapters } from '../index.js';
import { loadConfig } from '../../config.js';
import { createPostgresDatabase, type Database } from '../../db/client.js';
import { createPostgresTestDatabase, testDatabaseKinds } from '../../db/test-databases.js';
import { createTestApp, nextIp, uniqueEmail, type TestApp } from '../../test/test-app.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
/** A Redis of the test's own, killed and started again: the shared one must stay up for the others. */
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const silent = pino({ level: 'silent' });

/**
 * One app instance as `npm start` builds it with REDIS_URL set: its rate-limit
 * store comes from createAdapters, so the test runs the production wiring.
 */
async function instanceWithRedis(database: Database, redisUrl: string, dataDir: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-!!',
    REDIS_URL: redisUrl,
  });
  const adapters: Adapters = await createAdapters(config, { log: silent, db: database.db });
  const t = await createTestApp(database, {
    adapters: { rateLimitStore: adapters.rateLimitStore },
  });
  return {
    ...t,
    async close() {
      await t.close();
      await closeAdapters(adapters);
    },
  };
}

function registerAndGuess(a: TestApp) {
  const email = uniqueEmail('cible');
  return {
    email,
    async register() {
      const registered = await a.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: nextIp(),
        payload: { firstName: 'Lou', email, password: 'secret123', acceptCgu: true },
      });
      expect(registered.statusCode).toBe(201);
    },
    wrong: (app: TestApp, ip: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { username: email, password: 'mauvais-mdp' },
      }),
  };
}

/**
 * Issue 36: while Redis does not answer, two instances must not each allow
 * the whole budget of wrong passwords. Their Redis here is a closed port: the
 * counts must go to the database they share.
 */
describe.each(testDatabaseKinds())('the login throttle while Redis is down, on $name', (kind) => {
  let database: Database;
  let a: TestApp;
  let b: TestApp;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'throttle-'));

  beforeAll(async () => {
    database = await kind.create();
    const closed = `redis://127.0.0.1:${await freePort()}`;
    a = await instanceWithRedis(database, closed, dataDir);
    b = await instanceWithRedis(database, closed, dataDir);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('spends one budget of wrong passwords across both instances', async () => {
    const target = registerAndGuess(a);
    await target.register();
    // DEFAULT_LOGIN_THROTTLE: 5 wrong passwords for one account from one address.
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await target.wrong(i % 2 ? b : a, ip)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  }, 20_000);

  it('still takes a right password back off the shared count', async () => {
    const target = registerAndGuess(b);
    await target.register();
    const ip = nextIp();
    for (let i = 0; i < 4; i++)
      expect((await target.wrong(i % 2 ? b : a, ip)).statusCode).toBe(401);
    const right = await a.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { username: target.email, password: 'secret123' },
    });
    expect(right.statusCode).toBe(200);
    // The right password was not a failure: the fifth wrong one is still answered.
    expect((await target.wrong(b, ip)).statusCode).toBe(401);
    expect((await target.wrong(a, ip)).statusCode).toBe(429);
  }, 20_000);
});

/**
 * Through a killed and restarted Redis: while it is down the two instances
 * share the counts in the database, and once it is back, in Redis again
 * (within the reconnection delay, 2 s at most).
 */
describe.skipIf(!databaseUrl || !redisUrl || !hasRedisServer)(
  'the login throttle through a Redis restart',
  () => {
    let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
    let a: TestApp;
    let b: TestApp;
    let redis: ChildProcess;
    let port: number;
    const databases: Database[] = [];
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'throttle-'));
    const startRedis = async () => {
      redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      await sleep(300);
    };

    beforeAll(async () => {
      port = await freePort();
      await startRedis();
      created = await createPostgresTestDatabase(databaseUrl!, inject('postgresTemplate'));
      // Two processes: each its own pool on the one database, each its own Redis client.
      const instance = async () => {
        const database = createPostgresDatabase(created.url);
        databases.push(database);
        await database.migrate();
        return instanceWithRedis(database, `redis://127.0.0.1:${port}`, dataDir);
      };
      a = await instance();
      b = await instance();
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      for (const database of databases) await database.close();
      await created?.drop();
      redis?.kill();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('shares the counts in the database while Redis is down, and in Redis once it is back', async () => {
      const target = registerAndGuess(a);
      await target.register();
      const spend = async (ip: string, times: number) => {
        const statuses: number[] = [];
        for (let i = 0; i < times; i++) {
          statuses.push((await target.wrong(i % 2 ? b : a, ip)).statusCode);
        }
        return statuses;
      };
      expect(await spend(nextIp(), 1)).toEqual([401]);

      redis.kill('SIGKILL');
      await sleep(300);
      expect(await spend(nextIp(), 6)).toEqual([401, 401, 401, 401, 401, 429]);

      await startRedis();
      await sleep(3000);
      const ip = nextIp();
      expect(await spend(ip, 6)).toEqual([401, 401, 401, 401, 401, 429]);
      // Counted in Redis again: the pair's counter is there, at its five failures.
      const client = new Redis(`redis://127.0.0.1:${port}`);
      try {
        expect(await client.get(`rl:login-fail:pair:${target.email}|${ip}`)).toBe('5');
      } finally {
        client.disconnect();
      }
    }, 30_000);
  },
);
