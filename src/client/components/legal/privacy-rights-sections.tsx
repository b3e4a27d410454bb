import { LegalSection, LegalSubsection, SupportEmailLink } from './legal-prose';

/** The privacy policy, second half: retention (D12), cookies, security and rights. */
export function PrivacyRightsSections() {
  return (
    <>
      <LegalSection title="6. Combien de temps nous les conservons">
        <ul>
          <li>
            <strong>Compte, conversations et messages</strong>&nbsp;: tant que votre compte est
            ouvert. Vous pouvez supprimer une conversation à tout moment.
          </li>
          <li>
            <strong>À la fermeture de votre compte</strong>, tout est supprimé immédiatement&nbsp;:
            votre compte, vos conversations, vos messages et vos jetons de connexion. Seuls sont
            conservés, détachés de tout contenu de conversation&nbsp;:
            <ul>
              <li>
                les enregistrements de paiement, pendant 10 ans, comme l'exige la législation
                comptable (article L123-22 du Code de commerce)&nbsp;;
              </li>
              <li>
                la preuve de votre acceptation des CGU et de vos consentements, pendant 5 ans après
                la fin de notre relation, délai de prescription de droit commun.
              </li>
            </ul>
          </li>
          <li>
            <strong>Newsletter et prospection</strong>&nbsp;: les données d'une personne qui n'est
            pas ou plus cliente sont conservées au maximum 3 ans après son dernier contact avec nous
            (par exemple un clic dans un e-mail), comme le recommande la CNIL. Ce délai ne concerne
            que la prospection&nbsp;: <strong>un compte supprimé n'est pas conservé 3 ans</strong>,
            il est effacé aussitôt. Si vous vous désinscrivez, seule votre adresse est gardée dans
            une liste d'opposition, pour ne plus vous écrire.
          </li>
          <li>
            <strong>Conversation sans compte</strong>&nbsp;: si vous créez ensuite un compte ou
            faites un achat, elle rejoint votre compte&nbsp;; sinon, elle est supprimée au plus tard
            12 mois après le dernier message.
          </li>
          <li>
            <strong>Journaux techniques</strong>&nbsp;: 12 mois au maximum.
          </li>
          <li>
            <strong>Votre choix concernant les cookies</strong>&nbsp;: dans votre navigateur,
            jusqu'à ce que vous l'effaciez.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="7. Cookies et stockage dans votre navigateur">
        <LegalSubsection title="Ce qui est nécessaire au service">
          <p>
            Ces éléments ne demandent pas votre consentement, car le service ne peut pas fonctionner
            sans eux&nbsp;: un cookie de session sécurisé qui vous garde connecté, et, dans le
            stockage de votre navigateur, votre jeton de connexion, l'identifiant de votre session
            sans compte et ses messages gratuits restants, vos brouillons de messages, vos
            préférences d'affichage et votre choix concernant les cookies (clés{' '}
            <code>rgpd-consent</code> et <code>rgpd-consent-date</code>). Sur la page de paiement,
            Stripe dépose ses propres cookies, nécessaires à la sécurité du paiement et à la lutte
            contre la fraude.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Ce qui dépend de votre choix">
          <p>
            Un tag de conversion publicitaire nous indique si une visite venue de l'une de nos
            annonces a mené à une inscription ou à un achat. Il n'est chargé que si vous cliquez sur
            «&nbsp;Accepter&nbsp;» dans le bandeau cookies. Si vous cliquez sur
            «&nbsp;Refuser&nbsp;», ou si vous fermez simplement le bandeau, il ne l'est pas.
          </p>
          <p>
            Vous pouvez changer d'avis à tout moment en effaçant les données du site dans votre
            navigateur&nbsp;: le bandeau réapparaît alors et vous pouvez faire un nouveau choix.
          </p>
        </LegalSubsection>
      </LegalSection>

      <LegalSection title="8. Sécurité">
        <p>
          Les échanges avec le service sont chiffrés (HTTPS), les mots de passe sont protégés par un
          algorithme de hachage robuste, la session repose sur un cookie inaccessible aux scripts et
          l'accès aux données est réservé aux personnes habilitées.
        </p>
      </LegalSection>

      <LegalSection title="9. Vos droits">
        <p>Vous disposez des droits suivants sur vos données&nbsp;:</p>
        <ul>
          <li>
            <strong>accès</strong>&nbsp;: savoir quelles données nous détenons et en obtenir une
            copie&nbsp;;
          </li>
          <li>
            <strong>rectification</strong>&nbsp;: corriger des données inexactes&nbsp;;
          </li>
          <li>
            <strong>effacement</strong>&nbsp;: faire supprimer vos données&nbsp;;
          </li>
          <li>
            <strong>limitation</strong>&nbsp;: faire geler temporairement l'utilisation de vos
            données&nbsp;;
          </li>
          <li>
            <strong>portabilité</strong>&nbsp;: recevoir vos données dans un format courant, pour
            les transmettre à un autre service&nbsp;;
          </li>
          <li>
            <strong>opposition</strong>&nbsp;: vous opposer à un traitement fondé sur notre intérêt
            légitime, et à tout moment à la prospection&nbsp;;
          </li>
          <li>
            <strong>retrait du consentement</strong>, à tout moment, sans remettre en cause ce qui a
            été fait auparavant&nbsp;;
          </li>
          <li>
            <strong>directives post-mortem</strong>&nbsp;: définir ce que deviendront vos données
            après votre décès (article 85 de la loi Informatique et Libertés).
          </li>
        </ul>
        <p>
          Beaucoup de ces droits s'exercent directement depuis la page «&nbsp;Mon
          profil&nbsp;»&nbsp;: modifier votre prénom ou votre e-mail, télécharger une copie de vos
          données (fichier JSON, et vos consultations en texte), fermer les sessions ouvertes sur
          vos autres appareils, supprimer une conversation, fermer votre compte. Pour tout le reste,
          écrivez-nous à <SupportEmailLink />, de préférence depuis l'adresse de votre compte&nbsp;;
          en cas de doute sur votre identité, nous pourrons vous demander de la confirmer. Nous vous
          répondons <strong>dans un délai d'un mois</strong>, qui peut être prolongé de deux mois
          pour une demande complexe&nbsp;: nous vous en préviendrions alors.
        </p>
        <p>
          Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous
          pouvez adresser une réclamation à la Commission nationale de l'informatique et des
          libertés (<strong>CNIL</strong>)&nbsp;:{' '}
          <a href="https://www.cnil.fr" target="_blank" rel="noopener noreferrer">
            www.cnil.fr
          </a>
          .
        </p>
      </LegalSection>

      <LegalSection title="10. Mineurs">
        <p>
          Le service est réservé aux personnes de 18 ans et plus. Nous ne collectons pas sciemment
          de données concernant des mineurs&nbsp;; si nous apprenons qu'un compte appartient à un
          mineur, nous le supprimons.
        </p>
      </LegalSection>

      <LegalSection title="11. Évolution de cette politique">
        <p>
          Nous pouvons mettre à jour cette politique&nbsp;; la date de dernière mise à jour figure
          en tête. En cas de changement important, nous vous en informons par e-mail.
        </p>
      </LegalSection>
    </>
  );
}
