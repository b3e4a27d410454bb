import { Mail } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

export const SUPPORT_EMAIL = 'support@voyance-ia.fr';

/** Support is by e-mail only, answered within 24 h (spec §1, D13). */
export function ContactDialog({ triggerClassName }: { triggerClassName: string }) {
  return (
    <Dialog>
      <DialogTrigger className={triggerClassName}>Contact</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Contact</DialogTitle>
          <DialogDescription>
            Une question sur votre compte, votre forfait ou une consultation ? Notre équipe vous
            répond par e-mail, sous 24 heures.
          </DialogDescription>
        </DialogHeader>
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className="flex items-center gap-3 rounded-xl border border-border bg-secondary px-4 py-3 font-semibold text-secondary-foreground transition-colors hover:bg-secondary-hover"
        >
          <Mail aria-hidden="true" className="size-5 text-primary" />
          {SUPPORT_EMAIL}
        </a>
        <p className="text-sm leading-relaxed text-muted-foreground">
          Écrivez-nous depuis l'adresse de votre compte : nous retrouverons ainsi plus vite votre
          dossier.
        </p>
      </DialogContent>
    </Dialog>
  );
}
