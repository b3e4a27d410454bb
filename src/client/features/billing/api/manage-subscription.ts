import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { ME_QUERY_KEY } from '@/lib/session/current-user';
import { toast } from '@/lib/toast';
import { frenchDate } from '../utils/dates';
import { SUBSCRIPTION_QUERY_KEY } from './get-subscription';

/** POST /api/subscription/cancel: at the end of the period paid for (spec §4, §8). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ endDate: string }>('/api/subscription/cancel'),
    onSuccess: ({ endDate }) => {
      toast({
        title: 'Résiliation enregistrée',
        description: `Votre forfait reste actif jusqu'au ${frenchDate(endDate)}. Un e-mail de confirmation vous a été envoyé.`,
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.message.includes('déjà programmé')) {
        toast({ title: 'Abonnement déjà annulé', description: error.message });
      } else {
        toast({
          variant: 'destructive',
          title: "Erreur d'annulation",
          description: errorText(error),
        });
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    },
  });
}

/** « Gérer »: the payment provider's portal (card, invoices, cancellation). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await api.post<{ url: string }>('/api/billing/portal');
      window.location.assign(url);
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Erreur', description: errorText(error) }),
  });
}
