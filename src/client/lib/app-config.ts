import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '#shared/schemas/app-config';
import { api } from './api-client';

/** GET /api/config (spec §7, §9): what the client needs to know about the deployment. */
export type { AppConfig };

export const CONFIG_QUERY_KEY = ['/api/config'] as const;
/** Spec §9: the configuration is cached 5 minutes. */
export const CONFIG_STALE_TIME_MS = 300_000;

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: CONFIG_QUERY_KEY,
    // Public: no bearer, so that a stale token can never turn it into a refresh.
    queryFn: ({ signal }) => api.get<AppConfig>(CONFIG_QUERY_KEY[0], { auth: false, signal }),
    staleTime: CONFIG_STALE_TIME_MS,
  });

/** The configuration, or undefined while it loads or when the server cannot give it. */
export function useAppConfig(): AppConfig | undefined {
  return useQuery(appConfigQueryOptions()).data;
}
