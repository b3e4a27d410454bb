import { z } from '../zod.js';

export const REASON_REQUIRED = 'Indiquez la raison (au moins 5 caractères).';

/** The reason every change must give, kept in the audit log. */
export const reasonSchema = z
  .string({ error: REASON_REQUIRED })
  .trim()
  .min(5, { error: REASON_REQUIRED })
  .max(500, { error: 'La raison ne doit pas dépasser 500 caractères.' });

export const reasonBodySchema = z.object({ reason: reasonSchema });
export type ReasonBody = z.input<typeof reasonBodySchema>;
