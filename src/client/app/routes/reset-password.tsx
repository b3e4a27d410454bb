import { ComingSoonPage } from '@/components/coming-soon-page';

/** /reset-password/:token(/:conversationId): comes with the password issue. */
export default function ResetPasswordRoute() {
  return (
    <ComingSoonPage
      title="Nouveau mot de passe"
      description="Vous pourrez y choisir un nouveau mot de passe à partir du lien reçu par email."
    />
  );
}
