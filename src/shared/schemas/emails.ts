import { z } from '../zod.js';
import { emailSchema, firstNameSchema, strongPasswordSchema } from './auth.js';

const optionalConversationId = z.coerce.number().int().positive().optional().catch(undefined);

/** The answer of every call that may send a mail (spec §7: message and a debug field). */
export const mailResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  emailSent: z.boolean().optional(),
  /** Why the mail failed; given outside production only. */
  debug: z.string().optional(),
});
export type MailResult = z.infer<typeof mailResultSchema>;

export const generatePasswordTokenQuerySchema = z.object({
  email: z.string().optional(),
  direct: z.enum(['true', 'false']).optional(),
  conversationId: optionalConversationId,
});

export const generatePasswordTokenResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  token: z.string().optional(),
});

export const verifyPasswordTokenQuerySchema = z.object({
  token: z.string().max(200).default(''),
  conversationId: optionalConversationId,
});
export const verifyPasswordTokenResponseSchema = z.object({
  valid: z.boolean(),
  conversationId: z.number().int().nullable(),
});

export const confirmPasswordSchema = z.string({ error: 'Les mots de passe ne correspondent pas' });

/** The set-password and reset screens: 8+ characters, lower, upper, digit, and the same twice. */
export const setPasswordFormSchema = z
  .object({ password: strongPasswordSchema, confirmPassword: confirmPasswordSchema })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'Les mots de passe ne correspondent pas',
    path: ['confirmPassword'],
  });
export type SetPasswordForm = z.input<typeof setPasswordFormSchema>;

export const setPasswordBodySchema = z.object({
  token: z
    .string({ error: 'Lien invalide ou expiré' })
    .min(1, { error: 'Lien invalide ou expiré' })
    .max(200),
  password: strongPasswordSchema,
  conversationId: optionalConversationId,
});
export type SetPasswordBody = z.input<typeof setPasswordBodySchema>;

export const setPasswordResponseSchema = z.object({
  message: z.string(),
  accessToken: z.string(),
});

export const setPasswordDirectBodySchema = z.object({ newPassword: strongPasswordSchema });

export const magicLinkBodySchema = z.object({ email: emailSchema });
export const messageResponseSchema = z.object({ message: z.string() });

export const newsletterBodySchema = z.object({
  email: z
    .string({ error: "L'adresse e-mail est requise" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Adresse e-mail invalide' })),
  firstName: firstNameSchema,
});
export type NewsletterBody = z.input<typeof newsletterBodySchema>;
export const newsletterResponseSchema = z.object({ success: z.boolean(), message: z.string() });

/** POST /api/verify-email: what following the link did; a new token when this session was kept and the others ended. */
export const verificationResultSchema = z.object({
  outcome: z.enum(['verified', 'already', 'invalid']),
  accessToken: z.string().optional(),
});
export type VerificationResult = z.infer<typeof verificationResultSchema>;
