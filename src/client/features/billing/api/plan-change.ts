import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CGU_VERSION } from '#shared/legal';
import type { PaidTier, Tier } from '#shared/plans';
import type {
  CguAcceptanceBody,
  PlanChangeBody,
  PlanChangePreview,
  ScheduledPlan,
} from '#shared/schemas/billing';
import { api } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { ME_QUERY_KEY } from '@/lib/session/current-user';
import { toast } from '@/lib/toast';
import { frenchDate } from '../utils/dates';
import { SUBSCRIPTION_QUERY_KEY } from './get-subscription';

/** GET /api/subscription/plan-change/:tier (D20): both ways of changing, as the server counts them. */
export function usePlanChangePreview(tier: PaidTier | null, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/subscription/plan-change', tier],
    enabled: enabled && tier !== null,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<PlanChangePreview>(`/api/subscription/plan-change/${tier}`, { signal }),
  });
}

function useRefreshPlan() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
  };
}

/**
 * The plan for the renewal (D20): the terms and the express request recorded
 * first, as for any purchase, then the change scheduled.
 */
export function useSchedulePlanChange() {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: async (input: { tier: PaidTier; currentTier: Tier }) => {
      const consent: CguAcceptanceBody = {
        action: 'plan_change',
        version: CGU_VERSION,
        userAgent: navigator.userAgent,
        metadata: {
          previousPlan: input.currentTier,
          newPlan: input.tier,
          timestamp: new Date().toISOString(),
          withdrawalWaiver: true,
        },
      };
      await api.post('/api/record-cgu-acceptance', consent);
      const body: PlanChangeBody = { tier: input.tier };
      return api.post<ScheduledPlan>('/api/subscription/plan-change', body);
    },
    onSuccess: (plan) =>
      toast({
        title: 'Changement de forfait programmé',
        description: `Votre nouveau forfait commencera le ${frenchDate(plan.startsAt)}. Un e-mail de confirmation vous a été envoyé.`,
      }),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Erreur', description: errorText(error) }),
    onSettled: refresh,
  });
}

/** DELETE /api/subscription/plan-change/:id: the current plan goes on as before. */
export function useUndoPlanChange() {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: true }>(`/api/subscription/plan-change/${id}`),
    onSuccess: () =>
      toast({
        title: 'Changement annulé',
        description:
          'Vous gardez votre forfait actuel. Un e-mail de confirmation vous a été envoyé.',
      }),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Erreur', description: errorText(error) }),
    onSettled: refresh,
  });
}

/** POST /api/subscription/resume: a cancellation taken back in one tap (issue 39). */
export function useResumeSubscription() {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: () => api.post<{ renewsAt: string | null }>('/api/subscription/resume'),
    onSuccess: ({ renewsAt }) =>
      toast({
        title: 'Abonnement repris',
        description: renewsAt
          ? `Votre forfait continue et se renouvellera le ${frenchDate(renewsAt)}.`
          : 'Votre forfait continue.',
      }),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Erreur', description: errorText(error) }),
    onSettled: refresh,
  });
}
