import type { EmailChangeBody, PasswordChangeBody } from '#shared/schemas/account.js';
import type { SessionUser } from '#shared/schemas/user.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, isUniqueViolation, unauthorized } from '../../errors.js';
import { DAY, HOUR, MINUTE, type Clock } from '../../lib/clock.js';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.js';
import type { AccessClaims } from '../auth/access-tokens.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { Sessions } from '../auth/sessions.service.js';
import type { EmailVerification } from '../emails/email-verification.service.js';
import type { OneTimeLinks } from '../emails/one-time-links.js';
import type { Outbox } from '../emails/outbox.service.js';
import { emailChangedMail, passwordChangedMail } from '../emails/templates/templates.js';
import type { PasswordsService } from '../passwords/passwords.service.js';
import { findSessionUser } from '../session-user/session-user.read.js';
import type { AddressHolder } from '../users/address-holder.js';
import { toSessionUser } from '../session-user/session-user.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';

export const EMAIL_REVERT_TTL_MS = 7 * DAY;
/** How long a session opened from a link of the mailbox may confirm a change without the password. */
export const FRESH_MAILBOX_PROOF_MS = 10 * MINUTE;

export const ACCOUNT_LIMITS = {
  /** Address changes: each sends two mails, to addresses the caller chooses. */
  emailChangesPerUser: { max: 5, windowMs: DAY },
  /** Wrong current passwords: a stolen access token must not become a guessing machine. */
  passwordAttemptsPerUser: { max: 10, windowMs: 15 * MINUTE },
  profileChangesPerUser: { max: 30, windowMs: HOUR },
} satisfies Record<string, Limit>;

/**
 * The profile's changes (spec §2, §5, issue 11): first name, e-mail address,
 * password, and « ce n'était pas moi » after an address change.
 */
export function createAccountService(deps: {
  db: Db;
  users: UsersRepository;
  sessions: Sessions;
  verification: EmailVerification;
  links: OneTimeLinks;
  /** Whose an address is (users/address-holder.ts): another holder makes it taken. */
  addressHolder: AddressHolder;
  outbox: Outbox;
  passwords: PasswordsService;
  limit: RateLimiter;
  clock: Clock;
  publicUrl: string;
}) {
  const { db, users, sessions, verification, links, outbox, passwords, limit, clock, publicUrl } =
    deps;

  async function sessionUser(userId: number): Promise<SessionUser> {
    const row = await findSessionUser(db, userId);
    if (!row) throw unauthorized('auth.invalid_token');
    return toSessionUser(row);
  }

  async function account(userId: number) {
    const user = await users.findById(userId);
    if (!user) throw unauthorized('auth.invalid_token');
    return user;
  }

  /** The current password, checked at most 10 times in 15 minutes per account (400s, never 401s). */
  async function checkPassword(user: { id: number; password: string }, given: string | undefined) {
    if (!given) throw badRequest('account.current_password_required');
    await limit(
      'account:password',
      String(user.id),
      ACCOUNT_LIMITS.passwordAttemptsPerUser,
      'account.rate_limited',
    );
    if (!(await verifyPassword(user.password, given))) throw badRequest('account.wrong_password');
  }

  /**
   * What a stolen session alone must not do (issue 36): the caller proves to
   * be the owner with the current password, or with a session opened from a
   * link of the mailbox minutes ago (the only way for an account without one).
   */
  async function confirmOwner(claims: AccessClaims, currentPassword: string | undefined) {
    const user = await account(claims.userId);
    const proven = claims.mailboxProvenAt;
    if (proven && clock.now().getTime() - proven.getTime() <= FRESH_MAILBOX_PROOF_MS) return user;
    if (user.password === null) throw badRequest('account.fresh_link_required');
    await checkPassword({ id: user.id, password: user.password }, currentPassword);
    return user;
  }

  return {
    /** The user as the client sees them (for the export, and after each change). */
    sessionUser,

    /** Deletion and the address change ask this first. */
    confirmOwner,

    async updateProfile(userId: number, firstName: string) {
      await limit(
        'account:profile',
        String(userId),
        ACCOUNT_LIMITS.profileChangesPerUser,
        'account.rate_limited',
      );
      await users.setFirstName(userId, firstName);
      return { message: 'Votre prénom a été mis à jour.', user: await sessionUser(userId) };
    },

    /**
     * The login moves to the new address at once; the new address is asked to
     * confirm itself, the old one is told and can undo the change.
     */
    async changeEmail(claims: AccessClaims, body: EmailChangeBody) {
      const { userId } = claims;
      const { email } = body;
      const before = await account(userId);
      if (before.email === email) throw badRequest('account.same_email');
      await confirmOwner(claims, body.currentPassword);
      await limit(
        'account:email',
        String(userId),
        ACCOUNT_LIMITS.emailChangesPerUser,
        'account.rate_limited',
      );
      // An address another account may still take back is not free either (its revert link lives).
      const holder = await deps.addressHolder(email);
      if (holder !== undefined && holder !== userId) throw conflict('auth.email_taken');
      try {
        await users.setEmail(userId, email);
      } catch (error) {
        // Another account took the address between the check and the update.
        if (isUniqueViolation(error)) throw conflict('auth.email_taken');
        throw error;
      }
      const revertToken = await links.issue(
        userId,
        'email_change_revert',
        EMAIL_REVERT_TTL_MS,
        null,
        before.email,
      );
      await verification.send(
        { id: userId, email, firstName: before.firstName },
        { newAddress: true },
      );
      // Written for this account at an address it has left: it goes if the account goes.
      outbox.deliverLater(
        async () => ({
          to: before.email,
          ...emailChangedMail({
            firstName: before.firstName,
            newEmail: email,
            revertLink: `${publicUrl}/adresse-email/retablir?token=${encodeURIComponent(revertToken)}`,
          }),
        }),
        userId,
      );
      return {
        message: `Votre adresse e-mail est désormais ${email}. Un lien de confirmation vient d’y être envoyé.`,
        user: await sessionUser(userId),
      };
    },

    /**
     * Checks the current password (a 400, never a 401: a typo must not log the
     * person out), then ends every other session and renews this one's token.
     */
    async changePassword(claims: AccessClaims, body: PasswordChangeBody) {
      const user = await account(claims.userId);
      if (user.password !== null) {
        await checkPassword({ id: user.id, password: user.password }, body.currentPassword);
      }
      const passwordHash = await hashPassword(body.newPassword);
      const accessToken = await db.transaction(async (tx) => {
        await users.setPasswordHash(user.id, passwordHash, tx);
        return sessions.endOthers(claims, tx);
      });
      outbox.deliverLater(async () => ({
        to: user.email,
        ...passwordChangedMail({ firstName: user.firstName }),
      }));
      return {
        message: 'Votre mot de passe a été modifié. Vos autres sessions ont été fermées.',
        accessToken,
      };
    },

    /**
     * « Ce n'était pas moi »: the previous address comes back, every session
     * ends, and the password is cleared: whoever changed the address may know
     * it. A reset link goes to the restored address.
     */
    async revertEmail(token: string) {
      const row = await links.find(token, 'email_change_revert');
      if (!row?.previousEmail) throw badRequest('account.revert_invalid');
      const previousEmail = row.previousEmail;
      const holder = await users.findByEmail(previousEmail);
      if (holder && holder.id !== row.userId) throw conflict('account.revert_taken');
      const restored = await db.transaction(async (tx) => {
        if (!(await links.consume(row, tx))) return false;
        await users.restoreEmail(row.userId, previousEmail, tx);
        return true;
      });
      if (!restored) throw badRequest('account.revert_invalid');
      await sessions.endAll(row.userId);
      passwords.sendResetLink({ ...(await account(row.userId)), email: previousEmail });
      return {
        message: `Votre adresse ${previousEmail} est rétablie et toutes les sessions ont été fermées. Un e-mail vient de vous y être envoyé pour choisir un nouveau mot de passe.`,
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
