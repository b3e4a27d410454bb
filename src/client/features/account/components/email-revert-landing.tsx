import { ShieldAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useRevertEmail } from '../api/account-api';

/**
 * « Ce n'était pas moi », from the notice an address change sends to the
 * previous address. Only the button spends the link: a mail scanner that
 * opens the page changes nothing.
 */
export function EmailRevertLanding() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const revert = useRevertEmail();

  if (revert.isSuccess) {
    return (
      <div className="grid gap-4" role="status">
        <p className="text-foreground">{revert.data.message}</p>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.auth}>Aller à la connexion</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p>
        Si vous n’avez pas demandé à changer l’adresse e-mail de votre compte, rétablissez-la :
        toutes les sessions ouvertes seront fermées et vous recevrez un lien pour choisir un nouveau
        mot de passe.
      </p>
      <Button
        size="lg"
        variant="destructive"
        className="w-full"
        onClick={() => revert.mutate(token)}
        disabled={revert.isPending || !token}
        aria-busy={revert.isPending}
      >
        <ShieldAlert aria-hidden="true" />
        {revert.isPending ? 'Rétablissement…' : 'Rétablir mon adresse et fermer les sessions'}
      </Button>
      {revert.isError ? (
        <p role="alert" className="text-destructive-strong">
          {errorText(revert.error)}
        </p>
      ) : null}
      {token ? null : (
        <p role="alert" className="text-destructive-strong">
          Ce lien est incomplet : utilisez celui de l’e-mail reçu.
        </p>
      )}
    </div>
  );
}
