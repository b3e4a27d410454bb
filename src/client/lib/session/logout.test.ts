import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { createMemoryStorage } from '@/lib/storage';
import { logout } from './logout';

/** A client whose server answers the logout with `answer`, recording what it was sent. */
function setup(answer: () => Response | Promise<Response>) {
  const sent: { url: string; init: RequestInit }[] = [];
  const storage = createMemoryStorage({ accessToken: 'current-token' });
  const client = createApiClient({
    fetch: async (url, init) => {
      sent.push({ url, init });
      return answer();
    },
    storage,
    getPathname: () => '/chat',
    navigate: () => {
      throw new Error('a logout never navigates through the API client');
    },
    logger: { error: () => {} },
  });
  return { client, sent, storage };
}

const ok = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('logout', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks the server to end the session with a call that outlives the page, then forgets the token', async () => {
    const { client, sent, storage } = setup(() => ok({ redirect: '/' }));

    await expect(logout(client)).resolves.toBe('/');

    const [call, ...others] = sent;
    expect(others).toEqual([]);
    expect(call?.url).toBe('/api/auth/logout');
    expect(call?.init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
    expect(new Headers(call?.init.headers).get('Authorization')).toBe('Bearer current-token');
    expect(storage.getItem('accessToken')).toBeNull();
  });

  it('forgets the token and goes to /auth whatever the server says, without renewing on 401', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, sent, storage } = setup(
      () => new Response(JSON.stringify({ message: 'Session expirée' }), { status: 401 }),
    );

    await expect(logout(client)).resolves.toBe('/auth');

    expect(logged).toHaveBeenCalledOnce();
    expect(sent.map((call) => call.url)).toEqual(['/api/auth/logout']);
    expect(storage.getItem('accessToken')).toBeNull();
  });

  it('never follows a redirect that leaves the site', async () => {
    const { client } = setup(() => ok({ redirect: 'https://ailleurs.example/' }));

    await expect(logout(client)).resolves.toBe('/auth');
  });
});
