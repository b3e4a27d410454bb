import type { Db } from '../../db/client.js';
import { badRequest, conflict } from '../../errors.js';
import { HOUR, MINUTE } from '../../lib/clock.js';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.js';
import { hashPassword } from '../auth/passwords.js';
import { createMailCaps } from '../emails/mail-caps.js';
import type { OneTimeLinks } from '../emails/one-time-links.js';
import type { Outbox } from '../emails/outbox.service.js';
import { passwordResetMail } from '../emails/templates/templates.js';
import type { UsersRepository } from '../users/users.repository.js';

export const PASSWORD_LINK_TTL_MS = HOUR;
export const RESET_LIMIT_PER_IP: Limit = { max: 5, windowMs: 15 * MINUTE };

/** The same words whether or not the address has an account: nothing leaks. */
export const RESET_REQUESTED_MESSAGE =
  'Si un compte existe pour cette adresse, un e-mail pour choisir un nouveau mot de passe vient de lui être envoyé.';

interface Deps {
  db: Db;
  users: UsersRepository;
  /** Every session of the user ends, access tokens included (auth service). */
  endAllSessions: (userId: number) => Promise<void>;
  links: OneTimeLinks;
  outbox: Outbox;
  limit: RateLimiter;
  publicUrl: string;
}

export function createPasswordsService(deps: Deps) {
  const { db, users: usersRepo, endAllSessions, links, outbox, limit, publicUrl } = deps;
  const mailCaps = createMailCaps(limit, 'password-reset');

  const linkFor = (token: string, conversationId: number | null) =>
    `${publicUrl}/reset-password/${encodeURIComponent(token)}${conversationId ? `/${conversationId}` : ''}`;

  async function resetMail(
    user: { id: number; email: string; firstName: string },
    conversationId: number | null,
  ) {
    const token = await links.issue(
      user.id,
      'password_reset',
      PASSWORD_LINK_TTL_MS,
      conversationId,
    );
    return {
      to: user.email,
      ...passwordResetMail({ firstName: user.firstName, link: linkFor(token, conversationId) }),
    };
  }

  async function setHash(userId: number, password: string, tx: Db = db) {
    await usersRepo.setPasswordHash(userId, await hashPassword(password), tx);
  }

  return {
    async requestReset(email: string, conversationId: number | null, ip: string) {
      await limit('password-reset:ip', ip, RESET_LIMIT_PER_IP, 'emails.rate_limited');
      if (await mailCaps.allows(email, ip)) {
        outbox.deliverLater(async () => {
          const user = await usersRepo.findByEmail(email);
          return user ? resetMail(user, conversationId) : null;
        });
      }
      return { success: true, message: RESET_REQUESTED_MESSAGE };
    },

    /** A link to choose a password, for a mail that says why (the first proof of the mailbox). */
    async choosePasswordLink(userId: number): Promise<string> {
      return linkFor(await links.issue(userId, 'password_reset', PASSWORD_LINK_TTL_MS), null);
    },

    /** Sends a reset link to an account whose owner is known (« ce n'était pas moi »). */
    sendResetLink(user: { id: number; email: string; firstName: string }) {
      outbox.deliverLater(() => resetMail(user, null));
    },

    /** A token for the logged-in user without a password (after a purchase), used by the profile's form. */
    async directToken(userId: number, conversationId: number | null) {
      const user = await usersRepo.findById(userId);
      if (!user || user.password !== null) throw conflict('passwords.already_set');
      return {
        success: true,
        token: await links.issue(userId, 'password_reset', PASSWORD_LINK_TTL_MS, conversationId),
      };
    },

    async check(token: string, conversationId: number | null) {
      const row = token ? await links.find(token, 'password_reset') : undefined;
      return {
        valid: row !== undefined,
        conversationId: row?.conversationId ?? conversationId ?? null,
      };
    },

    /** Sets the password from a link: single use; every other session of the user ends. */
    async setWithToken(token: string, password: string): Promise<number> {
      const row = await links.find(token, 'password_reset');
      if (!row) throw badRequest('passwords.invalid_link');
      const consumed = await db.transaction(async (tx) => {
        if (!(await links.consume(row, tx))) return false;
        await setHash(row.userId, password, tx);
        // The link proved the mailbox, and every session ends below: nothing set before survives.
        await usersRepo.markEmailProven(row.userId, new Date(), tx);
        return true;
      });
      if (!consumed) throw badRequest('passwords.invalid_link');
      await endAllSessions(row.userId);
      return row.userId;
    },

    /** Right after a purchase, a logged-in account without a password chooses one. */
    async setDirect(userId: number, password: string) {
      const user = await usersRepo.findById(userId);
      if (!user || user.password !== null) throw conflict('passwords.already_set');
      await setHash(userId, password);
      return { message: 'Votre mot de passe a été défini.' };
    },
  };
}

export type PasswordsService = ReturnType<typeof createPasswordsService>;
