import { ApiError, GENERIC_ERROR_MESSAGE } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toast';

/** Spec §8, Profile: « Échec de mise à jour » with the server's message, or the generic one. */
export function showUpdateError(error: unknown): void {
  const message = errorText(error);
  toast({
    variant: 'destructive',
    title: 'Échec de mise à jour',
    description: message === GENERIC_ERROR_MESSAGE ? 'Une erreur est survenue' : message,
  });
}

export function showUpdated(title: string, description: string): void {
  toast({ title, description });
}

/** Spec §8, Account deletion. A 401 is the API client's: « Session expirée », then /auth. */
export function showDeletionError(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) return;
  toast({
    variant: 'destructive',
    title: 'Erreur de suppression',
    description: 'Impossible de supprimer votre compte. Réessayez plus tard.',
  });
}

/**
 * The server's refusals that belong to a field of the form (issue 36): the
 * confirming password, or the address itself. Null for anything else.
 */
export function fieldOfError(error: unknown): 'currentPassword' | 'email' | 'form' | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
    case 'account.current_password_required':
    case 'account.wrong_password':
      return 'currentPassword';
    case 'account.fresh_link_required':
      return 'form';
    case 'auth.email_taken':
    case 'account.same_email':
      return 'email';
    default:
      return null;
  }
}
