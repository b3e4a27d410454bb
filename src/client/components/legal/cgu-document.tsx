import { PERSONA_NAME } from '#shared/persona';
import { CguPlansArticle } from './cgu-plans-article';
import { CguFinalArticles } from './cgu-final-articles';
import { LastUpdated, LegalNotice, LegalSection } from './legal-prose';

/** The terms of use (spec §2): twelve articles, dated 26 May 2025. */
export function CguDocument() {
  return (
    <>
      <LastUpdated />
      <p>
        Bienvenue sur Voyance IA. Les présentes conditions générales d'utilisation (les
        «&nbsp;CGU&nbsp;») fixent les règles d'utilisation du service et les engagements de chacun.
        Merci de les lire attentivement&nbsp;: elles s'appliquent dès votre premier message.
      </p>
      <LegalNotice>
        <p>
          <strong>
            {PERSONA_NAME} est une intelligence artificielle, et non une personne réelle.
          </strong>{' '}
          Ses réponses relèvent du divertissement et du soutien émotionnel&nbsp;; elles ne
          remplacent pas l'avis d'un médecin, d'un psychologue, d'un avocat ou d'un conseiller
          financier. En cas de détresse, appelez le <a href="tel:3114">3114</a> (prévention du
          suicide, gratuit, 24&nbsp;h/24) ou le <a href="tel:112">112</a> en cas d'urgence.
        </p>
      </LegalNotice>

      <LegalSection title="Article 1 – Définitions">
        <p>Dans les présentes CGU, les termes suivants ont le sens indiqué ci-dessous&nbsp;:</p>
        <ul>
          <li>
            <strong>«&nbsp;Service&nbsp;»</strong>&nbsp;: le service de consultation par chat
            Voyance IA, accessible en ligne.
          </li>
          <li>
            <strong>«&nbsp;Éditeur&nbsp;»</strong>, «&nbsp;nous&nbsp;»&nbsp;: la société qui
            exploite le Service, identifiée à l'article 12 et dans les mentions légales.
          </li>
          <li>
            <strong>«&nbsp;Utilisateur&nbsp;»</strong>, «&nbsp;vous&nbsp;»&nbsp;: toute personne qui
            utilise le Service, avec ou sans compte.
          </li>
          <li>
            <strong>«&nbsp;Invité&nbsp;»</strong>&nbsp;: l'Utilisateur qui n'a pas de compte.
          </li>
          <li>
            <strong>«&nbsp;Client&nbsp;»</strong>&nbsp;: l'Utilisateur titulaire d'un Compte.
          </li>
          <li>
            <strong>«&nbsp;Compte&nbsp;»</strong>&nbsp;: l'espace personnel du Client, accessible
            après connexion, dont la page «&nbsp;Mon profil&nbsp;».
          </li>
          <li>
            <strong>«&nbsp;{PERSONA_NAME}&nbsp;»</strong>&nbsp;: la conseillère virtuelle du
            Service, un personnage dont les réponses sont générées par un modèle d'intelligence
            artificielle.
          </li>
          <li>
            <strong>«&nbsp;Message&nbsp;»</strong>&nbsp;: un texte que l'Utilisateur envoie à{' '}
            {PERSONA_NAME}. Les réponses de {PERSONA_NAME} ne sont pas des Messages et ne sont
            jamais décomptées.
          </li>
          <li>
            <strong>«&nbsp;Forfait&nbsp;»</strong>&nbsp;: l'abonnement mensuel qui donne droit à un
            nombre de Messages par mois.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Article 2 – Acceptation des CGU">
        <p>
          Le Service est <strong>réservé aux personnes majeures, âgées de 18 ans et plus</strong>.
          En l'utilisant, vous déclarez avoir 18 ans révolus et la capacité de vous engager.
        </p>
        <p>
          L'utilisation du Service vaut acceptation des présentes CGU. Lors de l'inscription et de
          chaque achat, vous les acceptez expressément en cochant la case prévue à cet effet&nbsp;;
          nous conservons la date et la version acceptée, comme preuve de votre accord.
        </p>
        <p>
          Nous pouvons faire évoluer les CGU, par exemple pour suivre une évolution du Service ou de
          la loi. La date de mise à jour figure en tête du texte. En cas de changement important,
          les Clients en sont informés par e-mail avant son entrée en vigueur et peuvent, s'ils le
          refusent, résilier leur abonnement sans frais avant cette date.
        </p>
      </LegalSection>

      <LegalSection title="Article 3 – Description du Service">
        <p>
          Le Service permet d'échanger par écrit, 24&nbsp;h/24 et 7&nbsp;j/7, avec {PERSONA_NAME},
          une conseillère virtuelle au style de voyante et de confidente bienveillante. Vos
          consultations sont conservées dans votre Compte, où vous pouvez les relire ou les
          supprimer.
        </p>
        <p>
          <strong>
            {PERSONA_NAME} est une intelligence artificielle&nbsp;: ce n'est pas une personne réelle
          </strong>
          , et elle le dit toujours lorsqu'on le lui demande. Ses réponses sont produites
          automatiquement par un modèle de langage, sans intervention humaine. Elles peuvent être
          inexactes, incomplètes ou inadaptées à votre situation.
        </p>
        <p>
          Le Service a une finalité de <strong>divertissement et de soutien émotionnel</strong>. La
          voyance n'a pas de fondement scientifique et aucune réponse ne constitue une prédiction
          certaine. {PERSONA_NAME} ne donne{' '}
          <strong>aucun avis médical, psychologique, juridique ou financier</strong> et ne remplace
          pas un professionnel&nbsp;: pour toute question de santé, de droit ou d'argent,
          adressez-vous à une personne qualifiée. Vous restez seul juge des décisions que vous
          prenez.
        </p>
        <LegalNotice>
          <p>
            Le Service n'est pas un service d'urgence. Si vous traversez une période de détresse ou
            avez des idées suicidaires, appelez le <a href="tel:3114">3114</a>, numéro national de
            prévention du suicide, gratuit et joignable 24&nbsp;h/24 et 7&nbsp;j/7. En cas de danger
            immédiat, appelez le <a href="tel:112">112</a>.
          </p>
        </LegalNotice>
        <p>
          Le Service est accessible depuis un navigateur récent et une connexion à Internet, à vos
          frais. Nous faisons notre possible pour qu'il reste disponible en permanence, mais il peut
          être interrompu, notamment pour maintenance ou en cas de panne d'un prestataire.
        </p>
      </LegalSection>

      <LegalSection title="Article 4 – Inscription et compte">
        <p>Un Compte est créé de deux façons&nbsp;:</p>
        <ul>
          <li>
            <strong>par l'inscription</strong>&nbsp;: vous indiquez votre prénom, votre adresse
            e-mail et un mot de passe, acceptez les CGU, puis confirmez votre adresse grâce au lien
            reçu par e-mail&nbsp;;
          </li>
          <li>
            <strong>automatiquement, lors d'un achat</strong> (Forfait ou offre spéciale)&nbsp;: le
            Compte est ouvert avec l'adresse e-mail indiquée au paiement. Il n'a pas encore de mot
            de passe&nbsp;: nous vous invitons à en choisir un pour vous reconnecter facilement.
          </li>
        </ul>
        <p>
          Vous vous engagez à fournir des informations exactes et à garder votre mot de passe
          confidentiel. Vous êtes responsable de l'utilisation de votre Compte&nbsp;; si vous pensez
          qu'un tiers y a accédé, changez votre mot de passe et prévenez-nous sans attendre.
        </p>
        <p>
          Vous pouvez <strong>fermer votre Compte à tout moment</strong> depuis votre espace
          personnel, page «&nbsp;Mon profil&nbsp;». Les conséquences de cette fermeture sont
          décrites à l'article 9.
        </p>
      </LegalSection>

      <CguPlansArticle />
      <CguFinalArticles />
    </>
  );
}
