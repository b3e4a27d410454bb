import { CircleAlert, CircleCheck, Link2Off, LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { FORM_PAGE_BUTTON } from '@/components/form-page';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** Used, expired or mistyped link: the way to a new one is the reset dialog of /auth. */
export function InvalidLinkNotice() {
  return (
    <div className="grid gap-5">
      <Alert variant="destructive" role="alert" data-testid="password-link-invalid">
        <Link2Off aria-hidden="true" />
        <div>
          <AlertTitle>Lien invalide ou expiré</AlertTitle>
          <AlertDescription>
            Ce lien a déjà servi ou n'est plus valable (il expire au bout d'une heure). Sur la page
            de connexion, choisissez « Mot de passe oublié ? » pour en recevoir un nouveau.
          </AlertDescription>
        </div>
      </Alert>
      <Button asChild size="lg" className={FORM_PAGE_BUTTON}>
        <Link to={paths.auth}>Demander un nouveau lien</Link>
      </Button>
    </div>
  );
}

/** The link could not be checked (server unreachable, too many tries): it may still be good. */
export function VerificationErrorNotice({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="grid gap-5">
      <Alert variant="destructive" role="alert" data-testid="password-link-check-failed">
        <CircleAlert aria-hidden="true" />
        <div>
          <AlertTitle>Erreur de vérification</AlertTitle>
          <AlertDescription>{message}</AlertDescription>
        </div>
      </Alert>
      <Button size="lg" className={FORM_PAGE_BUTTON} onClick={onRetry} disabled={retrying}>
        {retrying ? 'Vérification en cours...' : 'Réessayer'}
      </Button>
    </div>
  );
}

export function PasswordSavedNotice() {
  return (
    <Alert variant="success" role="status" className="mb-5" data-testid="password-saved">
      <CircleCheck aria-hidden="true" />
      <div>
        <AlertTitle>Mot de passe enregistré</AlertTitle>
        <AlertDescription>Redirection vers votre consultation…</AlertDescription>
      </div>
    </Alert>
  );
}

/** /set-password without a link and without a session (spec §8). */
export function LoginRequiredNotice() {
  return (
    <div className="grid gap-5">
      <Alert variant="warning" role="alert" data-testid="password-login-required">
        <LockKeyhole aria-hidden="true" />
        <div>
          <AlertTitle>Vous devez être connecté pour définir un mot de passe</AlertTitle>
          <AlertDescription>
            Connectez-vous, ou utilisez le lien reçu par e-mail pour définir votre mot de passe.
          </AlertDescription>
        </div>
      </Alert>
      <Button asChild size="lg" className={FORM_PAGE_BUTTON}>
        <Link to={paths.auth}>Se connecter</Link>
      </Button>
    </div>
  );
}

/** The direct flow is for accounts without a password; a change needs the current one. */
export function PasswordAlreadySetNotice() {
  return (
    <div className="grid gap-5">
      <Alert variant="info" role="status" data-testid="password-already-set">
        <LockKeyhole aria-hidden="true" />
        <div>
          <AlertTitle>Votre compte a déjà un mot de passe</AlertTitle>
          <AlertDescription>
            Pour le modifier, rendez-vous sur votre profil avec votre mot de passe actuel.
          </AlertDescription>
        </div>
      </Alert>
      <Button asChild size="lg" className={FORM_PAGE_BUTTON}>
        <Link to={paths.profile}>Aller à mon profil</Link>
      </Button>
    </div>
  );
}
