import { LegalPage } from '@/components/legal/legal-page';

/** /contact: support by e-mail only, within 24 h (D13). */
export default function ContactRoute() {
  return <LegalPage document="contact" />;
}
