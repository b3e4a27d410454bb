import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { normalizeTier, type PaidTier } from '#shared/plans';
import { confirmPayment, providerReference } from '@/lib/payments';
import { ME_QUERY_KEY } from '@/lib/session/current-user';
import { toast } from '@/lib/toast';
import { SUBSCRIPTION_QUERY_KEY } from '../api/get-subscription';

const FLAGS = ['success', 'canceled', 'session_id', 'plan'];

/**
 * The query flags of /subscription (spec §2, §4), read once then removed:
 * `success` (checked with the server before « Paiement réussi »), `canceled`,
 * and `plan`, a plan chosen elsewhere whose confirmation opens here.
 */
export function useSubscriptionFlags(): PaidTier | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [initial] = useState(() => ({
    success: searchParams.get('success') === 'true',
    canceled: searchParams.get('canceled') === 'true',
    sessionId: providerReference(searchParams.get('session_id'), 'cs_'),
    plan: normalizeTier(searchParams.get('plan')),
    any: FLAGS.some((name) => searchParams.has(name)),
  }));
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (initial.any) {
      setSearchParams(
        (previous) => {
          const rest = new URLSearchParams(previous);
          for (const name of FLAGS) rest.delete(name);
          return rest;
        },
        { replace: true },
      );
    }
    if (initial.canceled) {
      toast({ title: 'Paiement annulé', description: "Votre forfait n'a pas changé." });
    }
    if (initial.success && initial.sessionId) {
      void confirmPayment({ sessionId: initial.sessionId })
        .then((confirmed) => {
          if (confirmed.status !== 'paid') return;
          toast({
            title: 'Paiement réussi',
            description: 'Votre forfait a été activé avec succès.',
            duration: 4_000,
          });
        })
        .finally(() => {
          void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
          void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
        });
    }
  }, [initial, queryClient, setSearchParams]);

  return initial.plan && initial.plan !== 'gratuit' ? initial.plan : null;
}
