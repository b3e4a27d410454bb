import { LegalPage } from '@/components/legal/legal-page';

/** /mentions-legales: the publisher and the host. */
export default function LegalNoticeRoute() {
  return <LegalPage document="mentions-legales" />;
}
