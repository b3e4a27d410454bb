import { format } from 'date-fns/format';
import { fr } from 'date-fns/locale/fr';

/** « 27 novembre 2026 », as pages and mails write a date. */
export const frenchDate = (date: Date) => format(date, 'd MMMM yyyy', { locale: fr });
