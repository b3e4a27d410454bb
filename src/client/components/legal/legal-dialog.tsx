import { ExternalLink } from 'lucide-react';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { LEGAL_DOCUMENTS, type LegalDocumentId } from './legal-documents';
import { LegalProse, LegalSectionLevel } from './legal-prose';

export interface LegalDialogProps {
  document: LegalDocumentId;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Opens the full page in a new tab, for a dialog above a form whose input
   * must survive (the sign-up form).
   */
  openPageInNewTab?: boolean;
  /** An element that opens the dialog; focus goes back to it on close. */
  trigger?: ReactElement;
}

/**
 * A legal or contact text in a modal: the same source as its page, a body
 * that scrolls under a fixed title, and one way out that always shows.
 */
export function LegalDialog({
  document: id,
  open,
  onOpenChange,
  openPageInNewTab = false,
  trigger,
}: LegalDialogProps) {
  const { title, path, Content } = LEGAL_DOCUMENTS[id];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        hideCloseButton
        aria-describedby={undefined}
        className="flex max-w-2xl flex-col gap-0 overflow-hidden p-0"
      >
        <DialogHeader className="border-b border-border px-5 py-4 sm:px-6">
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        {/* Focusable so that the keyboard can scroll it (WCAG 2.1.1). */}
        <div
          role="region"
          aria-label={title}
          tabIndex={0}
          className="min-h-0 overflow-y-auto px-5 py-5 focus-visible:outline-offset-[-2px] sm:px-6"
          data-testid="legal-dialog-body"
        >
          <LegalSectionLevel level={3}>
            <LegalProse>
              <Content />
            </LegalProse>
          </LegalSectionLevel>
        </div>
        <DialogFooter className="border-t border-border px-5 py-3 sm:items-center sm:justify-between sm:px-6">
          <Button asChild variant="link" className="self-center">
            {openPageInNewTab ? (
              <Link to={path} target="_blank" rel="noopener">
                Ouvrir dans une page
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">(nouvel onglet)</span>
              </Link>
            ) : (
              <Link to={path} onClick={() => onOpenChange(false)}>
                Ouvrir dans une page
              </Link>
            )}
          </Button>
          <DialogClose asChild>
            <Button>Fermer</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
