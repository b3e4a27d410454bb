import { PERSONA_NAME } from '#shared/persona';
import type { LegalDocumentId } from '@/components/legal/legal-documents';
import { reopenConsentBanner } from '@/lib/consent';

const LEGAL_ENTRIES: ReadonlyArray<{ document: LegalDocumentId; label: string }> = [
  { document: 'qui-est-celeste', label: `Qui est ${PERSONA_NAME} ?` },
  { document: 'mentions-legales', label: 'Mentions légales' },
  { document: 'cgu', label: 'CGU' },
  { document: 'politique-confidentialite', label: 'Politique de confidentialité' },
  { document: 'contact', label: 'Contact' },
];

/** Legal texts open in dialogs, so that a guest never loses sight of the conversation. */
export function LandingFooter({
  onOpenLegal,
}: {
  onOpenLegal: (document: LegalDocumentId) => void;
}) {
  return (
    <footer className="bg-night text-night-muted">
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10 text-sm sm:px-8">
        <nav aria-label="Informations légales">
          <ul className="flex flex-wrap gap-x-2 gap-y-2">
            {LEGAL_ENTRIES.map(({ document, label }) => (
              <li key={document}>
                <button
                  type="button"
                  onClick={() => onOpenLegal(document)}
                  className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 py-1 font-medium text-night-foreground underline-offset-4 hover:underline focus-visible:outline-accent"
                >
                  {label}
                </button>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={reopenConsentBanner}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 py-1 font-medium text-night-foreground underline-offset-4 hover:underline focus-visible:outline-accent"
              >
                Gérer les cookies
              </button>
            </li>
          </ul>
        </nav>
        <p className="max-w-3xl leading-relaxed">
          {PERSONA_NAME} est une intelligence artificielle, et non une personne réelle. Ses réponses
          sont un accompagnement : elles ne remplacent pas l'avis d'un médecin, d'un psychologue,
          d'un avocat ou d'un conseiller financier.
        </p>
        <p className="max-w-3xl leading-relaxed">
          En cas de détresse ou d'idées suicidaires, appelez le{' '}
          <a
            href="tel:3114"
            className="font-semibold text-night-foreground underline underline-offset-2 focus-visible:outline-accent"
          >
            3114
          </a>{' '}
          (prévention du suicide, gratuit, 24&nbsp;h/24) ou le{' '}
          <a
            href="tel:112"
            className="font-semibold text-night-foreground underline underline-offset-2 focus-visible:outline-accent"
          >
            112
          </a>{' '}
          en cas d'urgence.
        </p>
        <p className="text-xs">© {new Date().getFullYear()} Voyance IA</p>
      </div>
    </footer>
  );
}
