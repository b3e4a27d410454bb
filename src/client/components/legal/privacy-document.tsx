import { PERSONA_NAME } from '#shared/persona';
import {
  LastUpdated,
  LegalNotice,
  LegalSection,
  LegalValue,
  ToComplete,
  SupportEmailLink,
} from './legal-prose';
import { PrivacyRightsSections } from './privacy-rights-sections';

/**
 * The privacy policy (GDPR, articles 13 and 14): who, what, why, with whom.
 * Retention, cookies and rights follow in PrivacyRightsSections.
 */
export function PrivacyDocument() {
  return (
    <>
      <LastUpdated />
      <p>
        Vos consultations sont personnelles, et vous nous confiez parfois des choses intimes. Cette
        politique explique simplement quelles données nous traitons, pourquoi, avec qui, combien de
        temps, et comment garder la main sur elles.
      </p>

      <LegalSection title="1. Responsable du traitement">
        <p>
          Le responsable du traitement est <LegalValue field="companyName" />, dont le siège est
          situé <LegalValue field="address" />, éditeur du service Voyance IA. Pour toute question
          sur vos données&nbsp;: <SupportEmailLink />.
        </p>
      </LegalSection>

      <LegalSection title="2. Les données que nous traitons">
        <ul>
          <li>
            <strong>Votre compte</strong>&nbsp;: prénom, adresse e-mail, mot de passe (conservé sous
            une forme chiffrée irréversible, jamais en clair), confirmation de l'adresse, forfait,
            solde de messages, dates d'inscription et d'abonnement.
          </li>
          <li>
            <strong>Vos conversations</strong>&nbsp;: les messages que vous envoyez, les réponses de{' '}
            {PERSONA_NAME} et leur date. Sans compte, la conversation est rattachée à un identifiant
            de session aléatoire conservé dans votre navigateur.
          </li>
          <li>
            <strong>Vos paiements</strong>&nbsp;: forfait acheté, montant, date, statut du paiement
            et identifiants client et abonnement chez Stripe.{' '}
            <strong>Vos données de carte bancaire ne passent jamais par nos serveurs</strong>&nbsp;:
            vous les saisissez directement sur le formulaire sécurisé de Stripe.
          </li>
          <li>
            <strong>Des données techniques</strong>&nbsp;: adresse IP, type de navigateur, dates de
            connexion et journaux techniques.
          </li>
          <li>
            <strong>Vos choix</strong>&nbsp;: la preuve de votre acceptation des CGU (date, version,
            adresse IP et navigateur) et votre choix concernant les cookies.
          </li>
          <li>
            <strong>La newsletter</strong>&nbsp;: votre adresse e-mail, votre prénom et votre statut
            d'inscription.
          </li>
        </ul>
        <LegalNotice>
          <p>
            Vos messages peuvent révéler des informations sensibles (santé, vie affective ou
            sexuelle, convictions). Vous choisissez librement ce que vous confiez à {PERSONA_NAME}.
            En les partageant, vous consentez à ce qu'elles soient traitées pour cette seule
            fin&nbsp;: vous répondre et conserver votre historique (article 9.2.a du RGPD). Vous
            pouvez retirer ce consentement à tout moment en supprimant une conversation ou votre
            compte. Nous n'utilisons jamais vos conversations à des fins publicitaires et ne les
            vendons pas.
          </p>
        </LegalNotice>
      </LegalSection>

      <LegalSection title="3. Pourquoi, et sur quelle base légale">
        <ul>
          <li>
            Créer et gérer votre compte, vous permettre de converser avec {PERSONA_NAME}, conserver
            votre historique et décompter vos messages&nbsp;: <em>exécution du contrat</em> (article
            6.1.b du RGPD).
          </li>
          <li>
            Encaisser vos paiements, gérer votre abonnement et tenir notre comptabilité&nbsp;:{' '}
            <em>exécution du contrat</em> et <em>obligation légale</em> (article 6.1.b et c).
          </li>
          <li>
            Vous envoyer les e-mails du service (confirmation d'adresse, mot de passe, paiement) et
            répondre à vos demandes au support&nbsp;: <em>exécution du contrat</em>.
          </li>
          <li>
            Vous envoyer notre newsletter&nbsp;: <em>votre consentement</em> ou, si vous êtes
            client, notre <em>intérêt légitime</em> à vous présenter des services analogues (article
            L34-5 du Code des postes et des communications électroniques). Chaque e-mail contient un
            lien de désinscription.
          </li>
          <li>
            Assurer la sécurité du service et prévenir les fraudes et les abus, par exemple en
            limitant le nombre d'essais gratuits par adresse IP&nbsp;: <em>intérêt légitime</em>{' '}
            (article 6.1.f).
          </li>
          <li>
            Conserver la preuve de votre acceptation des CGU&nbsp;: <em>obligation légale</em> et{' '}
            <em>intérêt légitime</em> à pouvoir établir nos droits.
          </li>
          <li>
            Mesurer l'efficacité de nos annonces grâce à un tag de conversion publicitaire&nbsp;:{' '}
            <em>votre consentement</em>, recueilli par le bandeau cookies (article 82 de la loi
            Informatique et Libertés).
          </li>
        </ul>
        <p>
          Les réponses de {PERSONA_NAME} sont rédigées automatiquement, mais aucune décision
          produisant des effets juridiques à votre égard n'est prise sur le seul fondement d'un
          traitement automatisé.
        </p>
      </LegalSection>

      <LegalSection title="4. Qui reçoit vos données">
        <p>
          Seules les personnes habilitées de notre équipe accèdent à vos données, dans la limite de
          ce qui est nécessaire, par exemple pour traiter une demande que vous nous adressez. Notre
          outil d'administration ne montre jamais le contenu de vos consultations&nbsp;: ni vos
          messages, ni les réponses, pas même un extrait. Si vous avez besoin d'aide sur un échange,
          c'est vous qui nous en envoyez la copie, depuis votre profil. Chaque action de notre
          équipe sur votre compte (messages offerts, remboursement, résiliation…) est inscrite dans
          un journal, avec son auteur et sa raison.
        </p>
        <p>
          Nous faisons aussi appel à des sous-traitants, liés par contrat et tenus à la
          confidentialité&nbsp;:
        </p>
        <ul>
          <li>
            <strong>Stripe</strong>, pour les paiements par carte et la gestion des
            abonnements&nbsp;;
          </li>
          <li>
            <strong>Brevo</strong>, ou le prestataire d'envoi d'e-mails (SMTP) que nous utilisons,
            pour les e-mails du service et la newsletter&nbsp;;
          </li>
          <li>
            <strong>le fournisseur du modèle d'intelligence artificielle</strong> (
            <ToComplete>fournisseur du modèle d'IA</ToComplete>), qui reçoit le texte de vos
            messages et de la conversation en cours pour rédiger les réponses de {PERSONA_NAME},
            sans votre adresse e-mail ni vos données de paiement. Nos conditions avec ce fournisseur
            excluent l'utilisation de vos messages pour entraîner ses modèles&nbsp;;
          </li>
          <li>
            <strong>notre hébergeur</strong> (<LegalValue field="host" />
            ), qui stocke les données du service.
          </li>
        </ul>
        <p>
          Nous ne vendons ni ne louons vos données. Nous ne les communiquons à une autorité que si
          la loi nous y oblige.
        </p>
      </LegalSection>

      <LegalSection title="5. Transferts hors de l'Union européenne">
        <p>
          Certains prestataires, notamment le fournisseur du modèle d'IA et Stripe, peuvent traiter
          des données hors de l'Union européenne, en particulier aux États-Unis. Ces transferts sont
          encadrés par une décision d'adéquation de la Commission européenne (le cadre de protection
          des données UE – États-Unis, pour les entreprises certifiées) ou, à défaut, par les
          clauses contractuelles types de la Commission européenne, complétées si nécessaire de
          mesures de sécurité supplémentaires. Vous pouvez obtenir une copie de ces garanties en
          écrivant à <SupportEmailLink />.
        </p>
      </LegalSection>

      <PrivacyRightsSections />
    </>
  );
}
