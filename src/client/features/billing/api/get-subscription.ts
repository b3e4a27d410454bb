import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionSummary } from '#shared/schemas/billing';
import { api } from '@/lib/api-client';

export const SUBSCRIPTION_QUERY_KEY = ['/api/subscription'] as const;

/** GET /api/subscription: the plan, its dates, and « Mes messages ». */
export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: ({ signal }) => api.get<SubscriptionSummary>(SUBSCRIPTION_QUERY_KEY[0], { signal }),
  });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
