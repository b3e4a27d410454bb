import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailResult } from '#shared/schemas/emails';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { ME_QUERY_KEY } from '@/lib/session/current-user';
import { toast } from '@/lib/toast';

/** POST /api/auth/resend-verification: mails the confirmation link again (D2). */
export function resendVerification(): Promise<MailResult> {
  return api.post<MailResult>('/api/auth/resend-verification');
}

/** The server's text, with its technical reason when it gives one (outside production only). */
const withDebug = ({ message, debug }: MailResult) =>
  debug?.trim() ? `${message} (${debug.trim()})` : message;

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: (result) => {
      // A 200 can still say the mail did not go (it is queued for a retry).
      if (result.success === false || result.emailSent === false) {
        toast({
          variant: 'destructive',
          title: "Échec de l'envoi",
          description: withDebug(result),
        });
        return;
      }
      toast({ title: 'E-mail envoyé', description: result.message });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        // Verified meanwhile (another tab, another device): the user read again opens the composer.
        toast({ title: 'Adresse déjà vérifiée', description: error.message });
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
        return;
      }
      toast({ variant: 'destructive', title: 'Erreur', description: errorText(error) });
    },
  });
}
