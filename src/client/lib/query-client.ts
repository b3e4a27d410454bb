import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { api, type On401 } from './api-client';

/** Reads GET the first item of their query key (spec §7). */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return ({ queryKey, signal }) => {
    const url = queryKey[0];
    if (typeof url !== 'string') throw new Error('La clé de requête doit commencer par une URL.');
    return on401 === 'returnNull' ? api.getOrNull<T>(url, { signal }) : api.get<T>(url, { signal });
  };
}

/** Cache settings of spec §9: fresh 30 s, kept 15 min, never refetched behind the user's back, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: 30_000,
        gcTime: 15 * 60_000,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
