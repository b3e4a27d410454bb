import { differenceInCalendarDays, format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';

/** The local day of an instant, as the `date` query parameter spells it (yyyy-MM-dd). */
export function dayKey(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/**
 * A valid yyyy-MM-dd from the address, or null: a hand-edited value must not
 * break the page. (Checked by hand: date-fns' parse would weigh on the chunk.)
 */
export function parseDayParam(value: string | null): string | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? value
    : null;
}

/** 'Aujourd'hui', 'Hier', else e.g. 'Lundi 26 mai' (with the year when it is not this one). */
export function dayLabel(date: Date, now: Date = new Date()): string {
  const days = differenceInCalendarDays(now, date);
  if (days === 0) return "Aujourd'hui";
  if (days === 1) return 'Hier';
  const pattern = date.getFullYear() === now.getFullYear() ? 'EEEE d MMMM' : 'EEEE d MMMM yyyy';
  const label = format(date, pattern, { locale: fr });
  return label.charAt(0).toLocaleUpperCase('fr-FR') + label.slice(1);
}
