import { z } from '../zod.js';
import { emailSchema, firstNameSchema, strongPasswordSchema } from './auth.js';
import { sessionUserSchema } from './user.js';

/** PUT /api/user/profile (spec §5: at least 2 characters). */
export const profileBodySchema = z.object({ firstName: firstNameSchema });
export type ProfileBody = z.input<typeof profileBodySchema>;

export const CURRENT_PASSWORD_REQUIRED = 'Mot de passe actuel requis';

/**
 * The current password that confirms a sensitive change (the address, the
 * account's deletion): absent only when the session was just opened from a
 * link of the mailbox, which the server alone can tell (ADR 012).
 */
const confirmingPasswordSchema = z.string().max(200).optional();

/**
 * PUT /api/user/email: the new address, valid and free, confirmed by the
 * current password. The profile's form requires it when the account has one
 * (`hasPassword`); the server, which accepts it absent, decides from the session.
 */
export const emailChangeSchema = (passwordRequired: boolean) =>
  z.object({
    email: emailSchema,
    currentPassword: confirmingPasswordSchema.refine(
      (value) => !passwordRequired || Boolean(value),
      { error: CURRENT_PASSWORD_REQUIRED },
    ),
  });
export const emailChangeBodySchema = emailChangeSchema(false);
export type EmailChangeBody = z.input<typeof emailChangeBodySchema>;

/** DELETE /api/user: confirmed by the current password (the body may be absent). */
export const accountDeletionBodySchema = z
  .object({ currentPassword: confirmingPasswordSchema })
  .nullish();
export type AccountDeletionBody = z.input<typeof accountDeletionBodySchema>;
export const PASSWORDS_DIFFER = 'Les mots de passe ne correspondent pas';

/**
 * The password change (spec §5). The current password is asked for unless
 * the account has none yet (created by a purchase): the form knows it from
 * `hasPassword`; the server, which accepts it absent, decides from the account.
 */
export const passwordChangeSchema = (currentRequired: boolean) =>
  z
    .object({
      currentPassword: z
        .string()
        .max(200)
        .optional()
        .refine((value) => !currentRequired || Boolean(value), {
          error: CURRENT_PASSWORD_REQUIRED,
        }),
      newPassword: strongPasswordSchema,
      confirmPassword: z
        .string({ error: PASSWORDS_DIFFER })
        .min(8, { error: 'La confirmation doit contenir au moins 8 caractères' }),
    })
    .refine((v) => v.newPassword === v.confirmPassword, {
      error: PASSWORDS_DIFFER,
      path: ['confirmPassword'],
    });

export const passwordChangeBodySchema = passwordChangeSchema(false);
export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;

/** The answer of a change to the account: what happened, and the user as they are now. */
export const accountUpdateResponseSchema = z.object({
  message: z.string(),
  user: sessionUserSchema,
});
export type AccountUpdateResponse = z.infer<typeof accountUpdateResponseSchema>;

/** A password change, or « déconnecter les autres appareils »: the other sessions end and this one gets a new access token. */
export const sessionRenewedResponseSchema = z.object({
  message: z.string(),
  accessToken: z.string(),
});

export const sessionSchema = z.object({
  id: z.string(),
  /** « Chrome sur Android (téléphone) ». */
  device: z.string(),
  startedAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this request comes from. */
  current: z.boolean(),
});
export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;
export type AccountSession = z.infer<typeof sessionSchema>;

export const sessionParamsSchema = z.object({
  id: z.uuid({ error: 'Session introuvable.' }),
});

/** « Ce n'était pas moi »: the link of the notice sent to the previous address. */
export const emailRevertBodySchema = z.object({
  token: z
    .string({ error: 'Lien invalide ou expiré' })
    .min(1, { error: 'Lien invalide ou expiré' })
    .max(200, { error: 'Lien invalide ou expiré' }),
});

/** json: portable; text: the consultations; document: everything, to read (issue 39). */
export const EXPORT_FORMATS = ['json', 'text', 'document'] as const;
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS).default('json').catch('json'),
});
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
