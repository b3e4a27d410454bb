import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { messagesNowLabel, purchaseActiveLabel, type Purchase } from '../utils/payment-return';

interface PurchaseThanksDialogProps {
  purchase: Purchase;
  messagesRemaining: number;
}

/** Opens once a payment or special-offer return is confirmed by the server (spec §4). */
export function PurchaseThanksDialog({ purchase, messagesRemaining }: PurchaseThanksDialogProps) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        data-testid="purchase-thanks"
        // Closed: the composer, not the page, so that writing can start at once.
        onCloseAutoFocus={(event) => {
          const composer = document.getElementById('chat-composer');
          if (!composer) return;
          event.preventDefault();
          composer.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Merci pour votre confiance !</DialogTitle>
          <DialogDescription>
            {purchaseActiveLabel(purchase)} {messagesNowLabel(messagesRemaining)}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Commencer ma consultation</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
