import { ComingSoonPage } from '@/components/coming-soon-page';

/** /politique-confidentialite: comes with the legal pages. */
export default function PrivacyRoute() {
  return (
    <ComingSoonPage
      title="Politique de confidentialité"
      description="Notre politique de confidentialité et de gestion des cookies sera publiée sur cette page."
    />
  );
}
