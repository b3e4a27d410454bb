import { sessionUserSchema } from './user.js';
import { LEDGER_REASONS } from '../ledger.js';
import { PAID_TIERS, TIERS } from '../plans.js';
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

/**
 * GET /api/subscription/plan-change/:tier (D20): what a change to `tier`
 * means, both ways, before the customer chooses. The server decides every
 * figure: prices from the catalogue, messages from the ledger.
 */
export const planChangePreviewSchema = z.object({
  from: z.enum(TIERS),
  to: z.enum(PAID_TIERS),
  messagesRemaining: z.number().int(),
  /** True when changing now would leave fewer messages than are left: the renewal is offered first. */
  losesMessages: z.boolean(),
  /** Which way the page offers first. */
  recommended: z.enum(['end_of_period', 'immediate']),
  immediate: z.object({
    /** Charged today, TTC (the full new price: D9 replaces the plan at once). */
    priceCents: z.number().int(),
    /** The old plan's messages that are written off at once (« Messages non utilisés… »). */
    messagesLost: z.number().int(),
    /** The balance right after the change: the new plan's allowance. */
    messagesAfter: z.number().int(),
  }),
  /** Null when there is no paid period to wait for (no plan, or a cancellation scheduled). */
  endOfPeriod: z
    .object({
      startsAt: z.string(),
      /** Charged at the renewal, TTC; nothing today. */
      priceCents: z.number().int(),
      /** Every message left stays usable until then. */
      messagesKept: z.number().int(),
    })
    .nullable(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

/** POST /api/subscription/plan-change: the plan chosen for the renewal (D20). */
export const planChangeBodySchema = z.object({
  tier: z.enum(PAID_TIERS, { error: 'Choisissez un forfait payant.' }),
});
export type PlanChangeBody = z.infer<typeof planChangeBodySchema>;

export const scheduledPlanSchema = z.object({
  id: z.string(),
  tier: z.enum(PAID_TIERS),
  startsAt: z.string(),
});
export type ScheduledPlan = z.infer<typeof scheduledPlanSchema>;

/** The id of a scheduled change, as the undo names it. */
export const planChangeIdSchema = z.string().regex(/^pc_[a-f0-9]{24}$/);

/** POST /api/subscription/resume: the cancellation taken back, the plan renews on this date. */
export const resumeResponseSchema = z.object({ renewsAt: z.string().nullable() });
