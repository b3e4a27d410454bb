import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import type { HomeFlags, HomeMessage } from '../utils/home-flags';

function Notice({
  message,
  variant,
  onDismiss,
}: {
  message: HomeMessage;
  variant: 'destructive' | 'success';
  onDismiss: () => void;
}) {
  const Icon = variant === 'destructive' ? CircleAlert : CircleCheck;
  return (
    <Alert
      variant={variant}
      role={variant === 'destructive' ? 'alert' : 'status'}
      data-testid={variant === 'destructive' ? 'home-error' : 'home-notice'}
      className="relative pr-12 shadow-lg"
    >
      <Icon aria-hidden="true" />
      <div>
        <AlertTitle>{message.title}</AlertTitle>
        <AlertDescription>
          {message.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </AlertDescription>
      </div>
      <button
        type="button"
        aria-label="Fermer le message"
        onClick={onDismiss}
        className="absolute top-3 right-3 rounded-md p-1.5 opacity-80 transition-opacity hover:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </Alert>
  );
}

/** The payment-return messages of /, above the page until the visitor closes them. */
export function HomeNotices({
  flags,
  onDismiss,
  className = 'mx-auto max-w-6xl px-4 sm:px-8',
  id,
}: {
  flags: HomeFlags;
  onDismiss: () => void;
  className?: string;
  id?: string;
}) {
  if (!flags.error && !flags.notice) return null;
  return (
    <div id={id} className={`grid w-full gap-3 ${className}`}>
      {flags.error ? (
        <Notice message={flags.error} variant="destructive" onDismiss={onDismiss} />
      ) : null}
      {flags.notice ? (
        <Notice message={flags.notice} variant="success" onDismiss={onDismiss} />
      ) : null}
    </div>
  );
}
