import { FormPage } from '@/components/form-page';
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
          l'adresse email sont obligatoires.
        </p>
      }
    >
      <NewsletterTestForm />
    </FormPage>
  );
}
