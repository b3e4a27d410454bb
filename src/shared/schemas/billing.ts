import { sessionUserSchema } from './user.js';
import { LEDGER_REASONS } from '../ledger.js';
import { TIERS } from '../plans.js';
import { z } from '../zod.js';

export const TERMS_REQUIRED_MESSAGE = 'Acceptation des CGU requise';
/** The box is compulsory: a plan always starts at payment, so its error offers no other way (issue 39). */
export const WAIVER_REQUIRED_MESSAGE =
  'Cette case est obligatoire : un forfait commence dès le paiement, ce qui met fin au droit de rétractation de 14 jours.';

/** The forfait the user asked for, as typed: validated against the catalogue with its aliases (D6). */
export const invalidPlanMessage = (plan: string) => `Le forfait « ${plan} » n'est pas valide`;

/**
 * POST /api/record-cgu-acceptance (spec §3, §7): the terms accepted before a
 * purchase, with the express request to start at once and the acknowledgement
 * that the 14-day withdrawal right is lost (Code de la consommation, L221-28).
 */
export const cguAcceptanceBodySchema = z.object({
  action: z.enum(['subscription', 'plan_change'], { error: TERMS_REQUIRED_MESSAGE }),
  version: z.string().max(40).optional(),
  userAgent: z.string().max(500).optional(),
  metadata: z.object(
    {
      previousPlan: z.string().max(40).nullable().optional(),
      newPlan: z.string({ error: TERMS_REQUIRED_MESSAGE }).max(40),
      timestamp: z.string().max(40).optional(),
      withdrawalWaiver: z.literal(true, { error: WAIVER_REQUIRED_MESSAGE }),
    },
    { error: TERMS_REQUIRED_MESSAGE },
  ),
});
export type CguAcceptanceBody = z.input<typeof cguAcceptanceBodySchema>;

/** The purchase form of /subscription: both boxes must be ticked. */
export const purchaseConsentFormSchema = z.object({
  acceptTerms: z.boolean().refine((v) => v, { error: TERMS_REQUIRED_MESSAGE }),
  withdrawalWaiver: z.boolean().refine((v) => v, { error: WAIVER_REQUIRED_MESSAGE }),
});
export type PurchaseConsentForm = z.input<typeof purchaseConsentFormSchema>;

export const redirectResponseSchema = z.object({ redirectUrl: z.string() });

export const ledgerMovementSchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
  createdAt: z.string(),
});
export type LedgerMovement = z.infer<typeof ledgerMovementSchema>;

/** GET /api/subscription: the plan that heads /subscription and the profile, and « Mes messages ». */
export const subscriptionSummarySchema = z.object({
  tier: z.enum(TIERS),
  accountStatus: z.string(),
  messagesRemaining: z.number().int(),
  /** The next renewal of a plan that goes on. */
  renewsAt: z.string().nullable(),
  /** The last day of a plan whose cancellation is scheduled. */
  endsAt: z.string().nullable(),
  /** A customer at the payment provider: « Gérer » opens its portal. */
  canManage: z.boolean(),
  /** The 7 € first month of decouverte is still open to this customer (D6). */
  introOfferAvailable: z.boolean(),
  /** The plan that comes at the renewal (D20), undoable until then. */
  scheduledPlan: sessionUserSchema.shape.scheduledPlan,
  /** A renewal not paid (D23), and where to settle it. */
  paymentIssue: sessionUserSchema.shape.paymentIssue,
  movements: z.array(ledgerMovementSchema),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

/** POST /api/billing/confirm: a return from payment, checked with the provider. */
export const confirmPaymentBodySchema = z
  .object({
    sessionId: z
      .string()
      .regex(/^cs_[\w-]{1,200}$/)
      .optional(),
    subscriptionId: z
      .string()
      .regex(/^sub_[\w-]{1,200}$/)
      .optional(),
  })
  .refine((v) => v.sessionId || v.subscriptionId, { error: 'Session de paiement non trouvée.' });

/** The embedded flow's secret, asked by the page rather than carried in its address (issue 38). */
export const paymentSecretBodySchema = z.object({
  subscriptionId: z.string().regex(/^sub_[\w-]{1,200}$/),
});
export const paymentSecretResponseSchema = z.object({ clientSecret: z.string() });

export const confirmPaymentResponseSchema = z.object({
  status: z.enum(['paid', 'pending', 'failed']),
  /** A monthly plan, or the guests' one-time special offer (D10). */
  kind: z.enum(['plan', 'special_offer']),
  tier: z.enum(TIERS).nullable(),
  transactionId: z.string().nullable(),
  messagesRemaining: z.number().int(),
});
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentResponseSchema>;

export const cancelResponseSchema = z.object({ endDate: z.string() });
export const portalResponseSchema = z.object({ url: z.string() });
