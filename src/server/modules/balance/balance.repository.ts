import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LedgerReason } from '#shared/ledger.js';
import { messageBalances, messageLedger } from './balance.tables.js';

export type LedgerRow = typeof messageLedger.$inferSelect;

/** A movement that happened: the balance after it, and whether it moved at all. */
export interface Movement {
  balance: number;
  moved: boolean;
}

/**
 * Taking one message, as two parts of a larger statement (ADR 009: the SQL
 * stays the balance module's). `take` is a data-modifying statement whose
 * rows, one or none, hold the `messages_remaining` left; `record` writes the
 * ledger row from the relation `taken` names and the message in `messageIds`
 * (a relation with an `id`).
 */
export interface SpendStep {
  take: SQL;
  record: (taken: SQL, messageIds: SQL) => SQL;
}

/**
 * Takes one message, as a step of the statement that stores it (the chat's
 * send, conversations.storeUserMessage): one round trip, and still the only
 * SQL that writes a balance or its ledger. The update is conditional:
 * parallel sends can never go below zero nor spend one message twice.
 * `userId` is a placeholder of that statement, compiled once (issue 12).
 */
export function spendStep(userId: SQLWrapper): SpendStep {
  return {
    take: sql`
      update ${messageBalances}
      set messages_remaining = messages_remaining - 1, updated_at = now()
      where user_id = ${userId} and messages_remaining > 0
      returning messages_remaining`,
    record: (taken, messageIds) => sql`
      insert into ${messageLedger} (user_id, delta, balance_after, reason, message_id)
      select ${userId}::integer, -1, taken.messages_remaining, ${'message' satisfies LedgerReason}::text, message.id
      from ${taken} as taken, ${messageIds} as message`,
  };
}

/**
 * The only writer of a customer's message balance (ADR 009). Every change
 * writes a ledger row in the same transaction, so the balance always equals
 * the sum of the ledger. Movements of one customer are serialised by a lock
 * on their balance row; a movement tied to a message, an invoice or an event
 * happens once, whatever retries, replays or recoveries do.
 */
export function createBalanceRepository({ db }: { db: Db }) {
  async function record(
    tx: Db,
    row: {
      userId: number;
      delta: number;
      balanceAfter: number;
      reason: LedgerReason;
      messageId?: number;
      reference?: string;
    },
  ) {
    await tx.insert(messageLedger).values(row);
  }

  /** The balance, locked for this transaction; a customer without one starts at 0. */
  async function lock(tx: Db, userId: number): Promise<number> {
    await tx.insert(messageBalances).values({ userId }).onConflictDoNothing();
    const [row] = await tx
      .select({ messagesRemaining: messageBalances.messagesRemaining })
      .from(messageBalances)
      .where(eq(messageBalances.userId, userId))
      .for('update');
    return row!.messagesRemaining;
  }

  async function write(tx: Db, userId: number, messagesRemaining: number) {
    await tx
      .update(messageBalances)
      .set({ messagesRemaining, updatedAt: sql`now()` })
      .where(eq(messageBalances.userId, userId));
  }

  async function alreadyRecorded(
    tx: Db,
    userId: number,
    reason: LedgerReason,
    reference: string | undefined,
  ): Promise<boolean> {
    if (reference === undefined) return false;
    const [row] = await tx
      .select({ id: messageLedger.id })
      .from(messageLedger)
      .where(
        and(
          eq(messageLedger.userId, userId),
          eq(messageLedger.reason, reason),
          eq(messageLedger.reference, reference),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Moves the balance to `target(current)`; nothing when `reference` was recorded already. */
  async function moveTo(
    tx: Db,
    userId: number,
    target: (current: number) => number,
    reason: LedgerReason,
    reference?: string,
  ): Promise<Movement> {
    const current = await lock(tx, userId);
    if (await alreadyRecorded(tx, userId, reason, reference)) {
      return { balance: current, moved: false };
    }
    const next = target(current);
    if (next === current && reference === undefined) return { balance: current, moved: false };
    await write(tx, userId, next);
    await record(tx, {
      userId,
      delta: next - current,
      balanceAfter: next,
      reason,
      ...(reference !== undefined ? { reference } : {}),
    });
    return { balance: next, moved: true };
  }

  return {
    async remaining(tx: Db, userId: number): Promise<number> {
      const [row] = await tx
        .select({ messagesRemaining: messageBalances.messagesRemaining })
        .from(messageBalances)
        .where(eq(messageBalances.userId, userId));
      return row?.messagesRemaining ?? 0;
    },

    /** Gives back the message spent for `messageId`, once; null when it was never spent or already given back. */
    async refund(tx: Db, userId: number, messageId: number): Promise<number | null> {
      const current = await lock(tx, userId);
      const rows = await tx
        .select({ reason: messageLedger.reason })
        .from(messageLedger)
        .where(and(eq(messageLedger.userId, userId), eq(messageLedger.messageId, messageId)));
      const spent = rows.some((r) => r.reason === 'message');
      const refunded = rows.some((r) => r.reason === 'refund');
      if (!spent || refunded) return null;
      await write(tx, userId, current + 1);
      await record(tx, {
        userId,
        delta: 1,
        balanceAfter: current + 1,
        reason: 'refund',
        messageId,
      });
      return current + 1;
    },

    /** Sets the balance (a plan's allowance, a renewal: D9, no carry-over). */
    setTo: (tx: Db, userId: number, amount: number, reason: LedgerReason, reference?: string) =>
      moveTo(tx, userId, () => amount, reason, reference),

    /** Adds to the balance (the special offer's messages). */
    credit: (tx: Db, userId: number, amount: number, reason: LedgerReason, reference?: string) =>
      moveTo(tx, userId, (current) => current + amount, reason, reference),

    /** Takes messages back (a refunded payment), never below zero. */
    takeBack: (tx: Db, userId: number, amount: number, reason: LedgerReason, reference?: string) =>
      moveTo(tx, userId, (current) => Math.max(0, current - amount), reason, reference),

    /** Raises the balance to at least `amount` (the verification gift of D1). */
    raiseTo: (tx: Db, userId: number, amount: number, reason: LedgerReason, reference?: string) =>
      moveTo(tx, userId, (current) => Math.max(current, amount), reason, reference),

    /**
     * Gives (delta > 0) or takes back (delta < 0) messages by hand: the back
     * office's `adjustment` (issue 40). Never below zero: nothing is written
     * and `moved` is false when the balance could not pay for the take-back.
     */
    async adjust(tx: Db, userId: number, delta: number): Promise<Movement & { before: number }> {
      const before = await lock(tx, userId);
      const after = before + delta;
      if (after < 0 || delta === 0) return { before, balance: before, moved: false };
      await write(tx, userId, after);
      await record(tx, { userId, delta, balanceAfter: after, reason: 'adjustment' });
      return { before, balance: after, moved: true };
    },

    /** The newest movements first (« Mes messages »). */
    movements(userId: number, limit: number): Promise<LedgerRow[]> {
      return db
        .select()
        .from(messageLedger)
        .where(eq(messageLedger.userId, userId))
        .orderBy(desc(messageLedger.createdAt), desc(messageLedger.id))
        .limit(limit);
    },

    /** The ledger's sum per customer, to check the balance against it. */
    async ledgerSum(userId: number): Promise<number> {
      const [row] = await db
        .select({ sum: sql<string>`coalesce(sum(${messageLedger.delta}), 0)` })
        .from(messageLedger)
        .where(eq(messageLedger.userId, userId));
      return Number(row?.sum ?? 0);
    },
  };
}

export type BalanceRepository = ReturnType<typeof createBalanceRepository>;
