import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addMs, MINUTE, type Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { sessionHandoffs } from './auth.tables.js';

export const HANDOFF_TTL_MS = 5 * MINUTE;

/**
 * The `ac` link parameter (spec §2, D10) made safe (ADR 008): after a special
 * offer is paid, the server mints a code for the account it credited; the
 * browser that started the purchase exchanges it once, within minutes, for a
 * session. It is never an access token, and it is worthless in another
 * browser: the exchange must present the guest session the purchase began in.
 */
export function createSessionHandoffs(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const live = (code: string) =>
    and(
      eq(sessionHandoffs.codeHash, sha256(code)),
      isNull(sessionHandoffs.usedAt),
      gt(sessionHandoffs.expiresAt, clock.now()),
    );
  const boundTo = (row: { guestSessionId: string | null }, guestSessionId: string | null) =>
    row.guestSessionId === null || row.guestSessionId === guestSessionId;

  return {
    async mint(userId: number, guestSessionId: string | null, tx: Db = db): Promise<string> {
      const code = randomToken();
      await tx.insert(sessionHandoffs).values({
        userId,
        codeHash: sha256(code),
        guestSessionId,
        expiresAt: addMs(clock.now(), HANDOFF_TTL_MS),
      });
      return code;
    },

    /** The account a code would open, without spending it; null when it opens nothing here. */
    async peek(code: string, guestSessionId: string | null): Promise<number | null> {
      const [row] = await db
        .select({ userId: sessionHandoffs.userId, guestSessionId: sessionHandoffs.guestSessionId })
        .from(sessionHandoffs)
        .where(live(code));
      return row && boundTo(row, guestSessionId) ? row.userId : null;
    },

    /** Spends the code: its account, once; null for an unknown, used, expired or foreign code. */
    async redeem(code: string, guestSessionId: string | null): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(sessionHandoffs).where(live(code)).for('update');
        if (!row || !boundTo(row, guestSessionId)) return null;
        await tx
          .update(sessionHandoffs)
          .set({ usedAt: clock.now() })
          .where(eq(sessionHandoffs.id, row.id));
        return row.userId;
      });
    },
  };
}

export type SessionHandoffs = ReturnType<typeof createSessionHandoffs>;
