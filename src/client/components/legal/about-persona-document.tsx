import { PERSONA_NAME } from '#shared/persona';
import { PersonaAvatar } from '@/components/conversation/persona-avatar';
import { LegalNotice, LegalSection } from './legal-prose';

/**
 * « Qui est Céleste ? » (issue 14): what the advisor is, what she can and
 * cannot do, and what becomes of what one writes to her. Her mark is a drawn
 * star, never a face that could pass for a person's photo.
 */
export function AboutPersonaDocument() {
  return (
    <>
      <div className="mt-0! flex items-center gap-4">
        <PersonaAvatar className="size-16 text-3xl" />
        <p className="m-0!">
          <strong>{PERSONA_NAME} est une intelligence artificielle</strong>, pas une personne. Son
          étoile est un dessin&nbsp;: il n'y a ni photo ni voyante derrière l'écran.
        </p>
      </div>

      <LegalSection title="Ce qu'elle est">
        <p>
          {PERSONA_NAME} est un modèle de langage, un programme qui écrit des réponses à partir de
          ce que vous lui confiez. Nous lui avons donné une voix&nbsp;: celle d'une conseillère
          chaleureuse, qui pratique la voyance par les cartes et l'écoute. Quand vous lui demandez
          si elle est humaine, elle vous répond toujours qu'elle ne l'est pas.
        </p>
      </LegalSection>

      <LegalSection title="Comment se passe une consultation">
        <p>
          Vous posez votre question, sur l'amour, le travail, la famille ou ce que vous traversez.{' '}
          {PERSONA_NAME} vous répond par écrit, tout de suite, à toute heure&nbsp;: elle reformule,
          propose une lecture des cartes et des pistes de réflexion, et vous pose des questions pour
          vous aider à y voir plus clair. Seuls vos messages sont décomptés, jamais ses réponses.
        </p>
      </LegalSection>

      <LegalSection title="Ce qu'elle ne peut pas faire">
        <ul>
          <li>
            prédire l'avenir avec certitude&nbsp;: la voyance est un support de réflexion, pas une
            science&nbsp;;
          </li>
          <li>remplacer un médecin, un psychologue, un avocat ou un conseiller financier&nbsp;;</li>
          <li>
            vous aider en urgence&nbsp;: si vous pensez au suicide ou êtes en danger, appelez le{' '}
            <a href="tel:3114">3114</a> (gratuit, 24&nbsp;h/24) ou le <a href="tel:112">112</a>.
            Quand un message inquiète, {PERSONA_NAME} vous donne ces numéros au lieu d'une
            consultation, sans rien décompter.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Ce que deviennent vos messages">
        <p>
          Vos consultations sont conservées pour que vous les retrouviez, et ne servent à rien
          d'autre&nbsp;: ni publicité, ni revente. Personne chez nous ne les lit, sauf si vous nous
          le demandez pour régler un problème. Vous pouvez supprimer une consultation à tout moment,
          télécharger vos données ou fermer votre compte depuis votre profil&nbsp;: tout est alors
          effacé.
        </p>
        <LegalNotice>
          <p>
            Le détail est dans notre politique de confidentialité&nbsp;: quelles données, combien de
            temps, chez quels prestataires, et vos droits.
          </p>
        </LegalNotice>
      </LegalSection>
    </>
  );
}
