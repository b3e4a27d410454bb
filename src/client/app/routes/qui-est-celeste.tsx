import { LegalPage } from '@/components/legal/legal-page';

/** /qui-est-celeste: what the advisor is, and is not (issue 14). */
export default function AboutPersonaRoute() {
  return <LegalPage document="qui-est-celeste" />;
}
