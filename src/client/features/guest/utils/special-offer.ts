import { SPECIAL_OFFER, formatEuros } from '../../../../shared/plans';

/** The guests' one-time special offer (D10); the catalogue in src/shared holds its figures. */
export const SPECIAL_OFFER_URL = '/api/special-offer';
// formatEuros keeps « 14 € » on one line; a whole price reads better without « ,00 ».
export const SPECIAL_OFFER_LABEL = `${SPECIAL_OFFER.messages} messages pour ${formatEuros(SPECIAL_OFFER.priceCents).replace(',00', '')}`;
