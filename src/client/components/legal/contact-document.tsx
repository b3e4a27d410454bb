import { Mail } from 'lucide-react';
import { PERSONA_NAME } from '#shared/persona';
import { LegalNotice, LegalSection, SUPPORT_EMAIL, SUPPORT_REPLY_DELAY } from './legal-prose';

/** Support is by e-mail only (spec §1), answered within 24 h (D13). */
export function ContactDocument() {
  return (
    <>
      <p className="mt-0!">
        Une question sur votre compte, votre forfait, un paiement ou une consultation&nbsp;? Notre
        équipe vous répond par e-mail, <strong>sous {SUPPORT_REPLY_DELAY}</strong>.
      </p>
      <a
        href={`mailto:${SUPPORT_EMAIL}`}
        className="mt-4 flex items-center gap-3 rounded-xl border border-border bg-secondary px-4 py-3 font-semibold text-secondary-foreground no-underline! transition-colors hover:bg-secondary-hover"
      >
        <Mail aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <span>
          <span className="sr-only">Écrire au support&nbsp;: </span>
          {SUPPORT_EMAIL}
        </span>
      </a>
      <p>
        Le support est assuré uniquement par e-mail&nbsp;: il n'y a ni téléphone ni messagerie
        instantanée avec notre équipe.
      </p>

      <LegalSection title="Pour une réponse rapide">
        <ul>
          <li>
            écrivez depuis l'adresse e-mail de votre compte&nbsp;: nous retrouverons plus vite votre
            dossier&nbsp;;
          </li>
          <li>
            précisez l'objet de votre demande&nbsp;: compte, forfait, paiement, rétractation,
            données personnelles…&nbsp;;
          </li>
          <li>
            pour un paiement, indiquez sa date et son montant&nbsp;; pour un problème technique,
            votre appareil, votre navigateur et, si possible, une capture d'écran&nbsp;;
          </li>
          <li>
            ne nous envoyez jamais votre mot de passe ni votre numéro de carte bancaire&nbsp;: nous
            ne vous les demanderons jamais.
          </li>
        </ul>
        <p>
          Pour exercer vos droits sur vos données personnelles, écrivez à la même adresse&nbsp;:
          nous vous répondons dans un délai d'un mois au plus.
        </p>
      </LegalSection>

      <LegalSection title="En cas d'urgence">
        <LegalNotice>
          <p>
            Voyance IA n'est pas un service d'urgence, et {PERSONA_NAME} est une intelligence
            artificielle. Si vous traversez une période de détresse ou avez des idées suicidaires,
            appelez le <a href="tel:3114">3114</a>, numéro national de prévention du suicide,
            gratuit et joignable 24&nbsp;h/24 et 7&nbsp;j/7. En cas de danger immédiat, appelez le{' '}
            <a href="tel:112">112</a>.
          </p>
        </LegalNotice>
      </LegalSection>
    </>
  );
}
