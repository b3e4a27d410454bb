import { and, eq, sql } from 'drizzle-orm';
import { FREE_TIER_MESSAGES } from '../../../shared/plans.js';
import type { Db } from '../../db/client.js';
import { HOUR } from '../../lib/clock.js';
import { users } from '../users/users.tables.js';
import type { OneTimeLinks } from './one-time-links.js';
import type { Delivery, Outbox } from './outbox.service.js';
import { verificationMail } from './templates/templates.js';

export const VERIFICATION_TTL_MS = 48 * HOUR;

export function createEmailVerification(deps: {
  db: Db;
  links: OneTimeLinks;
  outbox: Outbox;
  publicUrl: string;
}) {
  const { db, links, outbox, publicUrl } = deps;

  return {
    async send(user: { id: number; email: string; firstName: string }): Promise<Delivery> {
      const token = await links.issue(user.id, 'email_verification', VERIFICATION_TTL_MS);
      const link = `${publicUrl}/api/verify-email?token=${encodeURIComponent(token)}`;
      return outbox.deliver({
        to: user.email,
        ...verificationMail({ firstName: user.firstName, link }),
      });
    },

    /** Verifies the address once; the free messages of D1 come with the first verification only. */
    async verify(token: string): Promise<boolean> {
      const row = await links.find(token, 'email_verification');
      if (!row) return false;
      return db.transaction(async (tx) => {
        if (!(await links.consume(row, tx))) return false;
        await tx
          .update(users)
          .set({
            isVerified: true,
            messagesRemaining: sql`greatest(${users.messagesRemaining}, ${FREE_TIER_MESSAGES})`,
          })
          .where(and(eq(users.id, row.userId), eq(users.isVerified, false)));
        return true;
      });
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
