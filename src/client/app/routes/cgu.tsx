import { ComingSoonPage } from '@/components/coming-soon-page';

/** /cgu: the full terms (12 articles) come with the legal pages. */
export default function CguRoute() {
  return (
    <ComingSoonPage
      title="Conditions générales d'utilisation"
      description="Le texte complet des conditions générales d'utilisation sera publié sur cette page."
    />
  );
}
