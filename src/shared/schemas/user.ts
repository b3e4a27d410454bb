import { z } from '../zod.js';
import { TIERS } from '../plans.js';

export const ACCOUNT_STATUSES = ['active', 'pending_cancel', 'inactive'] as const;

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
