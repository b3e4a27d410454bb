import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { PERSONA_NAME } from '#shared/persona';
import {
  LastUpdated,
  LegalNotice,
  LegalSection,
  LegalValue,
  SUPPORT_REPLY_DELAY,
  SupportEmailLink,
} from './legal-prose';

/**
 * The publisher's identity (LCEN, article 6), from the LEGAL_* variables
 * (D17): none is invented.
 */
export function LegalNoticeDocument() {
  return (
    <>
      <LastUpdated />
      <p>
        Conformément à l'article 6 de la loi n°&nbsp;2004-575 du 21 juin 2004 pour la confiance dans
        l'économie numérique (LCEN), voici les informations relatives à l'éditeur et à l'hébergeur
        du service Voyance IA.
      </p>

      <LegalSection title="Éditeur du service">
        <ul>
          <li>
            Raison sociale&nbsp;: <LegalValue field="companyName" />
          </li>
          <li>
            Forme juridique et capital social&nbsp;: <LegalValue field="companyForm" />, au capital
            de <LegalValue field="shareCapital" />
          </li>
          <li>
            Siège social&nbsp;: <LegalValue field="address" />
          </li>
          <li>
            Immatriculation&nbsp;: <LegalValue field="rcs" />
          </li>
          <li>
            Téléphone&nbsp;: <LegalValue field="phone" /> (ce numéro n'est pas un service
            d'assistance&nbsp;: le support est assuré par e-mail)
          </li>
          <li>
            E-mail&nbsp;: <LegalValue field="email" /> ; pour toute question sur le service&nbsp;:{' '}
            <SupportEmailLink />
          </li>
          <li>
            Directeur de la publication&nbsp;: <LegalValue field="director" />
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Hébergeur">
        <ul>
          <li>
            <LegalValue field="host" />
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Une conseillère qui est une intelligence artificielle">
        <LegalNotice>
          <p>
            {PERSONA_NAME}, la conseillère du service, est une intelligence artificielle et non une
            personne réelle. Ses réponses sont générées automatiquement par un modèle de langage, à
            des fins de divertissement et de soutien émotionnel. Elles ne constituent pas un avis
            médical, psychologique, juridique ou financier. En cas de détresse, appelez le{' '}
            <a href="tel:3114">3114</a> (prévention du suicide, 24&nbsp;h/24) ou le{' '}
            <a href="tel:112">112</a>.
          </p>
        </LegalNotice>
      </LegalSection>

      <LegalSection title="Propriété intellectuelle">
        <p>
          La marque Voyance IA, le personnage de {PERSONA_NAME}, ainsi que l'ensemble des textes,
          visuels, logiciels et éléments graphiques du site sont la propriété de l'éditeur ou de ses
          partenaires et sont protégés par le Code de la propriété intellectuelle. Toute
          reproduction, représentation ou extraction, totale ou partielle, sans autorisation écrite
          préalable est interdite et peut constituer une contrefaçon.
        </p>
      </LegalSection>

      <LegalSection title="Données personnelles et cookies">
        <p>
          Le traitement de vos données personnelles et l'usage des cookies sont décrits dans notre{' '}
          <Link to={paths.privacy}>politique de confidentialité</Link>. Les règles d'utilisation du
          service figurent dans les <Link to={paths.cgu}>conditions générales d'utilisation</Link>.
        </p>
      </LegalSection>

      <LegalSection title="Contact">
        <p>
          Pour toute question ou pour signaler un contenu, écrivez-nous à <SupportEmailLink />
          &nbsp;: nous vous répondons sous {SUPPORT_REPLY_DELAY}.
        </p>
      </LegalSection>
    </>
  );
}
