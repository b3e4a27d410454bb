import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  NetworkError,
  SessionExpiredError,
  isAbortError,
} from './api-error';
import { SESSION_EXPIRED_PATH, paths } from './paths';
import { browserStorage, type KeyValueStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';
import { navigateTo } from './navigation';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** What a 401 does to a call: throw (default), or resolve to null for reads that tolerate guests. */
export type On401 = 'throw' | 'returnNull';

export interface ApiClientDeps {
  fetch: FetchLike;
  storage: KeyValueStorage;
  /** The current path, read when deciding whether to redirect. */
  getPathname: () => string;
  /** A full-page navigation: it also drops every in-memory state of the dead session. */
  navigate: (url: string) => void;
  /**
   * Called once when the session could not be renewed, before the redirect: the
   * app drops the cached user and its data, or /auth would still see them logged in.
   */
  onSessionEnded?: () => void;
  logger?: Pick<Console, 'error'>;
  /** Prefix of every URL; empty in the browser (same origin). */
  baseUrl?: string;
}

export interface RequestOptions {
  body?: unknown;
  on401?: On401;
  /**
   * false: no bearer and no refresh on 401. Login and registration need it: their
   * 401 means wrong credentials, not an expired session.
   */
  auth?: boolean;
  /** false: a 401 is returned as is, without refresh (logout must not end on "session expired"). */
  refreshOn401?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The request outlives the page: a logout still reaches the server when the person leaves at once. */
  keepalive?: boolean;
}

/** What fetchRaw accepts: a replayable (string) body, and the session's own credentials. */
export type RawRequestInit = Omit<RequestInit, 'body' | 'credentials'> & { body?: string };

type NullOn401 = RequestOptions & { on401: 'returnNull' };
type ThrowOn401 = RequestOptions & { on401?: 'throw' };

const REFRESH_URL = '/api/auth/refresh';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The error text to show: the `message` of our own JSON body `{ message }`,
 * always French. Anything else (a proxy's HTML page, « Bad Gateway » as text,
 * an empty body, a status text, JSON of another shape) never reaches the
 * person: they get the spec's generic French text (issue 14).
 */
export async function readErrorBody(
  response: Response,
): Promise<{ message: string; code?: string }> {
  let text = '';
  try {
    text = (await response.text()).trim();
  } catch {
    // An unreadable body gets the generic text.
  }
  try {
    const json: unknown = text ? JSON.parse(text) : null;
    if (isRecord(json) && typeof json.message === 'string' && json.message.trim()) {
      return typeof json.code === 'string'
        ? { message: json.message, code: json.code }
        : { message: json.message };
    }
  } catch {
    // Not JSON: not ours.
  }
  return { message: GENERIC_ERROR_MESSAGE };
}

async function parseBody<T>(response: Response): Promise<T> {
  const text = response.status === 204 ? '' : await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, 'Réponse inattendue du serveur.');
  }
}

/**
 * The API client of spec §4 and §7. Every outside effect (network, storage,
 * navigation) is injected so that the refresh queue can be tested in Node.
 */
export function createApiClient(deps: ApiClientDeps) {
  const baseUrl = deps.baseUrl ?? '';
  /** The one refresh call in flight, shared by everyone who needs a new token. */
  let refreshing: Promise<string | null> | null = null;
  /** Refresh plus clean-up on failure, shared by the requests that met a 401 meanwhile. */
  let recovering: Promise<string | null> | null = null;
  /** The token whose renewal failed: a late 401 carrying it must not refresh again. */
  let expiredToken: string | null = null;
  /** The expiry redirect happens once, not once per waiting request. */
  let redirected = false;

  const getAccessToken = () => deps.storage.getItem(STORAGE_KEYS.accessToken);
  /** A new session begins: a later failure to renew it must clean up and redirect again. */
  const setAccessToken = (token: string) => {
    deps.storage.setItem(STORAGE_KEYS.accessToken, token);
    expiredToken = null;
    redirected = false;
  };
  const clearAccessToken = () => deps.storage.removeItem(STORAGE_KEYS.accessToken);

  async function doRefresh(): Promise<string | null> {
    try {
      const response = await deps.fetch(baseUrl + REFRESH_URL, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        credentials: 'include',
      });
      // 204: no session cookie, nothing to renew (a visitor).
      if (!response.ok || response.status === 204) return null;
      const data: unknown = await response.json();
      const token = isRecord(data) && typeof data.accessToken === 'string' ? data.accessToken : '';
      if (!token) return null;
      setAccessToken(token);
      return token;
    } catch {
      return null;
    }
  }

  /** POST /api/auth/refresh with the cookie; stores and returns the new token, or null. */
  function refreshAccessToken(): Promise<string | null> {
    refreshing ??= doRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function isOnAuthPage(): boolean {
    const pathname = deps.getPathname();
    return pathname === paths.auth || pathname.startsWith(`${paths.auth}/`);
  }

  function expireSession(): void {
    expiredToken = getAccessToken();
    clearAccessToken();
    if (redirected) return;
    redirected = true;
    deps.onSessionEnded?.();
    if (!isOnAuthPage()) deps.navigate(SESSION_EXPIRED_PATH);
  }

  function recoverSession(): Promise<string | null> {
    recovering ??= refreshAccessToken()
      .then((token) => {
        if (!token) expireSession();
        return token;
      })
      .finally(() => {
        recovering = null;
      });
    return recovering;
  }

  /** The token to replay a request with after its 401, or a SessionExpiredError. */
  async function tokenForReplay(usedToken: string): Promise<string> {
    const current = getAccessToken();
    // Another request already renewed the session while this one was in flight.
    if (current && current !== usedToken) return current;
    // This session already failed to renew: do not hammer the refresh endpoint.
    if (!current && usedToken === expiredToken) throw new SessionExpiredError();
    const fresh = await recoverSession();
    if (!fresh) throw new SessionExpiredError();
    return fresh;
  }

  /** One fetch with the session's bearer and cookies; a network failure becomes a NetworkError. */
  async function dispatch(url: string, init: RequestInit, token: string | null) {
    const headers = new Headers(init.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const method = init.method ?? 'GET';
    try {
      return await deps.fetch(baseUrl + url, { ...init, headers, credentials: 'include' });
    } catch (error) {
      if (isAbortError(error)) throw error;
      deps.logger?.error(`[api] ${method} ${url}: serveur injoignable`, error);
      throw new NetworkError(error);
    }
  }

  function send(method: HttpMethod, url: string, options: RequestOptions, token: string | null) {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    // Only with a body: Fastify rejects an empty body announced as JSON (logout, refresh).
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    return dispatch(
      url,
      {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
        keepalive: options.keepalive,
      },
      token,
    );
  }

  function request<T>(method: HttpMethod, url: string, options: NullOn401): Promise<T | null>;
  function request<T>(method: HttpMethod, url: string, options?: ThrowOn401): Promise<T>;
  async function request<T>(
    method: HttpMethod,
    url: string,
    options: RequestOptions = {},
  ): Promise<T | null> {
    const token = options.auth === false ? null : getAccessToken();
    let response = await send(method, url, options, token);
    // A guest (no token) is never refreshed nor redirected; a replay happens at most once.
    if (response.status === 401 && token && options.refreshOn401 !== false) {
      response = await send(method, url, options, await tokenForReplay(token));
    }
    if (response.status === 401 && options.on401 === 'returnNull') return null;
    if (!response.ok) {
      const { message, code } = await readErrorBody(response);
      deps.logger?.error(`[api] ${method} ${url} → ${response.status}: ${message}`);
      throw new ApiError(response.status, message, code);
    }
    return parseBody<T>(response);
  }

  /**
   * For callers that read the Response themselves (a streamed reply): the same
   * bearer, cookies and single refresh-then-replay on 401 as every other call,
   * but the Response comes back whatever its status. The body is a string so
   * that the replay can send it again.
   */
  async function fetchRaw(url: string, init: RawRequestInit = {}): Promise<Response> {
    const token = getAccessToken();
    const response = await dispatch(url, init, token);
    if (response.status !== 401 || !token) return response;
    // The 401 body is dropped unread: release it before replaying.
    await response.body?.cancel().catch(() => {});
    return dispatch(url, init, await tokenForReplay(token));
  }

  return {
    request,
    get: <T>(url: string, options?: Omit<ThrowOn401, 'body'>) => request<T>('GET', url, options),
    /** A read that resolves to null on 401 instead of throwing (guests). */
    getOrNull: <T>(url: string, options?: Omit<RequestOptions, 'body' | 'on401'>) =>
      request<T>('GET', url, { ...options, on401: 'returnNull' }),
    post: <T>(url: string, body?: unknown, options?: Omit<ThrowOn401, 'body'>) =>
      request<T>('POST', url, { ...options, body }),
    put: <T>(url: string, body?: unknown, options?: Omit<ThrowOn401, 'body'>) =>
      request<T>('PUT', url, { ...options, body }),
    patch: <T>(url: string, body?: unknown, options?: Omit<ThrowOn401, 'body'>) =>
      request<T>('PATCH', url, { ...options, body }),
    delete: <T>(url: string, options?: ThrowOn401) => request<T>('DELETE', url, options),
    fetchRaw,
    refreshAccessToken,
    /** True once a renewal failed and no new session began: the user's session expired. */
    hasSessionExpired: () => expiredToken !== null && getAccessToken() === null,
    getAccessToken,
    setAccessToken,
    clearAccessToken,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let sessionEndedHandler: () => void = () => {};

/** The app registers here what an ended session clears (its query cache, see app/app.tsx). */
export function setSessionEndedHandler(handler: () => void): void {
  sessionEndedHandler = handler;
}

/** The app's client: same-origin fetch, localStorage, the router's navigation. Touches nothing at import. */
export const api: ApiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  storage: browserStorage,
  getPathname: () => globalThis.location?.pathname ?? '/',
  navigate: navigateTo,
  onSessionEnded: () => sessionEndedHandler(),
  logger: console,
});

export const refreshAccessToken = (): Promise<string | null> => api.refreshAccessToken();
