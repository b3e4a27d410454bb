import { formatEuros, normalizeTier, tierLabel } from '#shared/plans';

// The browser's own French dates: date-fns here would move its code out of the
// chunks that have it today into a shared one, and the entry's preload map would grow.
const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });

/** « 27 nov. 2026, 14:05 »: the back office reads dates to the minute. */
export const frenchDateTime = (iso: string) => dateTime.format(new Date(iso));

export const frenchDate = (iso: string) => dateOnly.format(new Date(iso));

export const euros = (cents: number) => formatEuros(cents);

export const planLabel = (tier: string) => {
  const known = normalizeTier(tier);
  return known ? tierLabel(known) : tier;
};

export const ACCOUNT_STATUS_LABELS: Readonly<Record<string, string>> = {
  active: 'Actif',
  pending_cancel: 'Résiliation programmée',
  past_due: 'Paiement en échec',
};

export const PAYMENT_KIND_LABELS: Readonly<Record<string, string>> = {
  subscription: 'Abonnement',
  renewal: 'Renouvellement',
  special_offer: 'Offre spéciale',
};

export const MAIL_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'En attente',
  sent: 'Envoyé',
  failed: 'Échec',
  stored: 'Conservé (boîte locale)',
};

export const CONSENT_LABELS: Readonly<Record<string, string>> = {
  registration: 'Inscription',
  subscription: 'Abonnement',
  plan_change: 'Changement de forfait',
  special_offer: 'Offre spéciale',
};
