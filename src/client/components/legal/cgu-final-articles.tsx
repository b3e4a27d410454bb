import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { PERSONA_NAME } from '#shared/persona';
import {
  LegalSection,
  LegalSubsection,
  LegalValue,
  ToComplete,
  SUPPORT_REPLY_DELAY,
  SupportEmailLink,
} from './legal-prose';

/** Articles 6 to 12 of the terms of use. */
export function CguFinalArticles() {
  return (
    <>
      <LegalSection title="Article 6 – Propriété intellectuelle">
        <p>
          Le Service et ses éléments (la marque Voyance IA, le personnage de {PERSONA_NAME}, les
          textes, visuels et logiciels) sont protégés par le droit de la propriété intellectuelle et
          appartiennent à l'Éditeur ou à ses partenaires. Nous vous accordons un droit personnel,
          non exclusif et non transférable d'utiliser le Service pour vos besoins privés. Toute
          reproduction, extraction automatisée ou exploitation commerciale sans notre accord écrit
          est interdite.
        </p>
        <p>
          Vous restez titulaire de vos droits sur les Messages que vous écrivez. Vous nous autorisez
          à les traiter dans la seule mesure nécessaire au Service&nbsp;: les conserver dans votre
          historique et les transmettre au modèle d'intelligence artificielle qui rédige les
          réponses. Vous pouvez utiliser librement les réponses de {PERSONA_NAME} à titre personnel.
        </p>
      </LegalSection>

      <LegalSection title="Article 7 – Données personnelles">
        <p>
          Nous traitons vos données personnelles conformément au règlement général sur la protection
          des données (RGPD) et à la loi Informatique et Libertés, comme le détaille notre{' '}
          <Link to={paths.privacy}>politique de confidentialité</Link>. Vos conversations servent
          uniquement à vous répondre et à vous permettre de les relire&nbsp;; nous ne les vendons
          pas.
        </p>
        <p>
          Lorsque vous fermez votre Compte, votre compte, vos conversations, vos messages et vos
          jetons de connexion sont supprimés immédiatement. Seuls sont conservés, détachés de tout
          contenu de conversation, les enregistrements de paiement exigés par la législation
          comptable et la preuve de votre acceptation des CGU.
        </p>
      </LegalSection>

      <LegalSection title="Article 8 – Limitation de responsabilité">
        <p>
          Nous mettons en œuvre les moyens raisonnables pour fournir un Service de qualité,
          disponible et sécurisé&nbsp;; il s'agit d'une obligation de moyens. Les réponses de{' '}
          {PERSONA_NAME} étant générées par une intelligence artificielle à des fins de
          divertissement et de soutien, nous ne garantissons ni leur exactitude ni la réalisation
          d'un événement. Nous ne pouvons être tenus responsables des décisions que vous prenez sur
          leur fondement, ni d'une interruption due à un cas de force majeure, à une maintenance, au
          fait d'un tiers ou à votre propre équipement.
        </p>
        <p>
          Vous vous engagez à utiliser le Service loyalement et conformément à la loi&nbsp;: pas de
          contenus illicites, haineux ou portant atteinte aux droits d'autrui, pas de tentative de
          contourner le décompte des Messages, pas d'utilisation automatisée ni de revente du
          Service.
        </p>
        <p>
          Ces limites ne s'appliquent pas lorsque la loi l'interdit&nbsp;: elles n'excluent ni ne
          limitent notre responsabilité en cas de faute lourde ou intentionnelle ou de dommage
          corporel, ni les garanties légales dont vous bénéficiez en tant que consommateur,
          notamment la garantie légale de conformité des contenus et services numériques (articles
          L224-25-12 et suivants du Code de la consommation).
        </p>
      </LegalSection>

      <LegalSection title="Article 9 – Résiliation">
        <LegalSubsection title="9.1 Résilier votre abonnement">
          <p>
            Vous pouvez résilier votre Forfait à tout moment depuis votre espace personnel, page
            «&nbsp;Mon profil&nbsp;», rubrique abonnement. La résiliation prend effet{' '}
            <strong>à la fin de la période mensuelle en cours</strong>&nbsp;: vous gardez l'accès et
            vos Messages restants jusqu'à cette date, qui vous est indiquée, et aucun nouveau
            prélèvement n'a lieu. Le mois entamé n'est pas remboursé, sous réserve du droit de
            rétractation (article 5.7).
          </p>
        </LegalSubsection>
        <LegalSubsection title="9.2 Fermer votre Compte">
          <p>
            Vous pouvez fermer votre Compte à tout moment depuis la page «&nbsp;Mon profil&nbsp;».
            La fermeture est immédiate et définitive&nbsp;: elle met fin à votre abonnement sans
            nouveau prélèvement, vos données sont supprimées comme indiqué à l'article 7 et les
            Messages restants sont perdus.
          </p>
        </LegalSubsection>
        <LegalSubsection title="9.3 Suspension ou fermeture par l'Éditeur">
          <p>
            En cas de manquement grave aux présentes CGU (fraude, usage abusif ou illicite,
            utilisation par une personne mineure), nous pouvons suspendre ou fermer le Compte
            concerné. Sauf urgence ou obligation légale, nous vous en informons au préalable par
            e-mail, en précisant le motif, et vous pouvez présenter vos observations au support. Si
            nous cessions d'exploiter le Service, nous vous préviendrions au moins 30 jours à
            l'avance et rembourserions la part payée du mois non écoulé.
          </p>
        </LegalSubsection>
      </LegalSection>

      <LegalSection title="Article 10 – Droit applicable et litiges">
        <p>
          Les présentes CGU sont régies par le droit de l'État du Delaware (États-Unis). Toutefois,
          si vous êtes un consommateur, ce choix ne vous prive pas de la protection que vous
          assurent les dispositions impératives de la loi de votre pays de résidence habituelle,
          notamment le droit français de la consommation (article 6 du règlement (CE)
          n°&nbsp;593/2008 dit «&nbsp;Rome I&nbsp;»).
        </p>
        <p>
          En cas de difficulté, écrivez-nous d'abord&nbsp;: la plupart des questions se règlent
          rapidement avec le support. À défaut d'accord, vous pouvez recourir gratuitement au
          médiateur de la consommation (article L612-1 du Code de la consommation)&nbsp;:{' '}
          <ToComplete>nom et coordonnées du médiateur de la consommation</ToComplete>.
        </p>
        <p>
          Les tribunaux de l'État du Delaware sont compétents. En tant que consommateur, vous pouvez
          néanmoins toujours saisir les tribunaux du lieu de votre domicile, et ne pouvez être
          attrait que devant eux (article 18 du règlement (UE) n°&nbsp;1215/2012). Les CGU sont
          rédigées en français&nbsp;; en cas de traduction, la version française prévaut.
        </p>
      </LegalSection>

      <LegalSection title="Article 11 – Contact">
        <p>
          Pour toute question, réclamation ou demande, y compris de rétractation ou relative à vos
          données, écrivez-nous à <SupportEmailLink />. Le support est assuré uniquement par
          e-mail&nbsp;; nous vous répondons sous {SUPPORT_REPLY_DELAY}. Voir aussi la page{' '}
          <Link to={paths.contact}>Contact</Link>.
        </p>
      </LegalSection>

      <LegalSection title="Article 12 – Informations légales">
        <p>
          Le Service est édité par <LegalValue field="companyName" />,{' '}
          <LegalValue field="companyForm" />, dont le siège est situé <LegalValue field="address" />
          , immatriculée sous le numéro <LegalValue field="rcs" />. Directeur de la
          publication&nbsp;: <LegalValue field="director" />. Hébergeur&nbsp;:{' '}
          <LegalValue field="host" />.
        </p>
        <p>
          Les informations complètes figurent dans nos{' '}
          <Link to={paths.legalNotice}>mentions légales</Link>.
        </p>
      </LegalSection>
    </>
  );
}
