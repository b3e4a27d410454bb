import { madeOnFirstUse } from '#shared/made-on-first-use';

/**
 * A message's time, French style. Intl rather than date-fns: the guest chat is
 * on the landing page, the first page visitors load. Each formatter is built
 * when a time is first shown, not when the page loads (made-on-first-use.ts).
 */
const TIME = madeOnFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' }),
);
const DATE_TIME = madeOnFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short' }),
);
const SHORT_DATE = madeOnFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short' }),
);

/** 14:05 */
export function messageTime(iso: string): string {
  return TIME().format(new Date(iso));
}

/** The full date and time for a tooltip: 'lundi 26 mai 2025 à 14:05'. */
export function messageDateTime(iso: string): string {
  return DATE_TIME().format(new Date(iso));
}

/** A search hit's day: '26 mai'. */
export function messageShortDate(iso: string): string {
  return SHORT_DATE().format(new Date(iso));
}
