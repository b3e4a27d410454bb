import { lazy, Suspense, useState } from 'react';

// The terms' text (every legal document) loads when first asked for, not with /auth (issue 12).
const LegalDialog = lazy(() =>
  import('@/components/legal/legal-dialog').then((module) => ({ default: module.LegalDialog })),
);

interface CguDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The full terms, from the sign-up form. Their page opens in a new tab, so
 * that what the user has typed in the form stays. Mounted from the first
 * opening on, and then kept: closing animates and gives focus back.
 */
export function CguDialog({ open, onOpenChange }: CguDialogProps) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LegalDialog document="cgu" open={open} onOpenChange={onOpenChange} openPageInNewTab />
    </Suspense>
  );
}
