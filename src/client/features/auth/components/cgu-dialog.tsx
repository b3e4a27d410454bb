import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
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
import { paths } from '@/lib/paths';

interface CguDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A short summary of the terms; the full text lives on /cgu. */
export function CguDialog({ open, onOpenChange }: CguDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Conditions générales d'utilisation</DialogTitle>
          <DialogDescription>
            Les points essentiels, en bref. Seul le texte complet des CGU fait foi.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid list-disc gap-2 pl-5 text-sm leading-relaxed text-foreground marker:text-primary">
          <li>
            Voyance IA est un service de consultation par chat avec une conseillère virtuelle : une
            intelligence artificielle, et non une personne réelle.
          </li>
          <li>
            Ses réponses ne remplacent pas l'avis d'un professionnel de la santé, du droit ou de la
            finance. En cas de détresse, appelez le 3114 (prévention du suicide) ou le 112.
          </li>
          <li>
            Les forfaits sont mensuels ; les messages non utilisés ne sont pas reportés au mois
            suivant.
          </li>
          <li>Vous pouvez fermer votre compte à tout moment depuis votre espace personnel.</li>
          <li>Vos données personnelles sont traitées selon notre politique de confidentialité.</li>
        </ul>
        <DialogFooter className="sm:items-center sm:justify-between">
          <Button asChild variant="link">
            {/* A new tab keeps what the user has typed in the sign-up form. */}
            <Link to={paths.cgu} target="_blank" rel="noopener">
              Lire les CGU complètes
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(nouvel onglet)</span>
            </Link>
          </Button>
          <DialogClose asChild>
            <Button>Fermer</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
