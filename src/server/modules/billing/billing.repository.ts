import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { billingAccounts, payments, stripeEvents } from './billing.tables.js';

export type BillingAccountRow = typeof billingAccounts.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

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

    async payment(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    /** False when it was refunded already (two refunds raced: the provider refunded once). */
    async markRefunded(tx: Db, id: string, refundId: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(payments)
        .set({ refundedAt: at, refundId })
        .where(and(eq(payments.id, id), isNull(payments.refundedAt)))
        .returning({ id: payments.id });
      return rows.length === 1;
    },

    paymentsOf(userId: number): Promise<PaymentRow[]> {
      return db.select().from(payments).where(eq(payments.userId, userId));
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
