import { LegalPage } from '@/components/legal/legal-page';

/** /politique-confidentialite: personal data and cookies (GDPR). */
export default function PrivacyRoute() {
  return <LegalPage document="politique-confidentialite" />;
}
