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
