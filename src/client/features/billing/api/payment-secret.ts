import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { paymentSecretResponseSchema } from '#shared/schemas/billing';
import { api } from '@/lib/api-client';

type PaymentSecret = z.infer<typeof paymentSecretResponseSchema>;

/**
 * The embedded flow's client secret, asked from the server for the signed-in
 * customer: it never travels in the page's address (Stripe's guidance).
 */
export function usePaymentSecret(subscriptionId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/billing/payment-secret', subscriptionId],
    enabled: enabled && subscriptionId !== null,
    retry: false,
    staleTime: Infinity,
    queryFn: () => api.post<PaymentSecret>('/api/billing/payment-secret', { subscriptionId }),
  });
}
