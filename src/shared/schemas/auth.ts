import { LOGIN_PASSWORD_MIN, STRONG_PASSWORD_MIN } from '../password-lengths.js';
import { z } from '../zod.js';
import { guestSessionIdSchema } from './guest.js';
import { storableText } from './text.js';

export { LOGIN_PASSWORD_MIN, STRONG_PASSWORD_MIN };

export const emailSchema = z
  .string({ error: 'Adresse e-mail invalide' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'Adresse e-mail invalide' })
  .pipe(z.email({ error: 'Adresse e-mail invalide' }));

/** Login and registration accept any password of 6 characters or more (spec §5, D11). */
export const loginPasswordSchema = z
  .string({ error: 'Le mot de passe doit contenir au moins 6 caractères' })
  .min(LOGIN_PASSWORD_MIN, { error: 'Le mot de passe doit contenir au moins 6 caractères' })
  .max(200, { error: 'Le mot de passe ne peut pas dépasser 200 caractères' });

/** Change, set and reset: 8+ characters with a lower-case letter, an upper-case letter and a digit. */
export const strongPasswordSchema = z
  .string({ error: 'Le nouveau mot de passe doit contenir au moins 8 caractères' })
  .min(STRONG_PASSWORD_MIN, {
    error: 'Le nouveau mot de passe doit contenir au moins 8 caractères',
  })
  .max(200, { error: 'Le mot de passe ne peut pas dépasser 200 caractères' })
  .regex(/[a-z]/, { error: 'Le nouveau mot de passe doit contenir au moins une lettre minuscule' })
  .regex(/[A-Z]/, { error: 'Le nouveau mot de passe doit contenir au moins une lettre majuscule' })
  .regex(/[0-9]/, { error: 'Le nouveau mot de passe doit contenir au moins un chiffre' });

export const firstNameSchema = storableText(
  z
    .string({ error: 'Le prénom doit contenir au moins 2 caractères' })
    .trim()
    .min(2, { error: 'Le prénom doit contenir au moins 2 caractères' })
    .max(60, { error: 'Le prénom ne peut pas dépasser 60 caractères' }),
);

/** The login form: what the user types. */
export const loginFormSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
  rememberMe: z.boolean().optional(),
});
export type LoginForm = z.input<typeof loginFormSchema>;

/** The login call: the e-mail travels as `username` (spec §3, §7). */
export const loginBodySchema = z.object({
  username: emailSchema,
  password: loginPasswordSchema,
  rememberMe: z.boolean().optional(),
  /** D19: the browser's guest session, whose exchange joins the account. Ignored if malformed. */
  guestSessionId: guestSessionIdSchema.optional().catch(undefined),
});
export type LoginBody = z.input<typeof loginBodySchema>;
/** The login call once validated (what the server works with). */
export type LoginInput = z.infer<typeof loginBodySchema>;

const cguMessage = "Vous devez accepter les conditions générales d'utilisation";

/** The register form: what the user types. */
export const registerFormSchema = z.object({
  firstName: firstNameSchema,
  email: emailSchema,
  password: loginPasswordSchema,
  acceptCGU: z.boolean().refine((accepted) => accepted, { error: cguMessage }),
  /** E-mail prospecting needs prior, explicit consent (CNIL): unticked by default. */
  newsletter: z.boolean().optional(),
});
export type RegisterForm = z.input<typeof registerFormSchema>;

/** The register call (spec §3): lastName is optional and defaults to a single space. */
export const registerBodySchema = z.object({
  firstName: firstNameSchema,
  lastName: storableText(z.string().trim().max(60)).optional().default(' '),
  email: emailSchema,
  password: loginPasswordSchema,
  acceptCgu: z.literal(true, { error: cguMessage }),
  /** The browser's guest session: its conversation moves into the new account. Ignored if malformed. */
  guestSessionId: guestSessionIdSchema.optional().catch(undefined),
});
export type RegisterBody = z.input<typeof registerBodySchema>;
/** The register call once validated (what the server works with). */
export type RegisterInput = z.infer<typeof registerBodySchema>;

export const passwordResetRequestSchema = z.object({
  email: z
    .string({ error: "Format d'e-mail invalide" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Format d'e-mail invalide" })),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** POST /api/auth/handoff: the `ac` code of a special-offer return, exchanged once (ADR 008). */
export const handoffBodySchema = z.object({
  code: z
    .string({ error: 'Lien de connexion invalide ou expiré' })
    .min(1, { error: 'Lien de connexion invalide ou expiré' })
    .max(200, { error: 'Lien de connexion invalide ou expiré' }),
  /** The browser's guest session: the code only works where the purchase began. */
  guestSessionId: guestSessionIdSchema.optional().catch(undefined),
  /** Asked for after the user confirmed leaving the account they are logged in with. */
  replaceSession: z.boolean().optional(),
});
export type HandoffBody = z.input<typeof handoffBodySchema>;
