// Relative, not '@/': the unit tests run this module under vitest, which has no such alias.
import { ApiError, NetworkError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import type { RegisterResponse } from '#shared/schemas/user';

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
    title: 'E-mail envoyé',
    description: 'Consultez votre boîte mail pour réinitialiser votre mot de passe.',
  });
}

export function showVerificationResult(verified: boolean, already = false): void {
  if (verified) {
    toast(
      already
        ? { title: 'Adresse déjà vérifiée', description: 'Ce lien a déjà servi.' }
        : {
            title: 'E-mail vérifié avec succès',
            description: 'Votre adresse e-mail est confirmée.',
          },
    );
  } else {
    toast({
      variant: 'destructive',
      title: 'Échec de la vérification',
      description: 'La vérification de votre e-mail a échoué. Veuillez réessayer.',
    });
  }
}

export const CONFIRMATION_MAIL_FAILED =
  "Votre compte a été créé, mais l'envoi de l'e-mail de confirmation a échoué.";

/**
 * The warning text when the register answer says the confirmation mail did not
 * go (spec §8), with the server's technical reason when it gives one (outside
 * production only); null when the mail went.
 */
export function confirmationMailWarning(
  result: Pick<RegisterResponse, 'emailSent' | 'debug'>,
): string | null {
  if (result.emailSent) return null;
  const debug = result.debug?.trim();
  return debug ? `${CONFIRMATION_MAIL_FAILED} (${debug})` : CONFIRMATION_MAIL_FAILED;
}

export function showConfirmationMailWarning(
  result: Pick<RegisterResponse, 'emailSent' | 'debug'>,
): void {
  const warning = confirmationMailWarning(result);
  if (!warning) return;
  toast({
    variant: 'destructive',
    title: 'E-mail de confirmation non envoyé',
    description: `${warning} Nous réessaierons automatiquement ; vous pourrez aussi le renvoyer depuis votre espace.`,
    // Longer than the default: the user must read it before the check-mail dialog.
    duration: 10_000,
  });
}
