import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Called by the payment provider's servers, never by a browser: its signature is its proof. */
const EXEMPT_PATHS = new Set(['/api/stripe/webhook']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface CrossSitePolicy {
  publicUrl: string;
  isProduction: boolean;
}

/**
 * The origins our own pages are served from. Outside production a loopback
 * PUBLIC_URL also accepts the other loopback names on the same port, so that
 * http://127.0.0.1:5000 works as well as http://localhost:5000.
 */
export function allowedOrigins({ publicUrl, isProduction }: CrossSitePolicy): Set<string> {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  if (!isProduction && LOOPBACK_HOSTS.has(url.hostname)) {
    for (const host of LOOPBACK_HOSTS)
      origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return origins;
}

/**
 * Why a state-changing request must be refused as cross-site, or null. Only
 * what a browser says counts: `Sec-Fetch-Site: cross-site`, or an `Origin`
 * that is not ours. Clients that send neither (curl, the payment provider)
 * carry no victim's cookies, so there is nothing to forge.
 */
export function crossSiteReason(
  headers: FastifyRequest['headers'],
  origins: ReadonlySet<string>,
): string | null {
  const site = headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return `sec-fetch-site: ${site}`;
  const origin = headers.origin;
  if (origin !== undefined && !origins.has(origin)) return `origin: ${origin}`;
  return null;
}

/**
 * The path the router matched, not the one the client wrote: `/%61pi/auth/login`
 * reaches the login route, so it must be judged as `/api/auth/login`. A
 * request that matched no route is judged on its decoded path.
 */
function routedPath(request: FastifyRequest): string {
  const routed = request.routeOptions.url;
  if (routed !== undefined) return routed;
  const raw = request.url.split('?')[0]!;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Refuses, with a French 403, every state-changing /api request that a
 * browser sent from another site: a form posted elsewhere cannot log someone
 * in (login CSRF), out, or into another account (ADR 008).
 */
export function registerCrossSitePolicy(app: FastifyInstance, policy: CrossSitePolicy) {
  const origins = allowedOrigins(policy);
  // Synchronous: it runs on every request, and most of them are reads it lets through at once.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const path = routedPath(request);
    if (!path.startsWith('/api/') || EXEMPT_PATHS.has(path)) return done();
    const reason = crossSiteReason(request.headers, origins);
    if (reason === null) return done();
    request.log.warn({ reason, path }, 'requête inter-sites refusée');
    done(forbidden('common.cross_site'));
  });
}
