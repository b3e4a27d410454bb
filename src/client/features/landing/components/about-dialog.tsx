import { Link } from 'react-router';
import { GUEST_FREE_MESSAGES } from '#shared/plans';
import { PERSONA_NAME } from '#shared/persona';
import { paths } from '@/lib/paths';
import { InfoDialog, InfoSection } from './info-dialog';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** « Qu'est-ce que Voyance IA ? »: what the product is, how it works, what happens to the data. */
export function AboutDialog({ open, onOpenChange }: DialogProps) {
  return (
    <InfoDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Qu'est-ce que Voyance IA ?"
      description={`Un service de consultation par chat avec ${PERSONA_NAME}, une conseillère virtuelle disponible 24\u00a0h/24.`}
    >
      <InfoSection title="Une intelligence artificielle">
        <p>
          {PERSONA_NAME} est une intelligence artificielle, et non une personne réelle. Elle répond
          dans l’esprit de la voyance : un ton chaleureux, des questions qui aident à y voir plus
          clair, des pistes de réflexion.
        </p>
        <p>
          Ses réponses sont un accompagnement et un divertissement : elles ne prédisent pas l'avenir
          avec certitude et ne remplacent pas l'avis d'un professionnel de la santé, du droit ou de
          la finance.
        </p>
      </InfoSection>
      <InfoSection title="Comment ça marche ?">
        <p>
          Vous écrivez votre question, {PERSONA_NAME} vous répond en quelques secondes, de jour
          comme de nuit. Vos {GUEST_FREE_MESSAGES} premiers messages sont offerts, sans inscription.
          Pour continuer, vous créez un compte et choisissez un forfait mensuel.
        </p>
        <p>Seuls les messages que vous envoyez sont décomptés, jamais les réponses.</p>
      </InfoSection>
      <InfoSection title="Vos données">
        <p>
          Vos échanges restent privés : ils ne sont ni publiés, ni vendus. La connexion est chiffrée
          et vous pouvez supprimer votre compte et vos conversations à tout moment depuis votre
          espace personnel.
        </p>
        <p>
          Pour en savoir plus, lisez notre{' '}
          <Link
            to={paths.privacy}
            className="font-medium text-primary underline underline-offset-2"
          >
            politique de confidentialité
          </Link>
          .
        </p>
      </InfoSection>
    </InfoDialog>
  );
}
