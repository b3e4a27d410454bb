import type { Clock } from '../../lib/clock.js';
import type { Outbox } from '../emails/outbox.service.js';
import { mailboxProvenMail } from '../emails/templates/templates.js';
import type { PasswordsService } from '../passwords/passwords.service.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { AccessClaims } from './access-tokens.js';
import type { Sessions } from './sessions.service.js';

/**
 * The first time someone proves they read an account's address (a
 * verification link, a log-in link), what was set up before by whoever
 * typed that address goes (issue 36): someone who registers, or buys the
 * offer, with another person's address must not keep a session or a
 * password once the real owner shows up. Later proofs change nothing.
 */
export function createMailboxProof(deps: {
  users: UsersRepository;
  sessions: Sessions;
  passwords: Pick<PasswordsService, 'choosePasswordLink'>;
  outbox: Outbox;
  clock: Clock;
}) {
  const { users, sessions, passwords, outbox, clock } = deps;

  return {
    /**
     * Records a proof of `userId`'s mailbox. `prover`: the session of the
     * browser that followed the link, if it holds one of this account; it
     * stays (with its password: whoever holds it read the mailbox) and gets
     * a new access token, every other session ends. Without one, every
     * session ends and a password set before is removed; a mail says so and
     * brings a link to choose one.
     */
    async proven(userId: number, prover: AccessClaims | null): Promise<{ accessToken?: string }> {
      if (!(await users.markEmailProven(userId, clock.now()))) return {};
      if (prover?.userId === userId && prover.sessionId) {
        // The usual case, someone verifying in the browser they registered in: nothing else to end.
        const { sessions: live } = await sessions.list(prover);
        if (!live.some((session) => !session.current)) return {};
        return { accessToken: await sessions.endOthers(prover) };
      }
      const user = await users.findById(userId);
      if (!user) return {};
      await sessions.endAll(userId);
      const hadPassword = user.password !== null;
      if (hadPassword) await users.clearPassword(userId);
      outbox.deliverLater(async () => ({
        to: user.email,
        ...mailboxProvenMail({
          firstName: user.firstName,
          link: hadPassword ? await passwords.choosePasswordLink(userId) : null,
        }),
      }));
      return {};
    },
  };
}

export type MailboxProof = ReturnType<typeof createMailboxProof>;
