import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { createMemoryStorage } from '@/lib/storage';
import { adoptAccessToken, refreshCacheForNewSession } from './access-token-param';
import { ME_QUERY_KEY } from './current-user';

describe('adoptAccessToken (the `ac` link parameter)', () => {
  it('stores the token and removes the guest data, as any login does (spec §4)', () => {
    const storage = createMemoryStorage({
      guestSessionId: 'guest_1_abc',
      guestMessagesRemaining: '2',
      'draft:guest': 'Bonjour',
      'draft:12': 'à garder',
      'rgpd-consent': 'accepted',
    });
    const client = createApiClient({
      fetch: () => Promise.reject(new Error('no network in this test')),
      storage,
      getPathname: () => '/chat',
      navigate: () => {},
    });

    adoptAccessToken('abc.def', { client, storage });

    expect(storage.getItem('accessToken')).toBe('abc.def');
    expect(storage.getItem('guestSessionId')).toBeNull();
    expect(storage.getItem('guestMessagesRemaining')).toBeNull();
    expect(storage.getItem('draft:guest')).toBeNull();
    expect(storage.getItem('draft:12')).toBe('à garder');
    expect(storage.getItem('rgpd-consent')).toBe('accepted');
  });
});

describe('refreshCacheForNewSession', () => {
  it("drops the previous user's cached data and reads the user and the screens on display again", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const fetched: string[] = [];
    const queryFn = ({ queryKey }: { queryKey: readonly unknown[] }) => {
      fetched.push(String(queryKey[0]));
      return Promise.resolve(`fresh ${String(queryKey[0])}`);
    };
    queryClient.setQueryData(ME_QUERY_KEY, null);
    queryClient.setQueryData(['/api/conversations/7'], 'someone else');
    queryClient.setQueryData(['/api/conversations'], 'on display');
    // The conversation list is on screen (observed); the old conversation is not.
    const observer = new QueryObserver(queryClient, {
      queryKey: ['/api/conversations'],
      queryFn,
    });
    const stop = observer.subscribe(() => {});
    const meObserver = new QueryObserver(queryClient, { queryKey: ME_QUERY_KEY, queryFn });
    const stopMe = meObserver.subscribe(() => {});

    await refreshCacheForNewSession(queryClient);

    expect(queryClient.getQueryData(['/api/conversations/7'])).toBeUndefined();
    expect(fetched.sort()).toEqual(['/api/auth/me', '/api/conversations']);
    expect(queryClient.getQueryData(['/api/conversations'])).toBe('fresh /api/conversations');
    stop();
    stopMe();
  });
});
