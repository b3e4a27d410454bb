import { KeyRound, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { browserStorage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { showPasswordBanner } from '../utils/payment-return';

interface PasswordBannerProps {
  hasPassword: boolean;
  /** A payment or special-offer return: an earlier dismissal no longer counts (spec §4). */
  dismissalCleared: boolean;
}

/** Reminds an account without a password (one created by a purchase) to set one. */
export function PasswordBanner({ hasPassword, dismissalCleared }: PasswordBannerProps) {
  const [dismissed, setDismissed] = useState(
    () =>
      !dismissalCleared &&
      browserStorage.getItem(STORAGE_KEYS.passwordReminderDismissed) === 'true',
  );
  if (!showPasswordBanner({ hasPassword, dismissed })) return null;

  const dismiss = () => {
    browserStorage.setItem(STORAGE_KEYS.passwordReminderDismissed, 'true');
    setDismissed(true);
  };

  return (
    <div
      role="region"
      aria-label="Rappel mot de passe"
      data-testid="password-banner"
      className="flex items-start gap-3 border-b border-border bg-muted/60 px-4 py-3 text-sm sm:items-center"
    >
      <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary sm:mt-0" />
      <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <p className="flex-1">
          Protégez votre compte : définissez un mot de passe pour retrouver vos consultations depuis
          n'importe quel appareil.
        </p>
        <Button asChild size="sm" className="self-start sm:self-center">
          <Link to={paths.setPassword}>Définir mon mot de passe</Link>
        </Button>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        aria-label="Masquer ce rappel"
        onClick={dismiss}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
