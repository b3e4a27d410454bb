import { LegalPage } from '@/components/legal/legal-page';

/** /cgu: the terms of use, twelve articles (spec §2). */
export default function CguRoute() {
  return <LegalPage document="cgu" />;
}
