/**
 * For an account without a password (created by a purchase): what confirms a
 * sensitive change is a session opened from a link of the mailbox, minutes ago.
 */
export function ConfirmWithoutPassword({ action }: { action: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      Votre compte n’a pas de mot de passe : pour {action}, reconnectez-vous d’abord avec un lien de
      connexion reçu par e-mail, puis revenez ici dans les 10 minutes.
    </p>
  );
}
