import { frenchSpacing } from '#shared/french-spacing.js';
import { PERSONA_NAME } from '#shared/persona.js';
import { TIERS, formatEuros, tierLabel, type Tier } from '#shared/plans.js';
import type { ConversationEvent, ExportHead } from './account-export.js';

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'long',
  timeStyle: 'short',
});
const when = (iso: string) => parisDateTime.format(new Date(iso));

const PAYMENT_KINDS: Readonly<Record<string, string>> = {
  subscription: 'Premier paiement d’un forfait',
  renewal: 'Renouvellement mensuel',
  special_offer: 'Offre spéciale (paiement unique)',
};
const CONSENT_ACTIONS: Readonly<Record<string, string>> = {
  registration: 'Inscription : acceptation des conditions générales',
  subscription: 'Achat d’un forfait : conditions générales et exécution immédiate',
  plan_change: 'Changement de forfait : conditions générales et exécution immédiate',
};

const plan = (tier: string | null) =>
  tier && (TIERS as readonly string[]).includes(tier) ? tierLabel(tier as Tier) : null;
const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));
const heading = (title: string) => ['', title.toUpperCase(), '-'.repeat(title.length), ''];

/**
 * The data export a person reads (issue 39): the same facts as the JSON file,
 * which stays for portability, in French sentences, with Paris times, euros
 * and plan names — consultations, payments, consents and the movements of the
 * message balance. Plain text: any device opens it, and it prints.
 */
export async function* readableExport(
  data: ExportHead,
  events: AsyncIterable<ConversationEvent>,
): AsyncGenerator<string> {
  // The document's own words are spaced the French way (src/shared/french-spacing.ts);
  // what was written in a consultation is kept as typed.
  const ours = (lines: readonly string[]) => `${lines.map(frenchSpacing).join('\n')}\n`;
  const { account } = data;
  const lines = [
    `Vos données chez ${data.service}`,
    `Document établi le ${when(data.exportedAt)} (heure de Paris), à votre demande.`,
    'Le fichier « Télécharger mes données » contient les mêmes informations dans un format lisible par un logiciel.',
    ...heading('Votre compte'),
    `Prénom : ${account.firstName}`,
    `Adresse e-mail : ${account.email}${account.isVerified ? ' (vérifiée)' : ' (non vérifiée)'}`,
    `Forfait : ${tierLabel(account.subscriptionTier)}`,
    `Messages restants : ${account.messagesRemaining}`,
    ...heading('Vos paiements'),
  ];
  if (data.payments.length === 0) lines.push('Aucun paiement.');
  for (const payment of data.payments) {
    const what = [PAYMENT_KINDS[payment.kind] ?? payment.kind, plan(payment.tier)]
      .filter(Boolean)
      .join(', forfait ');
    lines.push(
      `${when(payment.paidAt)} : ${formatEuros(payment.amountCents)} TTC — ${what} (référence ${payment.id})`,
    );
  }
  lines.push(...heading('Vos consentements'));
  if (data.consents.length === 0) lines.push('Aucun consentement enregistré.');
  for (const consent of data.consents) {
    lines.push(
      `${when(consent.acceptedAt)} : ${CONSENT_ACTIONS[consent.action] ?? consent.action} (version ${consent.version} des conditions)`,
    );
  }
  lines.push(
    ...heading('Vos messages : entrées et sorties'),
    'Chaque ligne dit ce qui a changé votre nombre de messages, et ce qu’il restait ensuite.',
    '',
  );
  if (data.messageMovements.length === 0) lines.push('Aucun mouvement.');
  for (const movement of data.messageMovements) {
    lines.push(
      `${when(movement.at)} : ${signed(movement.delta)} — ${movement.label} (il restait ensuite ${movement.balanceAfter})`,
    );
  }
  lines.push(...heading('Vos appareils connectés'));
  for (const session of data.sessions) {
    lines.push(`${session.device}${session.current ? ' (celui de cette demande)' : ''}`);
  }
  lines.push(
    ...heading('Vos consultations'),
    `${PERSONA_NAME} est une conseillère virtuelle : ses réponses sont écrites par une intelligence artificielle.`,
    '',
  );
  yield ours(lines);

  // The consultations are written as they are read, a page of rows at a time (issue 36).
  let any = false;
  for await (const event of events) {
    any = true;
    if (event.kind === 'conversation') {
      const { title, createdAt } = event.conversation;
      yield ours([`« ${title} », commencée le ${when(createdAt)}`, '']);
    } else {
      const { message } = event;
      const author = message.author === 'vous' ? 'Vous' : `${PERSONA_NAME} (IA)`;
      const cut = message.status === 'interrupted' ? ' [réponse interrompue]' : '';
      yield `${ours([`${when(message.createdAt)}, ${author}${cut} :`])}${message.content}\n\n`;
    }
  }
  if (!any) yield ours(['Aucune consultation.']);
}
