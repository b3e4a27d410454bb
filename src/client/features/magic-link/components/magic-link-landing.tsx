import { LogIn } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useRedeemMagicLink } from '../api/redeem-magic-link';

/**
 * Where the magic-link mail leads. The link is only spent by this button, not
 * by opening the page: mail scanners that follow links neither burn it nor
 * get the session.
 */
export function MagicLinkLanding() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const redeem = useRedeemMagicLink();

  const logIn = async () => {
    try {
      await redeem.mutateAsync(token);
      void navigate(paths.chat, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        void navigate(`${paths.auth}?magic=invalid`, { replace: true });
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Erreur de connexion au serveur',
        description: 'Impossible de communiquer avec le serveur. Réessayez dans un instant.',
      });
    }
  };

  const pending = redeem.isPending || redeem.isSuccess;
  return (
    <div className="grid gap-4">
      <p>Un clic pour ouvrir vos consultations, sans mot de passe. Ce lien ne sert qu'une fois.</p>
      <Button
        size="lg"
        className="w-full"
        onClick={() => void logIn()}
        disabled={pending || !token}
        aria-busy={pending}
      >
        <LogIn aria-hidden="true" />
        {pending ? 'Connexion en cours...' : 'Me connecter'}
      </Button>
      {token ? null : (
        <p role="alert" className="text-destructive">
          Ce lien est incomplet : demandez-en un nouveau.
        </p>
      )}
    </div>
  );
}
