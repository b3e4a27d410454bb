import { LogOut, MessageCircleHeart } from 'lucide-react';
import { SimplePage } from '@/components/simple-page';
import { Button } from '@/components/ui/button';
import { useUser } from '@/features/auth/api/get-me';
import { useLogout } from '@/features/auth/api/logout';

function capitalize(name: string): string {
  const trimmed = name.trim();
  return trimmed.charAt(0).toLocaleUpperCase('fr-FR') + trimmed.slice(1);
}

/** /chat and /chat/:id until the chat is built: who is logged in, and a working logout. */
export default function ChatRoute() {
  const { user } = useUser();
  const logout = useLogout();
  // ProtectedRoute renders this only with a user.
  if (!user) return null;
  return (
    <SimplePage
      title="Consultation"
      heading={`Bonjour ${capitalize(user.firstName)}`}
      icon={<MessageCircleHeart aria-hidden="true" />}
      actions={
        <Button
          variant="outline"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          aria-busy={logout.isPending}
        >
          <LogOut aria-hidden="true" />
          Se déconnecter
        </Button>
      }
    >
      <p className="font-medium text-foreground">Le chat avec votre conseillère arrive bientôt.</p>
      {user.isVerified ? null : (
        <p data-testid="verify-email-reminder">
          Pensez à confirmer votre adresse email grâce au lien que nous vous avons envoyé : c'est
          nécessaire pour démarrer une consultation.
        </p>
      )}
    </SimplePage>
  );
}
