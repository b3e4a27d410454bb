import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import {
  billingAccounts,
  billingInstallation,
  paymentDisputes,
  payments,
  stripeEvents,
} from './billing.tables.js';

export type BillingAccountRow = typeof billingAccounts.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type DisputeRow = typeof paymentDisputes.$inferSelect;

type AccountChanges = Partial<Omit<typeof billingAccounts.$inferInsert, 'userId' | 'updatedAt'>>;

/**
 * The only writer of a customer's plan, of the payment events handled and of
 * the payments received (ADR 009, ADR 010).
 */
export function createBillingRepository({ db }: { db: Db }) {
  return {
    async account(userId: number, tx: Db = db): Promise<BillingAccountRow | undefined> {
      const [row] = await tx
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.userId, userId));
      return row;
    },

    /** The account's row, locked for this transaction (created on first use: the free tier). */
    async lockAccount(tx: Db, userId: number): Promise<BillingAccountRow> {
      await tx.insert(billingAccounts).values({ userId }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.userId, userId))
        .for('update');
      return row!;
    },

    async update(tx: Db, userId: number, changes: AccountChanges): Promise<void> {
      await tx.insert(billingAccounts).values({ userId }).onConflictDoNothing();
      await tx
        .update(billingAccounts)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(billingAccounts.userId, userId));
    },

    async findByCustomer(customerId: string, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.stripeCustomerId, customerId));
      return row;
    },

    /** Records a payment event as handled; false when it already was (a replay). */
    async markEventHandled(tx: Db, id: string, type: string): Promise<boolean> {
      const rows = await tx
        .insert(stripeEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      return rows.length === 1;
    },

    /** Records a payment once (its id is the provider's invoice or checkout id). */
    async recordPayment(tx: Db, payment: typeof payments.$inferInsert): Promise<boolean> {
      const rows = await tx
        .insert(payments)
        .values(payment)
        .onConflictDoNothing()
        .returning({ id: payments.id });
      return rows.length === 1;
    },

    /** The payment a PaymentIntent made, locked for this transaction (refunds add up one at a time). */
    async lockPaymentByIntent(tx: Db, paymentIntentId: string): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentIntentId, paymentIntentId))
        .for('update');
      return row;
    },

    /**
     * Claims the payment for one back-office refund: the row is locked in a
     * short transaction, and marked unless another refund holds it (one
     * started less than `staleAfterMs` ago). The provider is then called
     * outside any transaction (the simulated provider writes with the
     * database itself, which a held PGlite transaction would block). Answers
     * the payment as it is once claimed, or null when another refund has it.
     */
    async claimForRefund(
      id: string,
      now: Date,
      staleAfterMs: number,
    ): Promise<PaymentRow | null | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
        if (!row) return undefined;
        if (row.refundStartedAt && now.getTime() - row.refundStartedAt.getTime() < staleAfterMs) {
          return null;
        }
        await tx.update(payments).set({ refundStartedAt: now }).where(eq(payments.id, id));
        return row;
      });
    },

    /** The refund is over (done or failed): the next one may start. */
    async releaseRefund(id: string): Promise<void> {
      await db.update(payments).set({ refundStartedAt: null }).where(eq(payments.id, id));
    },

    async setRefunded(tx: Db, id: string, refundedCents: number, at: Date): Promise<void> {
      await tx.update(payments).set({ refundedCents, refundedAt: at }).where(eq(payments.id, id));
    },

    /** The newest payment of a subscription (the one whose period is running). */
    async latestPaymentOf(tx: Db, subscriptionId: string): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(eq(payments.providerSubscriptionId, subscriptionId))
        .orderBy(desc(payments.paidAt), desc(payments.id))
        .limit(1);
      return row;
    },

    /** A chargeback as the provider has it now: created once, its status kept current. */
    async saveDispute(
      tx: Db,
      dispute: Omit<typeof paymentDisputes.$inferInsert, 'openedAt' | 'updatedAt'>,
    ): Promise<void> {
      await tx
        .insert(paymentDisputes)
        .values(dispute)
        .onConflictDoUpdate({
          target: paymentDisputes.id,
          set: {
            status: dispute.status,
            amountCents: dispute.amountCents,
            closedAt: dispute.closedAt ?? null,
            updatedAt: sql`now()`,
          },
        });
    },

    /** Chargebacks, newest first, for the operator (the back office). */
    disputes(filter: { userId?: number } = {}): Promise<DisputeRow[]> {
      return db
        .select()
        .from(paymentDisputes)
        .where(filter.userId ? eq(paymentDisputes.userId, filter.userId) : undefined)
        .orderBy(desc(paymentDisputes.openedAt));
    },

    async payment(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    /**
     * Marks the special offer's hand-off as made; true only the first time, so a
     * return page visited again mints no second code.
     */
    async markHandoffMinted(tx: Db, paymentId: string): Promise<boolean> {
      const rows = await tx
        .update(payments)
        .set({ handoffMintedAt: sql`now()` })
        .where(and(eq(payments.id, paymentId), isNull(payments.handoffMintedAt)))
        .returning({ id: payments.id });
      return rows.length === 1;
    },

    /** How many special offers were paid from this guest session. */
    async offersPaidFrom(guestSessionId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(payments)
        .where(eq(payments.guestSessionId, guestSessionId));
      return row?.n ?? 0;
    },

    /**
     * Sets the account's open welcome-price checkout from `expected` to `next`;
     * false when another request changed it meanwhile.
     */
    async swapIntroCheckout(
      userId: number,
      expected: string | null,
      next: string | null,
    ): Promise<boolean> {
      await db.insert(billingAccounts).values({ userId }).onConflictDoNothing();
      const rows = await db
        .update(billingAccounts)
        .set({ introCheckoutId: next, updatedAt: sql`now()` })
        .where(
          and(
            eq(billingAccounts.userId, userId),
            or(
              expected === null
                ? isNull(billingAccounts.introCheckoutId)
                : eq(billingAccounts.introCheckoutId, expected),
              // A double click: the same checkout again.
              next === null
                ? isNull(billingAccounts.introCheckoutId)
                : eq(billingAccounts.introCheckoutId, next),
            ),
          ),
        )
        .returning({ userId: billingAccounts.userId });
      return rows.length === 1;
    },

    /** This installation's idempotency prefix, made on first use and kept. */
    async idempotencyPrefix(): Promise<string> {
      await db
        .insert(billingInstallation)
        .values({ id: 1, idempotencyPrefix: randomBytes(6).toString('hex') })
        .onConflictDoNothing();
      const [row] = await db.select().from(billingInstallation);
      return row!.idempotencyPrefix;
    },

    paymentsOf(userId: number, tx: Db = db): Promise<PaymentRow[]> {
      return tx.select().from(payments).where(eq(payments.userId, userId));
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
