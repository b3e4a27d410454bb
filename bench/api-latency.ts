/**
 * Latency and throughput of the main API calls, through real HTTP on loopback.
 *
 *   npx tsx bench/api-latency.ts                 # embedded PGlite
 *   DATABASE_URL=postgres://… npx tsx bench/api-latency.ts
 *
 * Each scenario runs a bounded number of requests from a few concurrent
 * clients and prints p50/p95/p99 latency and requests per second. Password
 * hashing is deliberately slow (argon2id), so login is measured on its own.
 */
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { embeddedAdapters } from '../src/server/adapters/index.js';
import type { RateLimitStore } from '../src/server/adapters/rate-limit/rate-limit.store.js';
import { buildApp } from '../src/server/app.js';
import { createPgliteDatabase, createPostgresDatabase } from '../src/server/db/client.js';
import { shapeCustomer } from '../src/server/test/test-app.js';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

interface Result {
  name: string;
  count: number;
  seconds: number;
  latencies: number[];
}

async function run(
  name: string,
  count: number,
  call: (i: number) => Promise<Response>,
): Promise<Result> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        const res = await call(i);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { name, count, seconds: (performance.now() - started) / 1000, latencies };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function report(r: Result) {
  const s = [...r.latencies].sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${r.name.padEnd(34)} n=${String(r.count).padStart(4)}  p50 ${fmt(pct(s, 50))} ms  p95 ${fmt(pct(s, 95))} ms  p99 ${fmt(pct(s, 99))} ms  ${(r.count / r.seconds).toFixed(0).padStart(5)} req/s`,
  );
}

const database = process.env.DATABASE_URL
  ? createPostgresDatabase(process.env.DATABASE_URL)
  : createPgliteDatabase();
await database.migrate();
// Rate limits are off here: the figures are those of the calls themselves.
const unlimited: RateLimitStore = {
  hit: async () => ({ count: 1, resetInMs: 1 }),
  release: async () => {},
  health: async () => 'none',
  close: async () => {},
};
const app = await buildApp({
  config: {
    isProduction: false,
    jwtSecret: 'bench-secret-bench-secret-bench-secret',
    trustProxy: 1,
  },
  database,
  adapters: embeddedAdapters(pino({ level: 'silent' }), { rateLimitStore: unlimited }),
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const json = { 'content-type': 'application/json' };
const from = (i: number) => ({ 'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${i % 250}` });

console.log(`Database: ${database.kind}, concurrency ${CONCURRENCY}\n`);

const email = `bench.${Date.now()}@exemple.fr`;
const registered = await fetch(`${base}/api/auth/register`, {
  method: 'POST',
  headers: { ...json, ...from(0) },
  body: JSON.stringify({ firstName: 'Banc', email, password: 'secret123', acceptCgu: true }),
});
const { accessToken, user } = (await registered.json()) as {
  accessToken: string;
  user: { id: number };
};
await shapeCustomer(database.db, user.id, { tier: 'vip', messagesRemaining: 0 });
const auth = { authorization: `Bearer ${accessToken}` };
const conversation = (await (
  await fetch(`${base}/api/conversations`, { method: 'POST', headers: auth })
).json()) as { id: number };

const results = [
  await run('GET /healthz', 2000, () => fetch(`${base}/healthz`)),
  await run('GET /api/auth/me', 2000, () => fetch(`${base}/api/auth/me`, { headers: auth })),
  await run('POST /api/auth/login (argon2id)', 64, (i) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { ...json, ...from(i + 1) },
      body: JSON.stringify({ username: email, password: 'secret123' }),
    }),
  ),
  await run('POST …/messages (local engine)', 200, () =>
    fetch(`${base}/api/conversations/${conversation.id}/messages`, {
      method: 'POST',
      headers: { ...json, ...auth },
      body: JSON.stringify({ content: 'Que me réserve mon avenir amoureux ?' }),
    }),
  ),
  await run('GET /api/conversations/:id (20 msgs)', 1000, () =>
    fetch(`${base}/api/conversations/${conversation.id}?limit=20&offset=0`, { headers: auth }),
  ),
  await run('GET /api/conversations', 1000, () =>
    fetch(`${base}/api/conversations`, { headers: auth }),
  ),
];
results.forEach(report);

const health = results[0]!;
const me = results[1]!;
console.log(
  `\nRatio: an authenticated call (JWT + revocation lookup) costs ${(
    pct(
      [...me.latencies].sort((a, b) => a - b),
      50,
    ) /
    pct(
      [...health.latencies].sort((a, b) => a - b),
      50,
    )
  ).toFixed(2)}× a bare health check at p50.`,
);

await app.close();
await database.close();
