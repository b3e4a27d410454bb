import { useState } from 'react';
import { LegalDialog } from '@/components/legal/legal-dialog';

/** The sidebar's Contact entry: the contact text, in a dialog (spec §2). */
export function ContactDialog({ triggerClassName }: { triggerClassName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <LegalDialog
      document="contact"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={triggerClassName}>
          Contact
        </button>
      }
    />
  );
}
