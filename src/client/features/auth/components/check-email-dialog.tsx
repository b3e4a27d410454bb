import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface CheckEmailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the confirmation mail went. */
  email: string;
  /** Called after "J'ai compris" closes the dialog. */
  onAcknowledge?: () => void;
}

export function CheckEmailDialog({
  open,
  onOpenChange,
  email,
  onAcknowledge,
}: CheckEmailDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent hideCloseButton className="text-center sm:max-w-md">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
          <MailCheck className="size-7" aria-hidden="true" />
        </div>
        <DialogHeader className="pr-0 text-center">
          <DialogTitle className="text-center">Vérifiez votre boîte mail</DialogTitle>
          <DialogDescription className="text-center">
            Un e-mail de confirmation a été envoyé à{' '}
            <strong
              className="font-semibold break-all text-foreground"
              data-testid="check-email-address"
            >
              {email}
            </strong>
            . Cliquez sur le lien qu'il contient pour activer votre compte.
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">
          Vous ne le trouvez pas ? Pensez à regarder dans vos courriers indésirables (spam).
        </p>
        <DialogFooter className="sm:justify-center">
          <Button
            className="w-full sm:w-auto"
            onClick={() => {
              onOpenChange(false);
              onAcknowledge?.();
            }}
          >
            J'ai compris
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
