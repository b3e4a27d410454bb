import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'refresh_token';
/** The cookie only travels with the auth calls, never with the rest of the API. */
const COOKIE_PATH = '/api/auth';

export function createRefreshCookie(secure: boolean) {
  // Strict: our own pages call the auth routes with fetch (same site); no other
  // site's form or link ever needs to carry the session.
  const base = { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict' as const, secure };
  const clear = (reply: FastifyReply) => void reply.clearCookie(REFRESH_COOKIE, base);
  return {
    read: (request: FastifyRequest): string | undefined => request.cookies[REFRESH_COOKIE],
    set(reply: FastifyReply, refresh: { token: string; persistent: boolean; expiresAt: Date }) {
      // Without "remember me" the cookie dies with the browser session.
      reply.setCookie(REFRESH_COOKIE, refresh.token, {
        ...base,
        ...(refresh.persistent ? { expires: refresh.expiresAt } : {}),
      });
    },
    /**
     * For an authenticated call outside /api/auth, which the browser sends
     * without the cookie (its path): the caller proved who they are, so the
     * clearing one is theirs to receive.
     */
    clear,
    /** Only a request that carried the cookie gets a clearing one: a stranger's request changes nothing. */
    clearIfSent(request: FastifyRequest, reply: FastifyReply) {
      if (request.cookies[REFRESH_COOKIE] !== undefined) clear(reply);
    },
  };
}

export type RefreshCookie = ReturnType<typeof createRefreshCookie>;

/**
 * Routes that read or set the refresh cookie, with cookie parsing around
 * them: only they pay for it (@fastify/cookie's two hooks on every request
 * were 4 % of a cheap one, issue 12).
 */
export function withCookies(routes: (app: FastifyInstance) => Promise<void>) {
  return async function (app: FastifyInstance) {
    await app.register(fastifyCookie);
    await app.register(routes);
  };
}
