import { FormPage } from '@/components/form-page';
import { MagicLinkTestForm } from '@/features/magic-link/components/magic-link-test-form';

/** /magic-link-test: a utility page to receive a one-time login link (spec §2). */
export default function MagicLinkTestRoute() {
  return (
    <FormPage
      title="Lien de connexion"
      heading="Recevoir un lien de connexion"
      kicker="Page de test"
      description={
        <p>
          Indiquez l'adresse e-mail de votre compte : si elle est connue, vous recevrez un lien qui
          vous connecte sans mot de passe. Il est valable 10 minutes et ne sert qu'une fois.
        </p>
      }
    >
      <MagicLinkTestForm />
    </FormPage>
  );
}
