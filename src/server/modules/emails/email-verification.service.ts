import type { Db } from '../../db/client.js';
import { HOUR } from '../../lib/clock.js';
import type { BalanceService } from '../balance/balance.service.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { OneTimeLinks } from './one-time-links.js';
import type { Delivery, Outbox } from './outbox.service.js';
import { newAddressMail, verificationMail } from './templates/templates.js';

export const VERIFICATION_TTL_MS = 48 * HOUR;

/** What following a verification link did; the /auth page says it (verified=true|already|false). */
export type VerificationOutcome = 'verified' | 'already' | 'invalid';

export function createEmailVerification(deps: {
  db: Db;
  users: UsersRepository;
  balance: BalanceService;
  links: OneTimeLinks;
  outbox: Outbox;
  publicUrl: string;
}) {
  const { db, users, balance, links, outbox, publicUrl } = deps;

  return {
    /** `newAddress`: an address changed on the account, confirmed by its own mail (issue 39). */
    async send(
      user: { id: number; email: string; firstName: string },
      { newAddress = false }: { newAddress?: boolean } = {},
    ): Promise<Delivery> {
      const token = await links.issue(user.id, 'email_verification', VERIFICATION_TTL_MS);
      const link = `${publicUrl}/api/verify-email?token=${encodeURIComponent(token)}`;
      const mail = newAddress ? newAddressMail : verificationMail;
      return outbox.deliver({ to: user.email, ...mail({ firstName: user.firstName, link }) });
    },

    /**
     * Verifies the address once; the free messages of D1 come with the
     * account's first verification only. `prover`: the session of the browser
     * that followed the link, if any (see `proven`, which the caller runs).
     */
    async verify(token: string): Promise<{ outcome: VerificationOutcome; userId?: number }> {
      const row = await links.find(token, 'email_verification');
      if (!row) {
        // A second click on a link already followed: the address is verified, say so (issue 14).
        const ownerId = await links.ownerOf(token, 'email_verification');
        const owner = ownerId === undefined ? undefined : await users.findById(ownerId);
        return { outcome: owner?.isVerified ? 'already' : 'invalid' };
      }
      const verified = await db.transaction(async (tx) => {
        if (!(await links.consume(row, tx))) return false;
        if (await users.markVerified(row.userId, tx)) {
          // The reference makes it once per account: a new address verified after a change gets nothing more.
          await balance.giftOnVerification(tx, row.userId);
        }
        return true;
      });
      return verified ? { outcome: 'verified', userId: row.userId } : { outcome: 'invalid' };
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
