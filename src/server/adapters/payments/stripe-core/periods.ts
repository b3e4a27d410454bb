/**
 * Monthly billing periods as Stripe computes them: counted from the billing
 * cycle anchor, so a subscription started on 31 January renews on 28 (or 29)
 * February, then on 31 March again. Times are unix seconds, in UTC.
 */
export function addMonths(anchor: number, months: number): number {
  const date = new Date(anchor * 1000);
  const day = date.getUTCDate();
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** The end of the monthly period that starts at `start`, on the anchor's cycle. */
export function periodEndAfter(anchor: number, start: number): number {
  let months = 1;
  while (addMonths(anchor, months) <= start) months += 1;
  return addMonths(anchor, months);
}
