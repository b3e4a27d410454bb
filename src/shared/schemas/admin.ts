import { z } from '../zod.js';
import { ADJUSTMENT_BOUND, STAFF_ROLES } from '../staff-roles.js';
import { reasonSchema } from './admin-reason.js';

export * from '../staff-roles.js';
export * from './admin-reason.js';
export * from './admin-refund.js';

/**
 * The back office's calls (issue 40). Nothing here ever carries the text of
 * a message or a reply. The client imports the roles and the reason from
 * their own files: this one's schemas would add to its shared chunks.
 */
export const adjustBodySchema = z.object({
  delta: z.coerce
    .number({ error: 'Indiquez un nombre de messages.' })
    .int({ error: 'Indiquez un nombre entier de messages.' })
    .refine((n) => n !== 0, { error: 'Indiquez un nombre de messages différent de zéro.' })
    .refine((n) => Math.abs(n) <= ADJUSTMENT_BOUND.operator, {
      error: `Au plus ${ADJUSTMENT_BOUND.operator} messages à la fois.`,
    }),
  reason: reasonSchema,
});
export type AdjustBody = z.input<typeof adjustBodySchema>;

export const cancelBodySchema = z.object({
  when: z.enum(['period_end', 'now'], { error: 'Choisissez quand la résiliation prend effet.' }),
  reason: reasonSchema,
});
export type CancelBody = z.input<typeof cancelBodySchema>;

export const roleBodySchema = z.object({
  /** null takes the role away. */
  role: z.enum(STAFF_ROLES).nullable(),
  reason: reasonSchema,
});
export type RoleBody = z.input<typeof roleBodySchema>;

export const userIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const paymentParamsSchema = userIdParamsSchema.extend({
  paymentId: z
    .string()
    .max(255)
    .regex(/^[A-Za-z0-9_]+$/),
});

/** A payment event that failed, by the provider's id (`evt_…`). */
export const eventParamsSchema = z.object({
  eventId: z
    .string()
    .max(255)
    .regex(/^evt_[A-Za-z0-9_]+$/),
});

export const mailParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const searchQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
});

export const staffMeSchema = z.object({
  userId: z.number(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The role comes from ADMIN_EMAILS: no one can take it away in the back office. */
  fromConfig: z.boolean(),
  /** A TOTP application is enrolled (ADR 018). */
  secondFactor: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/**
 * The back office's second factor (ADR 018): its state for the caller, an
 * enrolment's secret (shown once), the recovery codes (shown once).
 */
export const secondFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  /** Every member must have one (ADMIN_REQUIRE_2FA, on in production). */
  required: z.boolean(),
  /** Until when this session may use the back office without a new code; null if not verified. */
  verifiedUntil: z.string().nullable(),
  recoveryCodesLeft: z.number(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const enrolmentSchema = z.object({
  /** Base32, for typing into the application by hand. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  uri: z.string(),
  /** The QR code, as an SVG data URI. */
  qrCode: z.string(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const CODE_REQUIRED = 'Saisissez le code à 6 chiffres ou un code de secours.';

/** A code from the application (6 digits) or a recovery code, spaces and dashes allowed. */
export const codeBodySchema = z.object({
  code: z
    .string({ error: CODE_REQUIRED })
    .trim()
    .min(6, { error: CODE_REQUIRED })
    .max(40, { error: CODE_REQUIRED }),
});
export type CodeBody = z.input<typeof codeBodySchema>;

export const recoveryCodesSchema = z.object({
  message: z.string(),
  /** Shown once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const verifiedSchema = z.object({ message: z.string(), verifiedUntil: z.string() });
export type Verified = z.infer<typeof verifiedSchema>;

export const customerListItemSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  plan: z.string(),
  messagesRemaining: z.number(),
  isVerified: z.boolean(),
  suspended: z.boolean(),
  createdAt: z.string(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;
export const customerListSchema = z.object({ users: z.array(customerListItemSchema) });
export type CustomerList = z.infer<typeof customerListSchema>;

export const customerDetailSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  isVerified: z.boolean(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
  plan: z.string(),
  accountStatus: z.string(),
  currentPeriodEnd: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
  hasSubscription: z.boolean(),
  messagesRemaining: z.number(),
  suspension: z.object({ since: z.string(), reason: z.string() }).nullable(),
  role: z.enum(STAFF_ROLES).nullable(),
  roleFromConfig: z.boolean(),
  /** A TOTP application is enrolled for the back office (ADR 018). */
  secondFactor: z.boolean(),
  conversationCount: z.number(),
  ledger: z.array(
    z.object({
      id: z.number(),
      delta: z.number(),
      balanceAfter: z.number(),
      reason: z.string(),
      /** The customer's own wording of the reason (« Mes messages »). */
      label: z.string(),
      createdAt: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      tier: z.string().nullable(),
      amountCents: z.number(),
      currency: z.string(),
      paidAt: z.string(),
      /** Refunded so far (a refund from Stripe's dashboard may be partial). */
      refundedCents: z.number(),
      refundedAt: z.string().nullable(),
      /** The object at the provider (Stripe's dashboard); null with the simulated provider. */
      providerUrl: z.string().nullable(),
    }),
  ),
  /** Chargebacks opened by the customer's bank (Stripe's reason and status). */
  disputes: z.array(
    z.object({
      id: z.string(),
      paymentId: z.string().nullable(),
      amountCents: z.number(),
      reason: z.string(),
      status: z.string(),
      openedAt: z.string(),
      closedAt: z.string().nullable(),
    }),
  ),
  sessions: z.array(z.object({ device: z.string(), lastActiveAt: z.string() })),
  consents: z.array(z.object({ action: z.string(), version: z.string(), acceptedAt: z.string() })),
  /** Subject, date and state only: never a mail's body. A failed one may be sent again. */
  mails: z.array(
    z.object({
      id: z.number(),
      subject: z.string(),
      createdAt: z.string(),
      status: z.string(),
      canRetry: z.boolean(),
    }),
  ),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.number().nullable(),
  actorEmail: z.string(),
  actorRole: z.string(),
  action: z.string(),
  targetUserId: z.number().nullable(),
  targetEmail: z.string().nullable(),
  reason: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  ipAddress: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) });
export type AuditList = z.infer<typeof auditListSchema>;

export const actionResultSchema = z.object({ message: z.string() });
export type ActionResult = z.infer<typeof actionResultSchema>;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Date attendue : AAAA-MM-JJ.' })
  // 2026-02-31 has the right shape but is no day: Date would roll it over to March.
  .refine((v) => !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().slice(0, 10) === v, {
    error: 'Cette date n’existe pas.',
  });

/** A period of the business figures: from the first day, to the last day included. */
export const figuresQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((p) => p.from <= p.to, { error: 'La fin de la période précède son début.' })
  .refine((p) => Date.parse(p.to) - Date.parse(p.from) <= 366 * 86_400_000, {
    error: 'Une période couvre au plus un an.',
  });
export type FiguresQuery = z.infer<typeof figuresQuerySchema>;

const planFigureSchema = z.object({
  /** A paid tier, or `special_offer`. */
  plan: z.string(),
  payments: z.number(),
  revenueCents: z.number(),
  newSubscriptions: z.number(),
});

export const businessFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  revenueCents: z.number(),
  byPlan: z.array(planFigureSchema),
  newSubscriptions: z.number(),
  offerConversions: z.number(),
  refunds: z.object({ count: z.number(), amountCents: z.number() }),
  plansEnded: z.number(),
  signups: z.number(),
  messagesSent: z.number(),
  repliesRefunded: z.number(),
  /**
   * Monthly recurring revenue at the period's end (ADR 019): the list price
   * of every paid plan running then, by plan, with its value at each day's end.
   */
  mrr: z.object({
    totalCents: z.number(),
    atStartCents: z.number(),
    byPlan: z.array(z.object({ plan: z.string(), accounts: z.number(), mrrCents: z.number() })),
    days: z.array(z.object({ day: z.string(), mrrCents: z.number() })),
  }),
  /** Paid plans running at the start that were not at the end: cancelled, or not renewed. */
  churn: z.object({
    activeAtStart: z.number(),
    cancelled: z.number(),
    lapsed: z.number(),
    /** (cancelled + lapsed) / activeAtStart; null when nothing ran at the start. */
    rate: z.number().nullable(),
  }),
  /** From a visitor's first message to a first payment (ADR 019). */
  funnel: z.object({
    guestSessions: z.number(),
    guestsUsedFree: z.number(),
    registrations: z.number(),
    verified: z.number(),
    firstPurchase: z.number(),
  }),
  disputes: z.object({ count: z.number(), amountCents: z.number(), lost: z.number() }),
});
export type BusinessFigures = z.infer<typeof businessFiguresSchema>;

/** The care layer at work over a period, day by day: counts only, never a word (issue 40). */
export const careFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({
      day: z.string(),
      detection: z.number(),
      careMode: z.number(),
      secondOpinion: z.number(),
      minor: z.number(),
    }),
  ),
  totals: z.object({
    detection: z.number(),
    careMode: z.number(),
    secondOpinion: z.number(),
    minor: z.number(),
  }),
});
export type CareFigures = z.infer<typeof careFiguresSchema>;

const labelledCountSchema = z.object({
  labels: z.record(z.string(), z.string()),
  value: z.number(),
});

/** The service at work, from the same figures as /metrics (this process, since it started): counts only. */
export const serviceHealthSchema = z.object({
  since: z.string(),
  messagesSent: z.number(),
  firstToken: z.object({
    count: z.number(),
    /** Upper bounds of the buckets holding the median and the 95th percentile, in seconds. */
    p50Seconds: z.number().nullable(),
    p95Seconds: z.number().nullable(),
  }),
  repliesRefunded: z.array(labelledCountSchema),
  careAnswers: z.array(labelledCountSchema),
  webhookEvents: z.array(labelledCountSchema),
  mails: z.object({ pending: z.number(), failed: z.number() }),
  /**
   * Payment events whose effect failed, newest first: the open ones (to
   * replay) and those settled in the last days, with how.
   */
  webhookFailures: z.array(
    z.object({
      eventId: z.string(),
      type: z.string(),
      error: z.string(),
      attempts: z.number(),
      firstFailedAt: z.string(),
      lastFailedAt: z.string(),
      resolvedAt: z.string().nullable(),
      /** `delivery`: the provider sent it again; `replay`: an operator replayed it. */
      resolvedBy: z.enum(['delivery', 'replay']).nullable(),
    }),
  ),
  /** Mails the outbox gave up on: the address, the subject and the error, never the body. */
  failedMails: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      attempts: z.number(),
      lastError: z.string().nullable(),
      createdAt: z.string(),
      /** False when its body was not kept (a mail given up before it was): nothing to send again. */
      canRetry: z.boolean(),
    }),
  ),
  /** Each periodic job's last run, from every instance (the runs are in the database). */
  jobs: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      everySeconds: z.number(),
      lastRun: z
        .object({
          startedAt: z.string(),
          finishedAt: z.string().nullable(),
          outcome: z.enum(['running', 'succeeded', 'failed']),
          error: z.string().nullable(),
        })
        .nullable(),
      /** No run started for more than twice its interval (or never): the schedule is not running. */
      late: z.boolean(),
    }),
  ),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;
