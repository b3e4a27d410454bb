import { and, eq, gt, sql } from 'drizzle-orm';
import { normalizeTier } from '../../../shared/plans.js';
import type { Db } from '../../db/client.js';
import { forbidden, paymentRequired, unauthorized } from '../../errors.js';
import { users } from '../users/users.tables.js';

export interface Charge {
  /** Whether a message was taken from the counter (and must be given back on failure). */
  charged: boolean;
  messagesRemaining: number;
}

/**
 * Spending and refunding sent messages (D2, D7, D8). The check and the
 * decrement are one conditional UPDATE, so parallel sends can never take the
 * counter below zero or spend the same message twice.
 */
export function createQuotaRepository() {
  return {
    async charge(tx: Db, userId: number): Promise<Charge> {
      const [user] = await tx
        .select({ tier: users.subscriptionTier, isVerified: users.isVerified })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw unauthorized('auth.invalid_token');
      const tier = normalizeTier(user.tier) ?? 'gratuit';
      if (tier === 'gratuit' && !user.isVerified) throw forbidden('chat.email_not_verified');

      const [spent] = await tx
        .update(users)
        .set({ messagesRemaining: sql`${users.messagesRemaining} - 1` })
        .where(and(eq(users.id, userId), gt(users.messagesRemaining, 0)))
        .returning({ messagesRemaining: users.messagesRemaining });
      if (spent) return { charged: true, messagesRemaining: spent.messagesRemaining };
      // vip is never blocked (D7): at 0 it sends for free and the meter stays at 0.
      if (tier === 'vip') return { charged: false, messagesRemaining: 0 };
      throw paymentRequired('chat.quota_exhausted');
    },

    async refund(tx: Db, userId: number): Promise<number> {
      const [row] = await tx
        .update(users)
        .set({ messagesRemaining: sql`${users.messagesRemaining} + 1` })
        .where(eq(users.id, userId))
        .returning({ messagesRemaining: users.messagesRemaining });
      return row?.messagesRemaining ?? 0;
    },

    async remaining(tx: Db, userId: number): Promise<number> {
      const [row] = await tx
        .select({ messagesRemaining: users.messagesRemaining })
        .from(users)
        .where(eq(users.id, userId));
      return row?.messagesRemaining ?? 0;
    },
  };
}

export type QuotaRepository = ReturnType<typeof createQuotaRepository>;
