import { LoaderCircle, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useResendVerification } from '../../api/resend-verification';

/** Lets an unverified user get the confirmation mail again (D2: the client offers to resend). */
export function ResendVerificationButton() {
  const resend = useResendVerification();
  return (
    <Button
      variant="outline"
      size="sm"
      className="self-start sm:self-center"
      disabled={resend.isPending}
      aria-busy={resend.isPending}
      onClick={() => resend.mutate()}
    >
      {resend.isPending ? (
        <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
      ) : (
        <Send aria-hidden="true" />
      )}
      {resend.isPending ? 'Envoi en cours...' : "Renvoyer l'e-mail de confirmation"}
    </Button>
  );
}
