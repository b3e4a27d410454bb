/** The version of the terms (CGU) the app shows today: their "last updated" date (spec §2). */
export const CGU_VERSION = '2025-05-26';

/**
 * Shown beside the pay button, on the provider's checkout and on the embedded
 * payment page alike. The service starts at once, so French law asks for the
 * buyer's express request and their acknowledgement that the 14-day
 * withdrawal right is lost (Code de la consommation, art. L221-28).
 */
export const SUBSCRIPTION_WAIVER_NOTICE =
  'En payant, vous demandez que votre forfait commence immédiatement et vous reconnaissez ' +
  'perdre votre droit de rétractation de 14 jours (article L221-28 du Code de la consommation). ' +
  'Abonnement mensuel sans engagement, résiliable à tout moment depuis votre espace.';

/** The special offer's own tick box (D23): the same request, for messages available at once. */
export const OFFER_WAIVER_LABEL =
  'Je demande que mes messages soient disponibles dès le paiement et je reconnais perdre ainsi mon droit de rétractation de 14 jours (article L221-28 du Code de la consommation).';
