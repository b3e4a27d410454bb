import { FREE_TIER_MESSAGES } from '#shared/plans.js';
import { SUPPORT_EMAIL, SUPPORT_REPLY_HOURS } from '#shared/support.js';
import { renderMail } from './layout.js';
import { displayFirstName } from '#shared/display-name.js';

/** Every mail the product sends, in French, HTML and plain text (one place per text). */
const hello = (firstName: string | null) =>
  firstName?.trim() ? `Bonjour ${displayFirstName(firstName)},` : 'Bonjour,';
const notYou = "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message.";

export function verificationMail(input: { firstName: string; link: string }) {
  return renderMail({
    subject: 'Confirmez votre adresse e-mail — Voyance IA',
    preheader: `Un clic pour activer votre compte et recevoir ${FREE_TIER_MESSAGES} messages offerts.`,
    greeting: hello(input.firstName),
    paragraphs: [
      'Bienvenue sur Voyance IA ! Pour activer votre compte, confirmez votre adresse e-mail.',
      `Une fois votre adresse confirmée, ${FREE_TIER_MESSAGES} messages vous sont offerts pour commencer votre consultation avec Céleste, votre conseillère IA.`,
    ],
    action: { label: 'Confirmer mon adresse e-mail', url: input.link },
    notes: ['Ce lien est valable 48 heures et ne peut servir qu’une fois.', notYou],
  });
}

/**
 * The confirmation of an address a customer put on their account (issue 39):
 * not the sign-up mail, whose welcome and offered messages are not theirs.
 */
export function newAddressMail(input: { firstName: string; link: string }) {
  return renderMail({
    subject: 'Confirmez votre nouvelle adresse e-mail — Voyance IA',
    preheader: 'Un clic pour confirmer l’adresse de votre compte.',
    greeting: hello(input.firstName),
    paragraphs: [
      'Vous avez choisi cette adresse pour votre compte Voyance IA. Confirmez-la en un clic : c’est ici que vous recevrez désormais vos liens de connexion, vos reçus et les messages de votre compte.',
      'Votre forfait, vos messages restants et vos consultations ne changent pas.',
    ],
    action: { label: 'Confirmer cette adresse', url: input.link },
    notes: [
      'Ce lien est valable 48 heures et ne peut servir qu’une fois.',
      `Si vous n’avez pas demandé ce changement, écrivez-nous à ${SUPPORT_EMAIL}.`,
    ],
  });
}

export function passwordResetMail(input: { firstName: string | null; link: string }) {
  return renderMail({
    subject: 'Réinitialisez votre mot de passe — Voyance IA',
    preheader: 'Choisissez un nouveau mot de passe pour votre compte.',
    greeting: hello(input.firstName),
    paragraphs: ['Vous avez demandé à réinitialiser le mot de passe de votre compte Voyance IA.'],
    action: { label: 'Choisir un nouveau mot de passe', url: input.link },
    notes: ['Ce lien est valable 1 heure et ne peut servir qu’une fois.', notYou],
  });
}

export function setPasswordMail(input: { firstName: string | null; link: string }) {
  return renderMail({
    subject: 'Définissez votre mot de passe — Voyance IA',
    preheader: 'Votre compte a été créé avec votre achat : protégez-le par un mot de passe.',
    greeting: hello(input.firstName),
    paragraphs: [
      'Merci pour votre achat ! Votre compte Voyance IA a été créé automatiquement avec votre adresse e-mail.',
      'Définissez maintenant votre mot de passe pour retrouver vos consultations depuis n’importe quel appareil.',
    ],
    action: { label: 'Définir mon mot de passe', url: input.link },
    notes: ['Ce lien est valable 1 heure et ne peut servir qu’une fois.'],
  });
}

export function magicLinkMail(input: { firstName: string | null; link: string }) {
  return renderMail({
    subject: 'Votre lien de connexion — Voyance IA',
    preheader: 'Connectez-vous en un clic, sans mot de passe.',
    greeting: hello(input.firstName),
    paragraphs: [
      'Voici votre lien de connexion à Voyance IA. Il vous ouvre directement vos consultations.',
    ],
    action: { label: 'Me connecter', url: input.link },
    notes: ['Ce lien est valable 10 minutes et ne peut servir qu’une fois.', notYou],
  });
}

export function emailChangedMail(input: {
  firstName: string | null;
  newEmail: string;
  /** « Ce n'était pas moi »: restores this address and closes every session. */
  revertLink: string;
}) {
  return renderMail({
    subject: 'Votre adresse e-mail a été modifiée — Voyance IA',
    preheader: 'L’adresse de votre compte vient de changer.',
    greeting: hello(input.firstName),
    paragraphs: [
      `L’adresse e-mail de votre compte Voyance IA est désormais ${input.newEmail}. Vous ne recevrez plus nos messages à cette adresse-ci.`,
      'Si vous n’êtes pas à l’origine de ce changement, cliquez sur le bouton ci-dessous : votre adresse sera rétablie, toutes les sessions ouvertes sur votre compte seront fermées et vous pourrez choisir un nouveau mot de passe.',
    ],
    action: { label: 'Ce n’était pas moi', url: input.revertLink },
    notes: [
      'Ce lien est valable 7 jours et ne peut servir qu’une fois.',
      `Une question ? Écrivez-nous à ${SUPPORT_EMAIL} : nous vous répondons sous ${SUPPORT_REPLY_HOURS} h.`,
    ],
  });
}

/**
 * The first proof of the mailbox found what someone else may have set before
 * it (issue 36): sessions ended, and the password, if one was set, removed.
 */
export function mailboxProvenMail(input: { firstName: string | null; link: string | null }) {
  return renderMail({
    subject: 'Votre adresse est confirmée : votre compte est sécurisé — Voyance IA',
    preheader: 'Les sessions ouvertes avant la confirmation de votre adresse ont été fermées.',
    greeting: hello(input.firstName),
    paragraphs: [
      'Vous venez de prouver pour la première fois que cette adresse e-mail est la vôtre. Par sécurité, toutes les sessions ouvertes sur ce compte avant cette confirmation ont été fermées : quelqu’un d’autre aurait pu créer le compte avec votre adresse.',
      ...(input.link
        ? [
            'Pour la même raison, le mot de passe choisi avant cette confirmation a été retiré. Choisissez-en un nouveau avec le lien ci-dessous.',
          ]
        : []),
      `Si vous n’avez jamais créé de compte Voyance IA, écrivez-nous à ${SUPPORT_EMAIL}.`,
    ],
    ...(input.link ? { action: { label: 'Choisir mon mot de passe', url: input.link } } : {}),
    notes: input.link ? ['Ce lien est valable 1 heure et ne peut servir qu’une fois.'] : [],
  });
}

export function passwordChangedMail(input: { firstName: string | null }) {
  return renderMail({
    subject: 'Votre mot de passe a été modifié — Voyance IA',
    preheader: 'Le mot de passe de votre compte vient de changer.',
    greeting: hello(input.firstName),
    paragraphs: [
      'Le mot de passe de votre compte Voyance IA vient d’être modifié depuis votre profil. Les autres sessions ouvertes sur votre compte ont été fermées.',
      `Si vous n’êtes pas à l’origine de ce changement, choisissez tout de suite un nouveau mot de passe avec « Mot de passe oublié ? » sur la page de connexion, puis écrivez-nous à ${SUPPORT_EMAIL}.`,
    ],
    notes: [],
  });
}

/** What happened to a back-office member's second factor (issue 40): each change is told by mail. */
export type SecondFactorChange = 'enabled' | 'disabled' | 'reset';

/**
 * The member is told every change of their second factor: a password thief
 * who turned it off, or an operator's reset they did not ask for, is seen at
 * once by the one it protects.
 */
export function secondFactorChangedMail(input: {
  firstName: string | null;
  change: SecondFactorChange;
}) {
  const texts = {
    enabled: {
      subject: 'Double authentification activée — Voyance IA',
      preheader: 'Votre accès au back-office demande désormais un code.',
      what: 'La double authentification vient d’être activée sur votre compte Voyance IA : pour entrer dans le back-office, un code de votre application d’authentification (ou un code de secours) vous sera demandé.',
    },
    disabled: {
      subject: 'Double authentification désactivée — Voyance IA',
      preheader: 'Votre accès au back-office ne demande plus de code.',
      what: 'La double authentification vient d’être désactivée sur votre compte Voyance IA, avec un code de votre application ou un code de secours.',
    },
    reset: {
      subject: 'Double authentification réinitialisée — Voyance IA',
      preheader: 'Un opérateur a réinitialisé votre double authentification.',
      what: 'Un opérateur du back-office vient de réinitialiser la double authentification de votre compte Voyance IA : votre ancienne application et vos codes de secours ne servent plus. À votre prochaine visite du back-office, vous enregistrerez une nouvelle application.',
    },
  }[input.change];
  return renderMail({
    subject: texts.subject,
    preheader: texts.preheader,
    greeting: hello(input.firstName),
    paragraphs: [
      texts.what,
      `Si vous n’êtes pas à l’origine de ce changement, changez tout de suite votre mot de passe et écrivez-nous à ${SUPPORT_EMAIL}.`,
    ],
    notes: [],
  });
}

export function accountDeletedMail(input: { firstName: string | null }) {
  return renderMail({
    subject: 'Votre compte a été supprimé — Voyance IA',
    preheader: 'Votre compte et vos consultations ont été effacés.',
    greeting: hello(input.firstName),
    paragraphs: [
      'Comme vous l’avez demandé, votre compte Voyance IA a été supprimé. Vos consultations, vos messages et vos informations de profil ont été effacés, et tout abonnement en cours a été arrêté : aucun nouveau prélèvement ne sera fait.',
      'Comme la loi nous y oblige, nous conservons seulement les traces comptables de vos paiements et de vos acceptations des conditions générales, détachées de tout contenu, pendant la durée légale.',
      'Vous pouvez créer un nouveau compte avec cette adresse quand vous le souhaitez.',
    ],
    notes: [`Une question ? Écrivez-nous à ${SUPPORT_EMAIL}.`],
  });
}

export function newsletterConfirmationMail(input: { firstName: string; link: string }) {
  return renderMail({
    subject: 'Confirmez votre inscription à la newsletter — Voyance IA',
    preheader: 'Un clic pour recevoir nos nouvelles.',
    greeting: hello(input.firstName),
    paragraphs: [
      'Vous avez demandé à recevoir la newsletter de Voyance IA. Confirmez votre inscription en cliquant sur le bouton ci-dessous.',
      'Vous pourrez vous désinscrire à tout moment depuis chacun de nos e-mails.',
    ],
    action: { label: 'Confirmer mon inscription', url: input.link },
    notes: ['Ce lien est valable 48 heures.', notYou],
  });
}

export function paymentFailedMail(input: {
  firstName: string | null;
  planName: string;
  amount: string;
  link: string;
}) {
  return renderMail({
    subject: 'Votre paiement n’a pas abouti — Voyance IA',
    preheader: 'Mettez à jour votre moyen de paiement pour garder votre forfait.',
    greeting: hello(input.firstName),
    paragraphs: [
      `Le renouvellement de votre forfait ${input.planName} (${input.amount}) n’a pas pu être débité.`,
      'Votre accès reste ouvert pendant que de nouvelles tentatives sont faites. Pour éviter une interruption, vérifiez ou mettez à jour votre carte bancaire.',
    ],
    action: { label: 'Régler ou changer ma carte', url: input.link },
    notes: [
      `Une question ? Écrivez-nous à ${SUPPORT_EMAIL} : nous vous répondons sous ${SUPPORT_REPLY_HOURS} heures.`,
    ],
  });
}

export function paymentActionRequiredMail(input: {
  firstName: string | null;
  planName: string;
  amount: string;
  link: string;
}) {
  return renderMail({
    subject: 'Votre banque demande une confirmation — Voyance IA',
    preheader: 'Confirmez le paiement de votre forfait pour le garder.',
    greeting: hello(input.firstName),
    paragraphs: [
      `Pour renouveler votre forfait ${input.planName} (${input.amount}), votre banque demande que vous confirmiez le paiement (authentification forte, par exemple dans l’application de votre banque).`,
      'Votre accès reste ouvert en attendant. Le paiement ne sera pas débité tant que vous ne l’aurez pas confirmé.',
    ],
    action: { label: 'Confirmer le paiement', url: input.link },
    notes: [
      `Une question ? Écrivez-nous à ${SUPPORT_EMAIL} : nous vous répondons sous ${SUPPORT_REPLY_HOURS} heures.`,
    ],
  });
}

export function cancellationConfirmedMail(input: {
  firstName: string | null;
  planName: string;
  endDate: string;
  link: string;
}) {
  return renderMail({
    subject: 'Confirmation de votre résiliation — Voyance IA',
    preheader: `Votre forfait reste actif jusqu’au ${input.endDate}.`,
    greeting: hello(input.firstName),
    paragraphs: [
      `Nous confirmons la résiliation de votre forfait ${input.planName}. Aucun nouveau prélèvement ne sera fait.`,
      `Votre forfait et vos messages restent disponibles jusqu’au ${input.endDate} inclus. Vous repasserez ensuite au forfait gratuit ; vos consultations restent accessibles.`,
      'Vous pouvez changer d’avis avant cette date depuis la page de votre abonnement.',
    ],
    action: { label: 'Voir mon abonnement', url: input.link },
    notes: ['Cet e-mail vaut confirmation de la résiliation sur un support durable.'],
  });
}

/**
 * A plan change chosen for the renewal (D20), confirmed on a durable medium:
 * what stays until when, what comes next, its price, and that it can be
 * undone until then.
 */
export function planChangeScheduledMail(input: {
  firstName: string | null;
  currentPlanName: string;
  nextPlanName: string;
  nextMessages: number;
  nextPrice: string;
  startDate: string;
  cguVersion: string;
  link: string;
}) {
  return renderMail({
    subject: 'Votre changement de forfait est programmé — Voyance IA',
    preheader: `Le forfait ${input.nextPlanName} commencera le ${input.startDate}.`,
    greeting: hello(input.firstName),
    paragraphs: [
      `Nous confirmons votre changement de forfait : votre forfait ${input.currentPlanName} et vos messages restent disponibles jusqu’au ${input.startDate}. Rien n’est prélevé aujourd’hui.`,
      `Le ${input.startDate}, à votre renouvellement, le forfait ${input.nextPlanName} commencera : ${input.nextMessages} messages par mois, ${input.nextPrice} TTC par mois, abonnement mensuel sans engagement.`,
      'Vous pouvez annuler ce changement jusqu’à cette date depuis la page de votre abonnement : votre forfait actuel continuera alors comme avant.',
    ],
    action: { label: 'Voir mon abonnement', url: input.link },
    notes: [
      `Conditions générales d’utilisation en vigueur : version du ${input.cguVersion}.`,
      'Cet e-mail vaut confirmation du changement de forfait sur un support durable.',
    ],
  });
}

/** A scheduled plan change undone (D20): the current plan goes on as before. */
export function planChangeUndoneMail(input: {
  firstName: string | null;
  currentPlanName: string;
  cancelledPlanName: string;
  renewalDate: string | null;
  link: string;
}) {
  return renderMail({
    subject: 'Changement de forfait annulé — Voyance IA',
    preheader: `Vous gardez votre forfait ${input.currentPlanName}.`,
    greeting: hello(input.firstName),
    paragraphs: [
      `Le passage au forfait ${input.cancelledPlanName} que vous aviez programmé est annulé.`,
      input.renewalDate
        ? `Vous gardez votre forfait ${input.currentPlanName}, qui se renouvellera comme avant le ${input.renewalDate}.`
        : `Vous gardez votre forfait ${input.currentPlanName}.`,
    ],
    action: { label: 'Voir mon abonnement', url: input.link },
    notes: ['Cet e-mail vaut confirmation sur un support durable.'],
  });
}

export function offerCreditedMail(input: {
  firstName: string | null;
  messages: number;
  link: string;
}) {
  return renderMail({
    subject: 'Des messages ont été ajoutés à votre compte — Voyance IA',
    preheader: `${input.messages} messages viennent d’être crédités.`,
    greeting: hello(input.firstName),
    paragraphs: [
      `Un achat de l’offre spéciale a été fait avec votre adresse e-mail : ${input.messages} messages ont été ajoutés à votre compte Voyance IA.`,
      'Connectez-vous pour les utiliser.',
      `Si vous n’êtes pas à l’origine de cet achat, écrivez-nous à ${SUPPORT_EMAIL} : nous vous répondons sous ${SUPPORT_REPLY_HOURS} heures.`,
    ],
    action: { label: 'Me connecter', url: input.link },
    notes: [],
  });
}

/**
 * The confirmation of a purchase on a durable medium (D23, Code de la
 * consommation L221-13): what was bought, its price TTC, the period, the
 * express request to start at once with the loss of the withdrawal right
 * (L221-28), and the version of the terms in force.
 */
export function purchaseConfirmedMail(input: {
  firstName: string | null;
  /** « Forfait Guidance (30 messages par mois) — premier mois », « Offre spéciale : 10 messages ». */
  what: string;
  heading: string;
  price: string;
  period: string;
  cguVersion: string;
  cguLink: string;
  link: string;
}) {
  return renderMail({
    subject: `${input.heading} — Voyance IA`,
    preheader: `${input.what} : ${input.price} TTC.`,
    greeting: hello(input.firstName),
    paragraphs: [
      `Nous confirmons votre achat : ${input.what}.`,
      `Prix payé : ${input.price} TTC. ${input.period}`,
      'Vous avez demandé que la prestation commence immédiatement, dès le paiement, et reconnu perdre ainsi votre droit de rétractation de 14 jours (article L221-28 du Code de la consommation).',
      `Conditions générales d’utilisation et de vente applicables : version du ${input.cguVersion}, consultables à l’adresse ${input.cguLink}.`,
    ],
    action: { label: 'Voir mon abonnement', url: input.link },
    notes: [
      'Cet e-mail vaut confirmation du contrat sur un support durable. Votre facture est disponible depuis votre espace.',
      `Une question ? Écrivez-nous à ${SUPPORT_EMAIL} : nous vous répondons sous ${SUPPORT_REPLY_HOURS} heures.`,
    ],
  });
}
