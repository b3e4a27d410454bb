import { CircleAlert, CircleCheck, Clock, Link2Off, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { paths } from '@/lib/paths';

/** The session ended and could not be renewed (spec §8, D4). */
export function SessionExpiredNotice() {
  return (
    <Alert variant="warning" role="status" data-testid="session-expired-notice">
      <Clock aria-hidden="true" />
      <div>
        <AlertTitle>Session expirée</AlertTitle>
        <AlertDescription>Votre session a expiré. Veuillez vous reconnecter.</AlertDescription>
      </div>
    </Alert>
  );
}

/** After the link of the confirmation mail; `already` when it had been followed before. */
export function EmailVerifiedNotice({ already = false }: { already?: boolean }) {
  return (
    <Alert variant="success" role="status" data-testid="email-verified-notice">
      <CircleCheck aria-hidden="true" />
      <div>
        <AlertTitle>{already ? 'Adresse déjà vérifiée' : 'E-mail vérifié avec succès'}</AlertTitle>
        <AlertDescription>
          {already
            ? 'Ce lien a déjà servi : votre adresse est bien confirmée. Connectez-vous pour retrouver vos consultations.'
            : 'Votre adresse est confirmée. Connectez-vous pour commencer votre consultation.'}
        </AlertDescription>
      </div>
    </Alert>
  );
}

/** The error state of the login tab after a failed e-mail verification. */
export function VerificationFailedNotice() {
  return (
    <Alert variant="destructive" role="alert" data-testid="verification-failed-notice">
      <CircleAlert aria-hidden="true" />
      <div>
        <AlertTitle>Échec de la vérification</AlertTitle>
        <AlertDescription>
          La vérification de votre e-mail a échoué. Veuillez réessayer.
        </AlertDescription>
      </div>
    </Alert>
  );
}

/** magic=invalid: the login link was refused; say why it may be and where to get another. */
export function MagicLinkInvalidNotice() {
  return (
    <Alert variant="warning" role="alert" data-testid="magic-link-invalid-notice">
      <Link2Off aria-hidden="true" />
      <div>
        <AlertTitle>Lien de connexion invalide ou expiré</AlertTitle>
        <AlertDescription>
          Un lien de connexion n'est valable que 10 minutes et ne sert qu'une fois. Connectez-vous
          avec votre mot de passe, ou{' '}
          <Link
            to={paths.magicLinkTest}
            className="font-semibold underline underline-offset-4 hover:no-underline"
          >
            demandez un nouveau lien
          </Link>
          .
        </AlertDescription>
      </div>
    </Alert>
  );
}

/** Shown on the register tab once the account exists but is not yet verified. */
export function RegistrationSuccessNotice({ email }: { email: string | null }) {
  return (
    <Alert variant="success" role="status" data-testid="registration-success-notice">
      <MailCheck aria-hidden="true" />
      <div>
        <AlertTitle>Dernière étape ! Vérifiez vos mails pour activer votre compte</AlertTitle>
        <AlertDescription>
          {email ? (
            <>
              Le lien d'activation a été envoyé à <strong className="break-all">{email}</strong>
              .{' '}
            </>
          ) : null}
          Vous ne le voyez pas ? Pensez à vérifier votre dossier de courriers indésirables (spam).
        </AlertDescription>
      </div>
    </Alert>
  );
}
