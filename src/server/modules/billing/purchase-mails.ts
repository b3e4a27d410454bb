import { CGU_VERSION } from '#shared/legal.js';
import { PLANS, SPECIAL_OFFER, formatEuros, type PaidTier } from '#shared/plans.js';
import type { OutgoingMail } from '../../adapters/mailer/mailer.js';
import {
  planChangeScheduledMail,
  planChangeUndoneMail,
  purchaseConfirmedMail,
} from '../emails/templates/templates.js';
import type { UsersRepository } from '../users/users.repository.js';
import { frenchDate } from './french-date.js';

export type PurchaseKind = 'plan' | 'plan_change' | 'renewal' | 'special_offer';

const HEADINGS: Record<PurchaseKind, string> = {
  plan: 'Confirmation de votre abonnement',
  plan_change: 'Confirmation de votre changement de forfait',
  renewal: 'Confirmation du renouvellement de votre forfait',
  special_offer: 'Confirmation de votre achat',
};

/**
 * The confirmation mail of every purchase (D23), whichever path paid it —
 * checkout, embedded page, renewal, plan change, special offer. Composed after
 * the commit for the user the payment was recorded for.
 */
export function createPurchaseMails(deps: { users: UsersRepository; publicUrl: string }) {
  const { users, publicUrl } = deps;

  const cguVersion = () => frenchDate(new Date(`${CGU_VERSION}T12:00:00Z`));

  return {
    /** A plan change chosen for the renewal (D20): confirmed when it is first recorded. */
    scheduled(change: { from: PaidTier; to: PaidTier; at: Date }) {
      return async (userId: number): Promise<OutgoingMail | null> => {
        const user = await users.findById(userId);
        if (!user) return null;
        const next = PLANS[change.to];
        return {
          to: user.email,
          ...planChangeScheduledMail({
            firstName: user.firstName,
            currentPlanName: PLANS[change.from].name,
            nextPlanName: next.name,
            nextMessages: next.messagesPerMonth,
            nextPrice: formatEuros(next.priceCents),
            startDate: frenchDate(change.at),
            cguVersion: cguVersion(),
            link: `${publicUrl}/subscription`,
          }),
        };
      };
    },

    /** The scheduled change taken back before its date (D20). */
    undone(change: { current: PaidTier; cancelled: PaidTier; renewsAt: Date | null }) {
      return async (userId: number): Promise<OutgoingMail | null> => {
        const user = await users.findById(userId);
        if (!user) return null;
        return {
          to: user.email,
          ...planChangeUndoneMail({
            firstName: user.firstName,
            currentPlanName: PLANS[change.current].name,
            cancelledPlanName: PLANS[change.cancelled].name,
            renewalDate: change.renewsAt ? frenchDate(change.renewsAt) : null,
            link: `${publicUrl}/subscription`,
          }),
        };
      };
    },

    compose(purchase: {
      kind: PurchaseKind;
      tier: PaidTier | null;
      amountCents: number;
      periodEnd: Date | null;
      paidAt: Date;
    }) {
      return async (userId: number): Promise<OutgoingMail | null> => {
        const user = await users.findById(userId);
        if (!user) return null;
        const plan = purchase.tier ? PLANS[purchase.tier] : null;
        const what =
          purchase.kind === 'special_offer' || !plan
            ? `l’offre spéciale, ${SPECIAL_OFFER.messages} messages en paiement unique, sans abonnement`
            : `le forfait ${plan.name} (${plan.messagesPerMonth} messages par mois, abonnement mensuel sans engagement)`;
        const period =
          purchase.kind === 'special_offer' || !purchase.periodEnd
            ? 'Vos messages sont disponibles dès maintenant, sans date limite.'
            : `Période couverte : du ${frenchDate(purchase.paidAt)} au ${frenchDate(purchase.periodEnd)} ; le forfait se renouvelle ensuite chaque mois, résiliable à tout moment.`;
        return {
          to: user.email,
          ...purchaseConfirmedMail({
            firstName: user.firstName,
            heading: HEADINGS[purchase.kind],
            what,
            price: formatEuros(purchase.amountCents),
            period,
            cguVersion: cguVersion(),
            cguLink: `${publicUrl}/cgu`,
            link: `${publicUrl}/subscription`,
          }),
        };
      };
    },
  };
}

export type PurchaseMails = ReturnType<typeof createPurchaseMails>;
