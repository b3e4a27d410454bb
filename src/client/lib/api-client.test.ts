import { describe, expect, it } from 'vitest';
import { createApiClient, readErrorBody, type FetchLike } from './api-client';
import { ApiError, NetworkError, SessionExpiredError } from './api-error';
import { createMemoryStorage } from './storage';

interface Call {
  url: string;
  method: string;
  authorization: string | null;
  contentType: string | null;
  body: string | null;
  credentials: RequestCredentials | undefined;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A promise the test resolves by hand, to hold the refresh while other requests fail. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * A fake server: /api/auth/refresh answers what the test says; every other URL
 * accepts only "Bearer <validToken>" and echoes the URL back.
 */
function setup(options: {
  token?: string;
  validToken?: string;
  refresh?: () => Promise<Response>;
  pathname?: string;
  handler?: (call: Call) => Response | Promise<Response> | undefined;
}) {
  const calls: Call[] = [];
  const navigations: string[] = [];
  /** onSessionEnded calls and navigations, in order. */
  const events: string[] = [];
  const errors: unknown[][] = [];
  const storage = createMemoryStorage(options.token ? { accessToken: options.token } : {});
  const fetch: FetchLike = async (url, init) => {
    const headers = new Headers(init.headers);
    const call: Call = {
      url,
      method: init.method ?? 'GET',
      authorization: headers.get('Authorization'),
      contentType: headers.get('Content-Type'),
      body: typeof init.body === 'string' ? init.body : null,
      credentials: init.credentials,
    };
    calls.push(call);
    if (url === '/api/auth/refresh') {
      return options.refresh ? options.refresh() : json(401, { message: 'Aucune session' });
    }
    const custom = options.handler?.(call);
    if (custom) return custom;
    if (call.authorization === `Bearer ${options.validToken ?? 'new-token'}`)
      return json(200, { url });
    return json(401, { message: 'Votre session a expiré. Veuillez vous reconnecter.' });
  };
  const client = createApiClient({
    fetch,
    storage,
    getPathname: () => options.pathname ?? '/chat',
    navigate: (url) => {
      navigations.push(url);
      events.push(`navigate ${url}`);
    },
    onSessionEnded: () => events.push('session ended'),
    logger: { error: (...args: unknown[]) => errors.push(args) },
  });
  const dataCalls = () => calls.filter((call) => call.url !== '/api/auth/refresh');
  const refreshCalls = () => calls.filter((call) => call.url === '/api/auth/refresh');
  return { client, calls, dataCalls, refreshCalls, navigations, events, storage, errors };
}

describe('api client: sending', () => {
  it('sends the bearer token, cookies and a JSON body with its content type', async () => {
    const { client, calls } = setup({ token: 'new-token' });
    await client.post('/api/things', { a: 1 });
    expect(calls).toEqual([
      {
        url: '/api/things',
        method: 'POST',
        authorization: 'Bearer new-token',
        contentType: 'application/json',
        body: '{"a":1}',
        credentials: 'include',
      },
    ]);
  });

  it('sends no content type without a body (Fastify refuses an empty JSON body)', async () => {
    const { client, calls } = setup({ token: 'new-token' });
    await client.post('/api/auth/logout');
    expect(calls[0]?.contentType).toBeNull();
    expect(calls[0]?.body).toBeNull();
  });

  it('sends no bearer when told not to (login), and never refreshes on its 401', async () => {
    const { client, calls, refreshCalls, navigations } = setup({ token: 'old-token' });
    await expect(
      client.post('/api/auth/login', { username: 'a@b.fr' }, { auth: false }),
    ).rejects.toThrow('Votre session a expiré. Veuillez vous reconnecter.');
    expect(calls[0]?.authorization).toBeNull();
    expect(refreshCalls()).toHaveLength(0);
    expect(navigations).toEqual([]);
  });

  it('turns a network failure into a NetworkError, without touching the token', async () => {
    const { client, storage, navigations } = setup({
      token: 'new-token',
      handler: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(client.get('/api/x')).rejects.toBeInstanceOf(NetworkError);
    expect(storage.getItem('accessToken')).toBe('new-token');
    expect(navigations).toEqual([]);
  });
});

describe('api client: refresh queue', () => {
  it('refreshes once for several parallel 401s and replays each request once with the new token', async () => {
    const refresh = deferred<Response>();
    const { client, dataCalls, refreshCalls, storage, navigations } = setup({
      token: 'old-token',
      refresh: () => refresh.promise,
    });

    const pending = Promise.all([client.get('/api/a'), client.get('/api/b'), client.get('/api/c')]);
    // Let the three requests meet their 401 and queue behind the single refresh.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(refreshCalls()).toHaveLength(1);
    refresh.resolve(json(200, { accessToken: 'new-token' }));

    await expect(pending).resolves.toEqual([
      { url: '/api/a' },
      { url: '/api/b' },
      { url: '/api/c' },
    ]);
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]?.credentials).toBe('include');
    for (const url of ['/api/a', '/api/b', '/api/c']) {
      const forUrl = dataCalls().filter((call) => call.url === url);
      expect(forUrl.map((call) => call.authorization)).toEqual([
        'Bearer old-token',
        'Bearer new-token',
      ]);
    }
    expect(storage.getItem('accessToken')).toBe('new-token');
    expect(navigations).toEqual([]);
  });

  it('replays a late 401 with the already renewed token, without a second refresh', async () => {
    let releaseLate!: () => void;
    const lateGate = new Promise<void>((resolve) => {
      releaseLate = resolve;
    });
    const { client, refreshCalls, dataCalls } = setup({
      token: 'old-token',
      refresh: async () => json(200, { accessToken: 'new-token' }),
      handler: (call) =>
        call.url === '/api/late' && call.authorization === 'Bearer old-token'
          ? lateGate.then(() => json(401, { message: 'expiré' }))
          : undefined,
    });
    const late = client.get('/api/late');
    await client.get('/api/first');
    releaseLate();
    await expect(late).resolves.toEqual({ url: '/api/late' });
    expect(refreshCalls()).toHaveLength(1);
    expect(dataCalls().filter((call) => call.url === '/api/late')).toHaveLength(2);
  });

  it('replays only once: a second 401 after a successful refresh is an error', async () => {
    const { client, dataCalls, refreshCalls } = setup({
      token: 'old-token',
      validToken: 'never-valid',
      refresh: async () => json(200, { accessToken: 'new-token' }),
    });
    await expect(client.get('/api/a')).rejects.toBeInstanceOf(ApiError);
    expect(dataCalls()).toHaveLength(2);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('on a failed refresh rejects every waiting request, clears the token and redirects once', async () => {
    const refresh = deferred<Response>();
    const { client, storage, navigations, refreshCalls, dataCalls } = setup({
      token: 'old-token',
      refresh: () => refresh.promise,
    });

    const results = Promise.allSettled([
      client.get('/api/a'),
      client.get('/api/b'),
      client.getOrNull('/api/me'),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    refresh.resolve(json(401, { message: 'Votre session a expiré.' }));

    const settled = await results;
    for (const result of settled) {
      expect(result.status).toBe('rejected');
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(SessionExpiredError);
    }
    expect(refreshCalls()).toHaveLength(1);
    expect(dataCalls()).toHaveLength(3);
    expect(storage.getItem('accessToken')).toBeNull();
    expect(navigations).toEqual(['/auth?expired=true']);
  });

  it('treats a network failure of the refresh as a failed refresh', async () => {
    const { client, navigations, storage } = setup({
      token: 'old-token',
      refresh: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(client.get('/api/a')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(storage.getItem('accessToken')).toBeNull();
    expect(navigations).toEqual(['/auth?expired=true']);
  });

  it('does not redirect when already on /auth', async () => {
    const { client, navigations, storage } = setup({ token: 'old-token', pathname: '/auth' });
    await expect(client.get('/api/a')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(storage.getItem('accessToken')).toBeNull();
    expect(navigations).toEqual([]);
  });

  it('redirects only once across successive failed refreshes', async () => {
    const { client, navigations, storage } = setup({ token: 'old-token' });
    await expect(client.get('/api/a')).rejects.toBeInstanceOf(SessionExpiredError);
    storage.setItem('accessToken', 'another-old-token');
    await expect(client.get('/api/b')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(navigations).toEqual(['/auth?expired=true']);
  });

  it('ends the session once (cache clean-up) before redirecting, for all the waiting requests', async () => {
    const { client, events } = setup({ token: 'old-token' });
    const settled = await Promise.allSettled([client.get('/api/a'), client.get('/api/b')]);
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    // A later call goes out as a guest's: no second clean-up.
    await expect(client.get('/api/c')).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual(['session ended', 'navigate /auth?expired=true']);
  });

  it('ends the session on /auth too, without navigating', async () => {
    const { client, events } = setup({ token: 'old-token', pathname: '/auth' });
    await expect(client.get('/api/a')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(events).toEqual(['session ended']);
  });

  it('a new session (new token) that expires in turn cleans up and redirects again', async () => {
    const { client, events, storage } = setup({ token: 'old-token' });
    await expect(client.get('/api/a')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(client.hasSessionExpired()).toBe(true);
    // The user logs in again in the same tab.
    client.setAccessToken('second-token');
    expect(client.hasSessionExpired()).toBe(false);
    await expect(client.get('/api/b')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(storage.getItem('accessToken')).toBeNull();
    expect(events).toEqual([
      'session ended',
      'navigate /auth?expired=true',
      'session ended',
      'navigate /auth?expired=true',
    ]);
  });
});

describe('api client: guests (no token)', () => {
  it('gives null on 401 to a read that opts into it, with no refresh and no redirect', async () => {
    const { client, refreshCalls, navigations, calls } = setup({});
    await expect(client.getOrNull('/api/auth/me')).resolves.toBeNull();
    expect(calls[0]?.authorization).toBeNull();
    expect(refreshCalls()).toHaveLength(0);
    expect(navigations).toEqual([]);
  });

  it('throws the server message on 401 for an ordinary read, still without redirect', async () => {
    const { client, refreshCalls, navigations } = setup({});
    await expect(client.get('/api/conversations')).rejects.toMatchObject({
      status: 401,
      message: 'Votre session a expiré. Veuillez vous reconnecter.',
    });
    expect(refreshCalls()).toHaveLength(0);
    expect(navigations).toEqual([]);
  });
});

describe('api client: refreshAccessToken', () => {
  it('stores and returns the new token', async () => {
    const { client, storage } = setup({ refresh: async () => json(200, { accessToken: 'fresh' }) });
    await expect(client.refreshAccessToken()).resolves.toBe('fresh');
    expect(storage.getItem('accessToken')).toBe('fresh');
  });

  it('gives null on a non-ok answer or a network failure, without redirecting', async () => {
    const refused = setup({});
    await expect(refused.client.refreshAccessToken()).resolves.toBeNull();
    const offline = setup({ refresh: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(offline.client.refreshAccessToken()).resolves.toBeNull();
    expect([...refused.navigations, ...offline.navigations]).toEqual([]);
  });

  it('gives null when there was no session to renew (204, a visitor)', async () => {
    const { client, storage, navigations } = setup({
      refresh: async () => new Response(null, { status: 204 }),
    });
    await expect(client.refreshAccessToken()).resolves.toBeNull();
    expect(storage.getItem('accessToken')).toBeNull();
    expect(navigations).toEqual([]);
  });

  it('shares one call between concurrent callers', async () => {
    const { client, refreshCalls } = setup({
      refresh: async () => json(200, { accessToken: 'fresh' }),
    });
    await Promise.all([client.refreshAccessToken(), client.refreshAccessToken()]);
    expect(refreshCalls()).toHaveLength(1);
  });
});

describe('api client: error messages (spec §7, issue 14)', () => {
  const GENERIC = "Une erreur inattendue s'est produite.";
  const cases: Array<[string, Response, string]> = [
    [
      'the message field of our JSON body',
      json(409, { message: 'Un compte existe déjà.', code: 'auth.email_taken' }),
      'Un compte existe déjà.',
    ],
    ['the generic French text for JSON of another shape', json(400, { error: 'bad' }), GENERIC],
    [
      'the generic French text for a plain-text body',
      new Response('Internal Server Error', { status: 500 }),
      GENERIC,
    ],
    [
      'the generic French text, never the status text, for an empty body',
      new Response(null, { status: 502, statusText: 'Bad Gateway' }),
      GENERIC,
    ],
  ];

  it.each(cases)('uses %s', async (_label, response, expected) => {
    await expect(readErrorBody(response)).resolves.toMatchObject({ message: expected });
  });

  it('falls back to a French generic text when nothing else is readable', async () => {
    await expect(readErrorBody(new Response('<html>502</html>', { status: 502 }))).resolves.toEqual(
      {
        message: "Une erreur inattendue s'est produite.",
      },
    );
  });

  it('throws an ApiError carrying status, message and code, and logs it with the status', async () => {
    const { client, errors } = setup({
      token: 'new-token',
      handler: () => json(409, { message: 'Un compte existe déjà.', code: 'auth.email_taken' }),
    });
    const error = await client.post('/api/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Un compte existe déjà.',
      code: 'auth.email_taken',
    });
    expect(String(errors[0]?.[0])).toContain('409');
  });
});

describe('api client: fetchRaw (streamed replies)', () => {
  const streamHandler = (call: Call) =>
    call.url === '/api/stream' && call.authorization === 'Bearer new-token'
      ? new Response('event: delta\ndata: {"text":"Bonjour"}\n\n', {
          status: 200,
          headers: { 'Content-Type': 'text/event-stream' },
        })
      : undefined;

  it("sends the bearer, cookies and the caller's method, headers and body, and returns the Response unread", async () => {
    const { client, calls } = setup({ token: 'new-token', handler: streamHandler });
    const response = await client.fetchRaw('/api/stream', {
      method: 'POST',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: '{"content":"Salut"}',
    });
    expect(response.headers.get('Content-Type')).toBe('text/event-stream');
    await expect(response.text()).resolves.toContain('Bonjour');
    expect(calls).toEqual([
      {
        url: '/api/stream',
        method: 'POST',
        authorization: 'Bearer new-token',
        contentType: 'application/json',
        body: '{"content":"Salut"}',
        credentials: 'include',
      },
    ]);
  });

  it('refreshes once on a 401 and replays the same request with the new token', async () => {
    const { client, dataCalls, refreshCalls, storage } = setup({
      token: 'old-token',
      refresh: async () => json(200, { accessToken: 'new-token' }),
      handler: streamHandler,
    });
    const response = await client.fetchRaw('/api/stream', { method: 'POST', body: '{"a":1}' });
    expect(response.status).toBe(200);
    await expect(response.text()).resolves.toContain('Bonjour');
    expect(refreshCalls()).toHaveLength(1);
    expect(dataCalls().map((call) => [call.authorization, call.body])).toEqual([
      ['Bearer old-token', '{"a":1}'],
      ['Bearer new-token', '{"a":1}'],
    ]);
    expect(storage.getItem('accessToken')).toBe('new-token');
  });

  it('returns other error statuses as they are, for the caller to read', async () => {
    const { client, refreshCalls } = setup({
      token: 'new-token',
      handler: () => json(402, { message: "Vous n'avez plus de messages disponibles." }),
    });
    const response = await client.fetchRaw('/api/stream', { method: 'POST', body: '{}' });
    expect(response.status).toBe(402);
    await expect(readErrorBody(response)).resolves.toEqual({
      message: "Vous n'avez plus de messages disponibles.",
    });
    expect(refreshCalls()).toHaveLength(0);
  });

  it('on a failed refresh rejects with SessionExpiredError, clears the token and redirects', async () => {
    const { client, storage, navigations } = setup({ token: 'old-token' });
    await expect(client.fetchRaw('/api/stream', { method: 'POST' })).rejects.toBeInstanceOf(
      SessionExpiredError,
    );
    expect(storage.getItem('accessToken')).toBeNull();
    expect(navigations).toEqual(['/auth?expired=true']);
  });

  it('gives a guest (no token) its 401 without refreshing', async () => {
    const { client, refreshCalls, navigations } = setup({});
    const response = await client.fetchRaw('/api/stream');
    expect(response.status).toBe(401);
    expect(refreshCalls()).toHaveLength(0);
    expect(navigations).toEqual([]);
  });

  it('turns a network failure into a NetworkError and lets an abort through', async () => {
    const offline = setup({
      token: 'new-token',
      handler: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(offline.client.fetchRaw('/api/stream')).rejects.toBeInstanceOf(NetworkError);
    const aborted = setup({
      token: 'new-token',
      handler: () => Promise.reject(new DOMException('Aborted', 'AbortError')),
    });
    await expect(aborted.client.fetchRaw('/api/stream')).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
