import { FormPage } from '@/components/form-page';
import { NewsletterConfirmationNotice } from '@/features/newsletter/components/newsletter-confirmation-notice';
import { NewsletterTestForm } from '@/features/newsletter/components/newsletter-test-form';

/** /brevo-test: a utility page to check the newsletter subscription (spec §2, §5). */
export default function BrevoTestRoute() {
  return (
    <FormPage
      title="Test de la newsletter"
      heading="Inscription à la newsletter"
      kicker="Page de test"
      description={
        <p>
          Cette page vérifie l'inscription d'une adresse à la newsletter de Voyance IA. Le prénom et
          l'adresse e-mail sont obligatoires. L'inscription n'est faite qu'après un clic sur le lien
          de l'e-mail de confirmation.
        </p>
      }
    >
      <div className="grid gap-5">
        <NewsletterConfirmationNotice />
        <NewsletterTestForm />
      </div>
    </FormPage>
  );
}
