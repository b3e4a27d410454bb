/**
 * Customer reviews shown in « Avis clients ». Only reviews really collected
 * from customers, with their consent, belong here: inventing testimonials is a
 * deceptive commercial practice (Code de la consommation, L121-4), and the
 * dialog must say how reviews are checked (L111-7-2). The service has none
 * yet, so the list is empty and the dialog says so.
 */
export interface Review {
  author: string;
  /** Out of 5. */
  rating: number;
  text: string;
  /** When the customer had the experience they describe (ISO date). */
  experiencedOn: string;
}

export const REVIEWS: readonly Review[] = [];
