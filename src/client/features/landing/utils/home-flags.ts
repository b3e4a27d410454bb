import { SPECIAL_OFFER } from '#shared/plans';

/**
 * The query flags of / (spec §2, §8): what a payment or special-offer return
 * says. They are only read and shown here; payments themselves are verified
 * by the server, never trusted from the address.
 */
export const HOME_FLAG_PARAMS = [
  'error',
  'payment_success',
  'account_created',
  'email',
  'sessionId',
  'transaction_id',
  'offer',
] as const;

const ERROR_MESSAGES: Readonly<Record<string, string>> = {
  missing_session: 'Session de paiement non trouvée.',
  missing_guest_session: 'Session invité perdue. Veuillez réessayer.',
  withdrawal_waiver_required:
    'Pour acheter l’offre spéciale, cochez la demande d’accès immédiat à vos messages (vous renoncez ainsi à votre droit de rétractation de 14 jours).',
  payment_incomplete: "Le paiement n'a pas été complété.",
  user_not_identified: "Impossible d'identifier l'utilisateur après paiement.",
  guest_session_claimed:
    'Cette consultation gratuite est déjà rattachée à un compte. Connectez-vous pour continuer.',
};
export const DEFAULT_PAYMENT_ERROR = 'Une erreur est survenue lors du traitement du paiement.';

export interface HomeMessage {
  title: string;
  lines: string[];
  /** Said just above the guest's consultation, brought into view (a cancelled special offer). */
  atConsultation?: boolean;
}

export interface HomeFlags {
  error: (HomeMessage & { code: string }) | null;
  notice: HomeMessage | null;
}

export const NO_HOME_FLAGS: HomeFlags = { error: null, notice: null };

/** A reference worth showing: a provider id, not arbitrary text from a link. */
function reference(value: string | null): string | null {
  return value && /^[\w-]{1,120}$/.test(value) ? value : null;
}

function email(value: string | null): string | null {
  return value && value.length <= 254 && /^[^\s@<>]+@[^\s@<>]+$/.test(value) ? value : null;
}

function readError(code: string | null): HomeFlags['error'] {
  if (code === null) return null;
  const message = ERROR_MESSAGES[code] ?? DEFAULT_PAYMENT_ERROR;
  return { code, title: 'Erreur de paiement', lines: [message] };
}

function readNotice(params: URLSearchParams): HomeMessage | null {
  if (params.get('offer') === 'canceled') {
    return {
      title: 'Paiement annulé',
      // Whatever is left of the free messages: the consultation itself is what waits (issue 39).
      lines: [
        'Rien ne vous a été débité. Votre consultation est juste en dessous, telle que vous l’avez laissée.',
      ],
      atConsultation: true,
    };
  }
  const paid = params.get('payment_success') === 'true';
  const accountCreated = params.get('account_created');
  const address = email(params.get('email'));
  const ref = reference(params.get('transaction_id')) ?? reference(params.get('sessionId'));
  if (!paid && accountCreated === null && !ref) return null;
  const lines: string[] = [];
  if (paid && accountCreated === 'false') {
    // The special offer bought with an address that has an account (D10): credited, not logged in.
    lines.push(
      address
        ? `Un compte existe déjà pour ${address} : les ${SPECIAL_OFFER.messages} messages de l'offre y ont été ajoutés. Connectez-vous pour les utiliser.`
        : `Un compte existe déjà pour cette adresse : les ${SPECIAL_OFFER.messages} messages de l'offre y ont été ajoutés. Connectez-vous pour les utiliser.`,
    );
  } else if (paid) {
    lines.push('Votre paiement a bien été transmis. Votre accès sera activé dès sa confirmation.');
  }
  if (accountCreated === 'true') {
    lines.push(
      address
        ? `Votre compte a été créé pour ${address}. Consultez vos e-mails pour définir votre mot de passe.`
        : 'Votre compte a été créé. Consultez vos e-mails pour définir votre mot de passe.',
    );
  }
  if (ref) lines.push(`Référence : ${ref}`);
  const title = paid
    ? 'Merci pour votre achat'
    : accountCreated === 'true'
      ? 'Compte créé'
      : 'Retour du paiement';
  return { title, lines };
}

export function readHomeFlags(params: URLSearchParams): HomeFlags {
  return { error: readError(params.get('error')), notice: readNotice(params) };
}

export function hasHomeFlags(params: URLSearchParams): boolean {
  return HOME_FLAG_PARAMS.some((name) => params.has(name));
}

/** The same query without the flags, once they have been read. */
export function withoutHomeFlags(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of HOME_FLAG_PARAMS) rest.delete(name);
  return rest;
}
