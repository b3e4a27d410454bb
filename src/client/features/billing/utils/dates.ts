import { format } from 'date-fns';
import { fr } from 'date-fns/locale';

/** « 23 décembre 2026 ». */
export const frenchDate = (iso: string) => format(new Date(iso), 'd MMMM yyyy', { locale: fr });
