import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LlmAdapter } from '../adapters/llm/llm.js';
import { createRedisRateLimitStore } from '../adapters/rate-limit/redis.store.js';
import { createBalanceRepository } from '../modules/balance/balance.repository.js';
import { createPostgresDatabase, type Database } from '../db/client.js';
import { loggerOptions } from '../lib/logger.js';
import { createCustomer, createTestApp, type TestApp } from '../test/test-app.js';
import { createTestPglite } from '../db/test-databases.js';

const METRICS_TOKEN = 'm'.repeat(40);

describe('health, readiness and metrics', () => {
  let database: Database;
  beforeAll(async () => {
    database = createTestPglite();
    await database.migrate();
  });
  afterAll(() => database.close());

  it('answers /healthz and /readyz while the database answers, saying Redis is not in use', async () => {
    const t = await createTestApp(database);
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', redis: 'none' });
    await t.close();
  });

  it('logs one line per answered request, with its status and time, and none for the probes', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logger = pino(loggerOptions(true), stream);
    const t = await createTestApp(database, { logger });
    await t.app.inject({ url: '/api/config' });
    await t.app.inject({ url: '/healthz' });
    await t.app.inject({ url: '/readyz' });
    await t.app.inject({
      url: '/api/auth/me?ac=secret',
      headers: { authorization: 'Bearer faux' },
    });
    const requests = lines.filter((line) => line.msg === 'requête');
    expect(requests).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/config', statusCode: 200 }),
      expect.objectContaining({ method: 'GET', url: '/api/auth/me', statusCode: 401 }),
    ]);
    expect(typeof requests[0]!.ms).toBe('number');
    // The token never reaches the log.
    expect(JSON.stringify(lines)).not.toContain('faux');
    expect(JSON.stringify(lines)).not.toContain('secret');
    await t.close();
  });

  it('stays ready but says « degraded » when Redis is unreachable (limits then run from memory)', async () => {
    // Nothing listens on port 1: every Redis call fails at once.
    const store = createRedisRateLimitStore('redis://127.0.0.1:1');
    const t = await createTestApp(database, { adapters: { rateLimitStore: store } });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'degraded', redis: 'down' });
    // And the limits still count, from memory.
    expect((await store.hit('k', 60_000)).count).toBe(1);
    expect((await store.hit('k', 60_000)).count).toBe(2);
    await t.close();
    await store.close();
  });

  it('fails /healthz and /readyz in French once the database is gone', async () => {
    // Nothing listens on port 1: the pool cannot reach its server.
    const lost = createPostgresDatabase('postgres://postgres@127.0.0.1:1/perdue');
    const t = await createTestApp(lost);
    for (const url of ['/healthz', '/readyz']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'Base de données indisponible.',
        code: 'health.database',
      });
    }
    await t.close();
    await lost.close();
  });

  it('counts requests by route template, never by a concrete address', async () => {
    const t = await createTestApp(database);
    const customer = await createCustomer(t);
    await t.app.inject({ url: '/api/conversations/424242', headers: customer.auth });
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/conversations\/:id",status_code="404"\} 1/,
    );
    expect(metrics.body).not.toContain('424242');
    expect(metrics.body).toContain('chat_streams_in_flight 0');
    expect(metrics.body).toMatch(/email_outbox_backlog \d+/);
    await t.close();
  });

  it('counts messages, the model’s first token and reply time, and refunds', async () => {
    const failing: LlmAdapter = {
      name: 'modèle en panne',
      // eslint-disable-next-line require-yield
      async *stream() {
        throw new Error('connexion perdue');
      },
    };
    const t = await createTestApp(database);
    const customer = await createCustomer(t, { messagesRemaining: 5, tier: 'decouverte' });
    const send = async (app: TestApp) => {
      const created = await app.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: customer.auth,
      });
      return app.app.inject({
        method: 'POST',
        url: `/api/conversations/${created.json().id}/messages`,
        headers: customer.auth,
        payload: { content: 'Mon travail va-t-il changer ?' },
      });
    };
    expect((await send(t)).statusCode).toBe(200);
    const body = (await t.app.inject({ url: '/metrics' })).body;
    expect(body).toContain('chat_messages_sent_total 1');
    expect(body).toMatch(/llm_time_to_first_token_seconds_count\{llm="[^"]+"\} 1/);
    expect(body).toMatch(/llm_reply_duration_seconds_count\{llm="[^"]+",outcome="complete"\} 1/);
    await t.close();

    const broken = await createTestApp(database, { adapters: { llm: failing } });
    expect((await send(broken)).statusCode).toBe(503);
    const after = (await broken.app.inject({ url: '/metrics' })).body;
    expect(after).toContain('chat_refunds_total{cause="failed"} 1');
    expect(after).toMatch(
      /llm_reply_duration_seconds_count\{llm="modèle en panne",outcome="failed"\} 1/,
    );
    await broken.close();
  });

  describe('in production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(database, {
        config: {
          isProduction: true,
          jwtSecret: 'x'.repeat(40),
          trustProxy: 1,
          publicUrl: 'https://voyance.example',
          metricsToken: METRICS_TOKEN,
        },
      });
    });
    afterAll(() => t.close());

    it('hides /metrics from the internet, even behind a forged forwarded address', async () => {
      const res = await t.app.inject({
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'common.not_found' });
      const wrong = await t.app.inject({
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: `Bearer ${'n'.repeat(40)}` },
      });
      expect(wrong.statusCode).toBe(404);
    });

    it('hides /metrics from a reverse proxy on this machine, unless it brings the token', async () => {
      for (const headers of [
        { 'x-forwarded-for': '203.0.113.9' },
        { forwarded: 'for=203.0.113.9' },
        { 'x-real-ip': '203.0.113.9' },
      ]) {
        const relayed = await t.app.inject({
          url: '/metrics',
          remoteAddress: '127.0.0.1',
          headers,
        });
        expect(relayed.statusCode, JSON.stringify(headers)).toBe(404);
      }
      const withToken = await t.app.inject({
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '10.0.0.2', authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(withToken.statusCode).toBe(200);
    });

    it('opens /metrics to this machine and to the operator’s token', async () => {
      const local = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
      const scraper = await t.app.inject({
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(scraper.statusCode).toBe(200);
      expect(scraper.body).toContain('http_request_duration_seconds');
    });
  });
});

describe('a graceful shutdown', () => {
  let database: Database;
  beforeAll(async () => {
    database = createTestPglite();
    await database.migrate();
  });
  afterAll(() => database.close());

  it('turns /readyz and new requests away in French while the reply in flight ends', async () => {
    let started!: () => void;
    const replyStarted = new Promise<void>((resolve) => (started = resolve));
    // A model that, once asked, takes a while to notice it was stopped.
    const sluggish: LlmAdapter = {
      name: 'sluggish',
      async *stream() {
        yield 'Je';
        started();
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        yield ' vois.';
      },
    };
    const t = await createTestApp(database, { adapters: { llm: sluggish } });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const customer = await createCustomer(t, { messagesRemaining: 5 });
    const created = await fetch(`${base}/api/conversations`, {
      method: 'POST',
      headers: customer.auth,
    });
    const { id } = (await created.json()) as { id: number };
    const streaming = fetch(`${base}/api/conversations/${id}/messages`, {
      method: 'POST',
      headers: {
        ...customer.auth,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify({ content: 'Vais-je déménager cette année ?' }),
    }).then((res) => res.text());
    await replyStarted;

    const closing = t.app.close();
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      message: 'Le service redémarre. Réessayez dans un instant.',
      code: 'health.shutting_down',
    });
    const other = await fetch(`${base}/api/config`);
    expect(other.status).toBe(503);
    expect(other.headers.get('retry-after')).toBe('1');

    await closing;
    // The reply in flight was finished within the deadline, stored and charged once.
    expect(await streaming).toContain('event: done');
    const balance = createBalanceRepository({ db: database.db });
    expect(await balance.remaining(database.db, customer.userId)).toBe(4);
  }, 20_000);
});
