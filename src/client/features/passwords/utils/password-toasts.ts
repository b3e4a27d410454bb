import { NetworkError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toast';

/** Spec §8, set password: 'Erreur' with the server's text; the network has its own title. */
export function showSetPasswordError(error: unknown): void {
  if (error instanceof NetworkError) {
    toast({
      variant: 'destructive',
      title: 'Erreur de connexion',
      description: 'Impossible de communiquer avec le serveur.',
    });
    return;
  }
  toast({ variant: 'destructive', title: 'Erreur', description: errorText(error) });
}

export function showPasswordSaved(serverMessage: string | undefined): void {
  toast({
    title: 'Mot de passe enregistré',
    description: serverMessage?.trim() || 'Votre mot de passe a été enregistré.',
  });
}
