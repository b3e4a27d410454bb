import { z } from '../zod.js';
import { TIERS } from '../plans.js';

export const PAYMENT_ISSUES = ['payment_failed', 'action_required'] as const;
export type PaymentIssueKind = (typeof PAYMENT_ISSUES)[number];

/** The user as the client sees it (spec §3): never a password hash. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  subscriptionTier: z.enum(TIERS),
  messagesRemaining: z.number().int(),
  isVerified: z.boolean(),
  hasPassword: z.boolean(),
  isAutoCreatedAccount: z.boolean(),
  accountStatus: z.string(),
  subscriptionEndDate: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  createdAt: z.string(),
  /** A plan chosen for the renewal (D20): which, from when, and the id that undoes it until then. */
  scheduledPlan: z.object({ id: z.string(), tier: z.enum(TIERS), startsAt: z.string() }).nullable(),
  /**
   * A renewal not paid (D23): declined, or waiting for the cardholder's
   * authentication (PSD2), and the page where it is settled.
   */
  paymentIssue: z.object({ kind: z.enum(PAYMENT_ISSUES), url: z.string() }).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authResponseSchema = z.object({
  accessToken: z.string(),
  user: sessionUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Login also names the consultation made from the guest's exchange, to open it (D19). */
export const loginResponseSchema = authResponseSchema.extend({
  conversationId: z.number().int().nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Registration also says whether the confirmation mail went (spec §8: a warning when not). */
export const registerResponseSchema = authResponseSchema.extend({
  emailSent: z.boolean(),
  debug: z.string().optional(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const refreshResponseSchema = z.object({ accessToken: z.string() });
export const logoutResponseSchema = z.object({ redirect: z.string() });
