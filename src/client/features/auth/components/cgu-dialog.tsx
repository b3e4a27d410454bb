import { LegalDialog } from '@/components/legal/legal-dialog';

interface CguDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The full terms, from the sign-up form. Their page opens in a new tab, so
 * that what the user has typed in the form stays.
 */
export function CguDialog({ open, onOpenChange }: CguDialogProps) {
  return <LegalDialog document="cgu" open={open} onOpenChange={onOpenChange} openPageInNewTab />;
}
