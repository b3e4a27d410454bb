import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import type { RateLimitStore } from '../adapters/rate-limit/rate-limit.store.js';
import { ERRORS } from '#shared/error-codes.js';
import { isDirectLocalClient } from '../lib/loopback.js';
import type { Metrics } from '../lib/metrics.js';

const PROBE_DEADLINE_MS = 2_000;

function bearerMatches(request: FastifyRequest, token: string | null): boolean {
  const header = request.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * What a load balancer and an operator ask the process (ARCHITECTURE.md):
 * /healthz (alive, the database answers), /readyz (also Redis when
 * configured; false from the start of a shutdown), /metrics (Prometheus; in
 * production only to this machine or with METRICS_TOKEN). The latency of
 * every request and its access line: request-observer.ts.
 */
export function registerObservability(
  app: FastifyInstance,
  deps: {
    database: Database;
    rateLimitStore: RateLimitStore;
    metrics: Metrics;
    isProduction: boolean;
    metricsToken: string | null;
  },
) {
  const { database, rateLimitStore, metrics } = deps;
  let shuttingDown = false;
  // The first hook of a shutdown: /readyz fails, so a load balancer stops
  // sending traffic here, and what still arrives is told to come back.
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  // It runs on every request: synchronous, so it costs no promise each.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!shuttingDown) return done();
    reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send({ message: ERRORS['health.shutting_down'], code: 'health.shutting_down' });
  });

  // A database that hangs must not hang the probe: the balancer's own timeout would hide why.
  const databaseAnswers = async () => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), PROBE_DEADLINE_MS);
    });
    try {
      return await Promise.race([database.ping().then(() => true), deadline]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  app.get('/healthz', async (_request, reply) => {
    if (await databaseAnswers()) return { status: 'ok' };
    return reply.code(503).send({ message: ERRORS['health.database'], code: 'health.database' });
  });

  app.get('/readyz', async (_request, reply) => {
    if (!(await databaseAnswers())) {
      return reply.code(503).send({ message: ERRORS['health.database'], code: 'health.database' });
    }
    // Without Redis the limits fall back to this process's memory: serve, but say so.
    const redis = await rateLimitStore.health();
    return { status: redis === 'down' ? 'degraded' : 'ok', database: 'ok', redis };
  });

  app.get('/metrics', async (request, reply) => {
    const allowed =
      !deps.isProduction ||
      isDirectLocalClient(request) ||
      bearerMatches(request, deps.metricsToken);
    if (!allowed) {
      return reply
        .code(404)
        .send({ message: ERRORS['common.not_found'], code: 'common.not_found' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
