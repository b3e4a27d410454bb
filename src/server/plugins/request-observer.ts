import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { logSafeUrl } from '../lib/log-safe-url.js';
import { createAccessLog } from '../lib/logger.js';
import type { Metrics } from '../lib/metrics.js';

/** The probes a balancer and Prometheus send every few seconds: measured, not logged. */
const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);
const NOT_FOUND_ROUTE = 'non trouvée';

/**
 * What every answered request leaves behind: its latency by route (metrics)
 * and one access line (Fastify's own two lines are off). Fastify calls its
 * log controller when an answer is finished, with no hook runner around it:
 * the same moment as an `onResponse` hook, for a tenth less of a cheap
 * request's time (issue 12, `npm run bench`'s `/api/config` row). It does so
 * only for an app that has a logger: buildApp always gives one.
 */
class RequestObserver extends LogController {
  constructor(
    private readonly metrics: Metrics,
    private readonly accessLog: ReturnType<typeof createAccessLog>,
  ) {
    super({ disableRequestLogging: true });
  }

  override requestCompleted(_error: unknown, request: FastifyRequest, reply: FastifyReply): void {
    const route = request.routeOptions.url ?? NOT_FOUND_ROUTE;
    this.metrics.httpDuration.observe(
      request.method,
      route,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    if (QUIET_ROUTES.has(route)) return;
    // Flat fields, not `req`: they hold nothing secret, and need no redaction.
    this.accessLog({
      reqId: request.id,
      method: request.method,
      url: logSafeUrl(request.url),
      ip: request.ip,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    });
  }
}

/** Fastify's `logController` for the app: `logger` is the app's, a silent one in most tests. */
export function createRequestObserver(metrics: Metrics, logger: unknown): LogController {
  return new RequestObserver(metrics, createAccessLog(logger));
}
