import {
  FREE_TIER_MESSAGES,
  GUEST_FREE_MESSAGES,
  INTRO_PRICE_CENTS,
  PAID_TIERS,
  PLANS,
  SPECIAL_OFFER,
  VIP_FAIR_USE_PER_DAY,
  formatEuros,
} from '#shared/plans';
import { PERSONA_NAME } from '#shared/persona';
import {
  LegalSection,
  LegalSubsection,
  LegalValue,
  SUPPORT_EMAIL,
  SupportEmailLink,
} from './legal-prose';

const { decouverte, vip } = PLANS;

/** Article 5: the catalogue, the offers, payment and the right of withdrawal. */
export function CguPlansArticle() {
  return (
    <LegalSection title="Article 5 – Forfaits, prix et paiement">
      <LegalSubsection title="5.1 Messages offerts">
        <ul>
          <li>
            Sans compte, chaque Invité dispose de {GUEST_FREE_MESSAGES} Messages gratuits pour
            découvrir le Service.
          </li>
          <li>
            Après la confirmation de son adresse e-mail, le Client reçoit {FREE_TIER_MESSAGES}{' '}
            Messages offerts, une seule fois.
          </li>
        </ul>
      </LegalSubsection>

      <LegalSubsection title="5.2 Forfaits mensuels">
        <p>
          Au-delà, l'envoi de Messages nécessite un Forfait. Les prix sont indiqués en euros, toutes
          taxes comprises&nbsp;:
        </p>
        <ul>
          {PAID_TIERS.map((tier) => {
            const plan = PLANS[tier];
            return (
              <li key={tier}>
                <strong>{plan.name}</strong>&nbsp;: {formatEuros(plan.priceCents)} par mois pour{' '}
                {plan.messagesPerMonth} Messages, soit {formatEuros(plan.pricePerMessageCents)} par
                Message.
              </li>
            );
          })}
        </ul>
        <p>
          Chaque Forfait est un abonnement d'un mois, renouvelé automatiquement à la date
          anniversaire de la souscription jusqu'à sa résiliation (article 9). À chaque
          renouvellement, votre solde est remis au nombre de Messages du Forfait&nbsp;:{' '}
          <strong>les Messages non utilisés ne sont pas reportés</strong> sur le mois suivant.
        </p>
        <p>
          Chaque Message envoyé est déduit de votre solde&nbsp;; les réponses de {PERSONA_NAME} ne
          sont jamais décomptées, et un Message dont l'envoi échoue ne l'est pas non plus. Lorsque
          le solde atteint zéro, l'envoi est suspendu jusqu'au renouvellement ou à un changement de
          Forfait. Le Forfait {vip.name} comprend {vip.messagesPerMonth} Messages par mois&nbsp;;
          au-delà, l'envoi reste possible dans le cadre d'un usage raisonnable&nbsp;: jusqu'à{' '}
          {VIP_FAIR_USE_PER_DAY} Messages par jour, pour un usage personnel et non automatisé.
        </p>
      </LegalSubsection>

      <LegalSubsection title="5.3 Offre de bienvenue">
        <p>
          Le premier mois du Forfait {decouverte.name} est facturé{' '}
          <strong>{formatEuros(INTRO_PRICE_CENTS)}</strong> au lieu de{' '}
          {formatEuros(decouverte.priceCents)}. L'abonnement se poursuit ensuite au prix de{' '}
          {formatEuros(decouverte.priceCents)} par mois, sauf résiliation avant la fin du premier
          mois. Cette offre est réservée à une première souscription.
        </p>
      </LegalSubsection>

      <LegalSubsection title="5.4 Offre spéciale Invité">
        <p>
          Lorsque ses Messages gratuits sont épuisés, l'Invité peut acheter en une seule fois{' '}
          {SPECIAL_OFFER.messages} Messages pour {formatEuros(SPECIAL_OFFER.priceCents)}. C'est un
          achat unique, sans abonnement ni renouvellement. Un Compte est alors créé automatiquement
          avec l'adresse e-mail indiquée au paiement (article 4), et la conversation en cours y est
          conservée.
        </p>
      </LegalSubsection>

      <LegalSubsection title="5.5 Changement de Forfait">
        <p>
          Vous pouvez changer de Forfait à tout moment. Le changement prend effet
          immédiatement&nbsp;: l'abonnement en cours s'arrête, le nouveau Forfait est facturé et une
          nouvelle période d'un mois commence. <strong>Votre solde est remplacé</strong> par le
          nombre de Messages du nouveau Forfait, il ne s'y ajoute pas&nbsp;: s'il vous reste par
          exemple {decouverte.messagesPerMonth + 2} Messages et que vous choisissez{' '}
          {decouverte.name}, votre solde devient {decouverte.messagesPerMonth} Messages. Le mois
          entamé de l'ancien Forfait n'est pas remboursé, sous réserve du droit de rétractation
          (article 5.7). Ces conséquences vous sont rappelées avant toute confirmation.
        </p>
      </LegalSubsection>

      <LegalSubsection title="5.6 Paiement">
        <p>
          Le paiement s'effectue par carte bancaire, par l'intermédiaire de notre prestataire de
          paiement sécurisé <strong>Stripe</strong>. Vos données de carte sont saisies directement
          sur le formulaire de Stripe&nbsp;: elles ne transitent pas par nos serveurs et nous ne les
          conservons pas.
        </p>
        <p>
          Le prix du Forfait est débité à la souscription, puis à chaque renouvellement
          mensuel&nbsp;; l'offre spéciale est débitée une seule fois. Si le paiement d'un
          renouvellement échoue, le Forfait n'est pas renouvelé et l'envoi de Messages peut être
          suspendu jusqu'à régularisation. Un justificatif de paiement vous est adressé sur simple
          demande au support.
        </p>
      </LegalSubsection>

      <LegalSubsection title="5.7 Droit de rétractation">
        <p>
          Conformément à l'article L221-18 du Code de la consommation, vous disposez d'un délai de{' '}
          <strong>14 jours</strong> à compter de la souscription d'un Forfait ou de l'achat de
          l'offre spéciale pour vous rétracter, sans avoir à vous justifier.
        </p>
        <p>
          Le Service étant fourni dès le paiement, vous demandez expressément, au moment de l'achat,
          que son exécution commence avant la fin de ce délai. En conséquence&nbsp;:
        </p>
        <ul>
          <li>
            si vous vous rétractez après avoir commencé à utiliser vos Messages, nous vous
            remboursons le prix payé, diminué d'un montant proportionnel aux Messages déjà utilisés
            (article L221-25 du Code de la consommation)&nbsp;;
          </li>
          <li>
            si tous les Messages achetés ont été utilisés avant la fin du délai, la prestation est
            pleinement exécutée&nbsp;: vous reconnaissez qu'en ce cas{' '}
            <strong>vous perdez votre droit de rétractation</strong> (article L221-28, 1° et 13°, du
            Code de la consommation, pour les services et contenus numériques fournis
            immédiatement).
          </li>
        </ul>
        <p>
          Pour vous rétracter, envoyez-nous une déclaration sans ambiguïté à <SupportEmailLink />,
          depuis l'adresse de votre Compte&nbsp;; vous pouvez utiliser le modèle ci-dessous, sans
          obligation. Le remboursement intervient dans les 14 jours suivant la réception de votre
          demande, par le moyen de paiement utilisé lors de l'achat.
        </p>
        <blockquote className="mt-3 rounded-lg border-l-4 border-accent bg-muted px-4 py-3 text-sm">
          <p className="mt-0! font-semibold">Modèle de formulaire de rétractation</p>
          <p>
            À l'attention de <LegalValue field="companyName" />, <LegalValue field="address" />,{' '}
            {SUPPORT_EMAIL}&nbsp;:
          </p>
          <p>
            Je vous notifie par la présente ma rétractation du contrat portant sur la prestation de
            services ci-dessous&nbsp;: <em>Forfait ou offre achetée</em>, commandé le <em>date</em>.
            Nom et adresse e-mail du compte&nbsp;: <em>…</em>. Date&nbsp;: <em>…</em>.
          </p>
        </blockquote>
      </LegalSubsection>
    </LegalSection>
  );
}
