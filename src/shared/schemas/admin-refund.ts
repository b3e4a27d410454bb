import { z } from '../zod.js';
import { reasonSchema } from './admin-reason.js';

export const REFUND_AMOUNT_INVALID =
  'Le montant à rembourser doit être un nombre entier de centimes, supérieur à zéro.';

/**
 * A refund from the back office (issue 40): the reason, and how much in
 * cents (the screen takes euros). Absent, all that is left of the payment;
 * the server bounds it by what the payment and its earlier refunds leave.
 */
export const refundBodySchema = z.object({
  reason: reasonSchema,
  amountCents: z
    .number({ error: REFUND_AMOUNT_INVALID })
    .int({ error: REFUND_AMOUNT_INVALID })
    .positive({ error: REFUND_AMOUNT_INVALID })
    .max(100_000_000, { error: REFUND_AMOUNT_INVALID })
    .optional(),
});
export type RefundBody = z.input<typeof refundBodySchema>;
