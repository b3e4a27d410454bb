import { EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { adminPaths } from '../utils/admin-paths';
import { SectionCard } from '@/components/ui/section-card';

/** The back office's home: what it is for, and what it never shows. */
export function AdminHome({ role }: { role: 'operator' | 'support' }) {
  useDocumentTitle('Back-office');
  return (
    <>
      <div>
        <h1 className="font-serif text-3xl font-semibold text-foreground">Back-office</h1>
        <p className="mt-2 text-muted-foreground">
          Retrouver un client, l’aider, et garder la trace de chaque geste.
        </p>
      </div>
      <SectionCard id="confidentialite" title="Les consultations restent privées">
        <div className="flex gap-3">
          <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="grid gap-2 text-sm leading-relaxed">
            <p>
              Le back-office ne montre jamais le texte d’une consultation : ni les messages des
              clients, ni les réponses, pas même un extrait. On y voit seulement combien de
              consultations un client a ouvertes.
            </p>
            <p>
              Si un client a besoin d’aide sur le contenu d’un échange, il nous envoie lui-même
              l’export de ses données depuis son profil.
            </p>
          </div>
        </div>
      </SectionCard>
      <SectionCard id="raccourcis" title="Par où commencer">
        <div className="grid gap-3 text-sm">
          <p>
            Chaque action demande une raison et s’inscrit au journal, qui ne se modifie pas.
            {role === 'support'
              ? ' Votre rôle « Support » permet de retrouver un client, de lui donner jusqu’à 10 messages, de renvoyer ses e-mails et de fermer ses sessions.'
              : ' Votre rôle « Opérateur » permet toutes les actions, remboursements et rôles compris.'}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <Link to={adminPaths.customers}>Rechercher un client</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={adminPaths.audit}>Lire le journal</Link>
            </Button>
          </div>
        </div>
      </SectionCard>
    </>
  );
}
