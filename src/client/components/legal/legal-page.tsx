import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLink } from '@/components/brand-link';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LEGAL_DOCUMENTS, type LegalDocumentId } from './legal-documents';
import { LegalProse } from './legal-prose';

const DOCUMENT_IDS = Object.keys(LEGAL_DOCUMENTS) as LegalDocumentId[];

/** A legal or contact text on its own page (spec §2), readable from 360 px. */
export function LegalPage({ document: id }: { document: LegalDocumentId }) {
  const { title, Content } = LEGAL_DOCUMENTS[id];
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="flex items-center justify-between gap-3 border-b border-border bg-card px-4 py-3 sm:px-8">
        <BrandLink />
        <Button asChild variant="outline" size="sm">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden="true" />
            Retour à l'accueil
          </Link>
        </Button>
      </header>
      <main className="flex-1 px-3 py-6 sm:px-8 sm:py-12">
        <article className="mx-auto w-full max-w-3xl rounded-2xl border border-border bg-card px-4 py-6 shadow-sm sm:p-10">
          <h1 className="mb-3 font-serif text-2xl leading-tight font-semibold text-foreground sm:text-3xl">
            {title}
          </h1>
          <LegalProse>
            <Content />
          </LegalProse>
        </article>
        <nav aria-label="Autres informations" className="mx-auto mt-6 w-full max-w-3xl">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
            {DOCUMENT_IDS.filter((other) => other !== id).map((other) => (
              <li key={other}>
                <Link
                  to={LEGAL_DOCUMENTS[other].path}
                  className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {LEGAL_DOCUMENTS[other].title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </main>
    </div>
  );
}
