import { ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { PERSONA_NAME } from '#shared/persona';
import { LegalDialog as LegalDocumentDialog } from '@/components/legal/legal-dialog';
import type { LegalDocumentId } from '@/components/legal/legal-documents';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

const LEGAL_ENTRIES: readonly { id: LegalDocumentId; label: string }[] = [
  { id: 'qui-est-celeste', label: `Qui est ${PERSONA_NAME} ?` },
  { id: 'cgu', label: "Conditions générales d'utilisation (CGU)" },
  { id: 'mentions-legales', label: 'Mentions légales' },
  { id: 'politique-confidentialite', label: 'Politique de confidentialité' },
];

/**
 * The sidebar's Légal entry: a short chooser whose entries open each text in
 * its own dialog, above it; closing the text comes back to the chooser.
 */
export function LegalDialog({ triggerClassName }: { triggerClassName: string }) {
  const [openDocument, setOpenDocument] = useState<LegalDocumentId | null>(null);
  // Read by the Escape handler, which may run before the render that opened a text has committed its effects.
  const openDocumentNow = useRef<LegalDocumentId | null>(null);
  const showDocument = (id: LegalDocumentId | null) => {
    openDocumentNow.current = id;
    setOpenDocument(id);
  };
  return (
    <Dialog>
      <DialogTrigger className={triggerClassName}>Légal</DialogTrigger>
      <DialogContent
        // A quick Escape can reach the chooser before the text above it has
        // registered as the top layer (Radix does so in an effect): it closes the text.
        onEscapeKeyDown={(event) => {
          if (openDocumentNow.current === null) return;
          event.preventDefault();
          showDocument(null);
        }}
      >
        <DialogHeader>
          <DialogTitle>Informations légales</DialogTitle>
          <DialogDescription>
            {PERSONA_NAME} est une intelligence artificielle, et non une personne réelle. Retrouvez
            ici les règles du service et la façon dont nous protégeons vos données.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2">
          {LEGAL_ENTRIES.map(({ id, label }) => (
            <li key={id}>
              <LegalDocumentDialog
                document={id}
                open={openDocument === id}
                onOpenChange={(open) => showDocument(open ? id : null)}
                trigger={
                  <button
                    type="button"
                    className="flex w-full items-center justify-between gap-3 rounded-xl border border-border px-4 py-3 text-left text-sm font-semibold transition-colors hover:bg-muted"
                  >
                    {label}
                    <ChevronRight
                      aria-hidden="true"
                      className="size-4 shrink-0 text-muted-foreground"
                    />
                  </button>
                }
              />
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
