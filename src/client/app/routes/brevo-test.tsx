import { ComingSoonPage } from '@/components/coming-soon-page';

/** /brevo-test: newsletter subscription test page, later. */
export default function BrevoTestRoute() {
  return (
    <ComingSoonPage
      title="Test de la newsletter"
      description="Cette page de test permettra de vérifier l'inscription à la newsletter."
    />
  );
}
