import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ME_QUERY_KEY } from './current-user';
import { clearSessionCache, watchSignOutElsewhere } from './session-end';

function storageEvent(key: string | null, newValue: string | null): Event {
  return Object.assign(new Event('storage'), { key, newValue });
}

describe('clearSessionCache', () => {
  it('sets the user to null and drops every other cached query', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(ME_QUERY_KEY, { id: 1, email: 'a@b.fr' });
    queryClient.setQueryData(['/api/conversations'], [{ id: 3 }]);
    queryClient.setQueryData(['/api/conversations/3'], { id: 3 });

    clearSessionCache(queryClient);

    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([ME_QUERY_KEY]);
  });
});

describe('watchSignOutElsewhere', () => {
  it('fires when another tab removes the access token, and only then', () => {
    const target = new EventTarget();
    let calls = 0;
    const stop = watchSignOutElsewhere(target, () => (calls += 1));

    target.dispatchEvent(storageEvent('accessToken', 'renewed-token'));
    target.dispatchEvent(storageEvent('guestSessionId', null));
    expect(calls).toBe(0);

    target.dispatchEvent(storageEvent('accessToken', null));
    expect(calls).toBe(1);

    stop();
    target.dispatchEvent(storageEvent('accessToken', null));
    expect(calls).toBe(1);
  });
});
