import { ComingSoonPage } from '@/components/coming-soon-page';

/** /contact: comes with the legal pages. */
export default function ContactRoute() {
  return (
    <ComingSoonPage
      title="Contact"
      description="Notre support répond par email, en général sous 24 heures. Ses coordonnées seront publiées sur cette page."
    />
  );
}
