import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type Database } from '../../db/client.js';
import { createPostgresTestDatabase } from '../../db/test-databases.js';
import { createTestApp, nextIp, uniqueEmail, type TestApp } from '../../test/test-app.js';
import { createRedisRateLimitStore } from './redis.store.js';

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

/**
 * Issue 36 says the login throttle counts per process after a Redis outage.
 * Not reproduced so far: through a killed and restarted Redis, two instances
 * share the counts again within the reconnection delay (2 s at most). Kept
 * as the regression test of that path.
 */
describe.skipIf(!databaseUrl || !redisUrl || !hasRedisServer)(
  'the login throttle after a Redis outage',
  () => {
    let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
    let a: TestApp;
    let b: TestApp;
    let redis: ChildProcess;
    let port: number;
    const databases: Database[] = [];
    const startRedis = async () => {
      redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      await sleep(300);
    };

    beforeAll(async () => {
      port = await freePort();
      await startRedis();
      created = await createPostgresTestDatabase(databaseUrl!);
      const instance = async () => {
        const database = createPostgresDatabase(created.url);
        databases.push(database);
        await database.migrate();
        const store = createRedisRateLimitStore(`redis://127.0.0.1:${port}`, {
          log: pino({ level: 'silent' }),
        });
        return createTestApp(database, { adapters: { rateLimitStore: store } });
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
    });

    it('counts wrong passwords in Redis again once it is back', async () => {
      const email = uniqueEmail('cible');
      const registered = await a.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: nextIp(),
        payload: { firstName: 'Lou', email, password: 'secret123', acceptCgu: true },
      });
      expect(registered.statusCode).toBe(201);
      const wrong = (app: TestApp, ip: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          payload: { username: email, password: 'mauvais-mdp' },
        });
      expect((await wrong(a, nextIp())).statusCode).toBe(401);
      redis.kill('SIGKILL');
      await sleep(300);
      expect((await wrong(a, nextIp())).statusCode).toBe(401);
      expect((await wrong(b, nextIp())).statusCode).toBe(401);
      await startRedis();
      await sleep(3000);
      const ip = nextIp();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await wrong(i % 2 ? b : a, ip)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    }, 30_000);
  },
);
