import { ComingSoonPage } from '@/components/coming-soon-page';

/** /mentions-legales: comes with the legal pages. */
export default function LegalNoticeRoute() {
  return (
    <ComingSoonPage
      title="Mentions légales"
      description="Les mentions légales de l'éditeur du service seront publiées sur cette page."
    />
  );
}
