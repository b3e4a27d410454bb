import { ComingSoonPage } from '@/components/coming-soon-page';

/** /magic-link-test: magic-link test page, later. */
export default function MagicLinkTestRoute() {
  return (
    <ComingSoonPage
      title="Test du lien de connexion"
      description="Cette page de test permettra de recevoir un lien de connexion par email."
    />
  );
}
