import { INTRO_PRICE_CENTS, PLANS, SPECIAL_OFFER, formatEuros } from '#shared/plans';

/** The guests' one-time purchase (D10); the catalogue in src/shared holds its figures. */
export const SPECIAL_OFFER_URL = '/api/special-offer';

/** A whole price reads better without « ,00 »; formatEuros keeps « 14 € » on one line. */
const euros = (cents: number) => formatEuros(cents).replace(',00', '');

/**
 * D16: the two ways on for a guest, each with its real terms and price per
 * message, and neither presented as a bargain over the other.
 */
export const SPECIAL_OFFER_LABEL = `${SPECIAL_OFFER.messages} messages pour ${euros(SPECIAL_OFFER.priceCents)}`;
export const SPECIAL_OFFER_TERMS = `Paiement unique, sans abonnement : ${euros(SPECIAL_OFFER.priceCents / SPECIAL_OFFER.messages)} le message.`;

const decouverte = PLANS.decouverte;
export const DECOUVERTE_LABEL = `${decouverte.name} : ${decouverte.messagesPerMonth} messages par mois`;
export const DECOUVERTE_TERMS = `${euros(INTRO_PRICE_CENTS)} le premier mois puis ${euros(decouverte.priceCents)}/mois, résiliable à tout moment : ${euros(INTRO_PRICE_CENTS / decouverte.messagesPerMonth)} le message le premier mois, puis ${euros(decouverte.pricePerMessageCents)}.`;
