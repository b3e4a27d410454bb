import { ApiError, NetworkError } from '@/lib/api-error';
import { toast } from '@/lib/toast';

/**
 * The server's own French text when there is one, else the fallback of spec §8.
 * Other errors (a bug, a parse failure) may carry English: the user gets the fallback.
 */
function serverText(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return error.message;
  return error instanceof ApiError && error.message.trim() ? error.message : fallback;
}

export function showLoginError(error: unknown): void {
  if (error instanceof NetworkError) {
    toast({
      variant: 'destructive',
      title: 'Erreur de connexion',
      description: 'Impossible de communiquer avec le serveur',
    });
    return;
  }
  toast({
    variant: 'destructive',
    title: 'Échec de connexion',
    description: serverText(error, 'Erreur de connexion'),
  });
}

export function showRegisterError(error: unknown): void {
  toast({
    variant: 'destructive',
    title: "Échec d'inscription",
    description: serverText(error, "Erreur lors de l'inscription"),
  });
}

export function showPasswordResetError(error: unknown, fallback: string): void {
  toast({
    variant: 'destructive',
    title: 'Erreur',
    description:
      error instanceof NetworkError
        ? 'Impossible de communiquer avec le serveur.'
        : serverText(error, fallback),
  });
}

export function showPasswordResetSent(): void {
  toast({
    title: 'Email envoyé',
    description: 'Consultez votre boîte mail pour réinitialiser votre mot de passe.',
  });
}

export function showVerificationResult(verified: boolean): void {
  if (verified) {
    toast({
      title: 'Email vérifié avec succès',
      description: 'Votre adresse email est confirmée.',
    });
  } else {
    toast({
      variant: 'destructive',
      title: 'Échec de la vérification',
      description: 'La vérification de votre email a échoué. Veuillez réessayer.',
    });
  }
}
