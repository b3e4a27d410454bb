import { MailCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { FREE_TIER_MESSAGES } from '#shared/plans';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import type { SendBlock } from '../../utils/quota';
import { ResendVerificationButton } from './resend-verification-button';

/** Why the composer is closed, and what opens it again (D2, D7, D8). */
export function ComposerNotice({ block }: { block: Exclude<SendBlock, null> }) {
  if (block === 'verify-email') {
    return (
      <Alert
        variant="info"
        role="status"
        data-testid="verify-email-notice"
        className="mb-3 flex-col sm:flex-row sm:items-center"
      >
        <div className="flex flex-1 gap-3">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <AlertTitle>Veuillez vérifier votre adresse e-mail pour commencer.</AlertTitle>
            <AlertDescription>
              Cliquez sur le lien de l'e-mail de confirmation que nous vous avons envoyé : il active
              votre compte et vous offre {FREE_TIER_MESSAGES} messages. Pensez à regarder dans vos
              courriers indésirables.
            </AlertDescription>
          </div>
        </div>
        <ResendVerificationButton />
      </Alert>
    );
  }
  return (
    <Alert
      variant="warning"
      role="status"
      data-testid="quota-exhausted-notice"
      className="mb-3 flex-col sm:flex-row sm:items-center"
    >
      <div className="flex flex-1 gap-3">
        <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <AlertTitle>Vous n'avez plus de messages disponibles.</AlertTitle>
          <AlertDescription>
            Choisissez un forfait pour poursuivre votre consultation.
          </AlertDescription>
        </div>
      </div>
      <Button asChild variant="gold" size="sm" className="self-start sm:self-center">
        <Link to={paths.subscription}>Voir les forfaits</Link>
      </Button>
    </Alert>
  );
}
