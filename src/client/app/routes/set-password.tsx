import { ComingSoonPage } from '@/components/coming-soon-page';

/** /set-password: comes with the password issue. */
export default function SetPasswordRoute() {
  return (
    <ComingSoonPage
      title="Définir un mot de passe"
      description="Vous pourrez y définir le mot de passe de votre compte."
    />
  );
}
