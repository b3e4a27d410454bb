import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors.js';
import type { AccessClaims, AccessTokens } from '../modules/auth/access-tokens.js';
import type { Db } from '../db/client.js';
import { isSessionLive } from '../modules/auth/session-state.read.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`: who is calling. */
    auth: AccessClaims | null;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

export function createAuthGuard(accessTokens: AccessTokens, db: Db) {
  /** The claims of a valid, unrevoked bearer token, or null. */
  async function readClaims(request: FastifyRequest): Promise<AccessClaims | null> {
    const token = bearerOf(request);
    if (!token) return null;
    const claims = await accessTokens.verify(token);
    if (!claims || !(await isSessionLive(db, claims))) return null;
    return claims;
  }

  /** onRequest hook for routes that need a user: 401 before anything else is read. */
  async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
    const hasToken = bearerOf(request) !== undefined;
    const claims = await readClaims(request);
    if (!claims) throw unauthorized(hasToken ? 'auth.invalid_token' : 'auth.unauthenticated');
    request.auth = claims;
  }

  /**
   * onRequest hook for a route that checks the session itself, in the same
   * query as what it reads (GET /api/auth/me): only the token's signature
   * and dates here; the route must refuse a session that is not live.
   */
  async function requireToken(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerOf(request);
    const claims = token ? await accessTokens.verify(token) : null;
    if (!claims) throw unauthorized(token ? 'auth.invalid_token' : 'auth.unauthenticated');
    request.auth = claims;
  }

  return { readClaims, requireUser, requireToken };
}

export type AuthGuard = ReturnType<typeof createAuthGuard>;
