import { useMutation } from '@tanstack/react-query';
import { CGU_VERSION } from '#shared/legal';
import type { PaidTier, Tier } from '#shared/plans';
import type { CguAcceptanceBody } from '#shared/schemas/billing';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toast';

export const NO_REDIRECT_MESSAGE = 'URL de paiement non reçue';

class ConsentError extends Error {}

/**
 * Spec §4: the consent record (terms, immediate start, withdrawal right),
 * then the checkout's address, then the browser goes there.
 */
export async function startPurchase(input: { tier: PaidTier; currentTier: Tier }): Promise<void> {
  const consent: CguAcceptanceBody = {
    action: input.currentTier === 'gratuit' ? 'subscription' : 'plan_change',
    version: CGU_VERSION,
    userAgent: navigator.userAgent,
    metadata: {
      previousPlan: input.currentTier,
      newPlan: input.tier,
      timestamp: new Date().toISOString(),
      withdrawalWaiver: true,
    },
  };
  try {
    await api.post('/api/record-cgu-acceptance', consent);
  } catch (error) {
    throw new ConsentError(errorText(error), { cause: error });
  }
  const { redirectUrl } = await api.get<{ redirectUrl?: string }>(`/api/subscribe/${input.tier}`);
  if (!redirectUrl) throw new Error(NO_REDIRECT_MESSAGE);
  window.location.assign(redirectUrl);
}

/** The texts of spec §8 for a purchase that could not start. */
function showPurchaseError(error: unknown) {
  if (error instanceof ConsentError) {
    toast({
      variant: 'destructive',
      title: 'Erreur',
      description: "Une erreur s'est produite. Veuillez réessayer.",
    });
    return;
  }
  const description =
    error instanceof ApiError && error.status < 500
      ? error.message
      : error instanceof Error && error.message === NO_REDIRECT_MESSAGE
        ? NO_REDIRECT_MESSAGE
        : 'Impossible de créer la session de paiement. Veuillez réessayer.';
  toast({ variant: 'destructive', title: 'Erreur de paiement', description });
}

export function useStartPurchase() {
  return useMutation({ mutationFn: startPurchase, onError: showPurchaseError });
}
