import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { paths } from '@/lib/paths';

const LEGAL_LINKS = [
  { to: paths.cgu, label: "Conditions générales d'utilisation (CGU)" },
  { to: paths.legalNotice, label: 'Mentions légales' },
  { to: paths.privacy, label: 'Politique de confidentialité' },
] as const;

/** The legal entry of the sidebar: what the service is, and where its texts are. */
export function LegalDialog({ triggerClassName }: { triggerClassName: string }) {
  return (
    <Dialog>
      <DialogTrigger className={triggerClassName}>Légal</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Informations légales</DialogTitle>
          <DialogDescription>
            Céleste est une intelligence artificielle, et non une personne réelle. Ses réponses sont
            un accompagnement : elles ne remplacent pas l'avis d'un médecin, d'un psychologue, d'un
            avocat ou d'un conseiller financier.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2">
          {LEGAL_LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center justify-between gap-3 rounded-xl border border-border px-4 py-3 text-sm font-semibold transition-colors hover:bg-muted"
              >
                {label}
                <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
