import { and, count, eq, gte, inArray, isNotNull, lt, ne, sql, sum } from 'drizzle-orm';
import { PAID_TIERS, PLANS, type PaidTier } from '../../../shared/plans.js';
import type { BusinessFigures, FiguresQuery } from '../../../shared/schemas/admin.js';
import type { Db } from '../../db/client.js';
import { messageLedger } from '../balance/balance.tables.js';
import { billingAccounts, payments } from '../billing/billing.tables.js';
import { users } from '../users/users.tables.js';

const DAY_MS = 86_400_000;

/** The period's bounds as instants: from midnight UTC of the first day to that of the day after the last. */
export function periodBounds({ from, to }: FiguresQuery) {
  return {
    start: new Date(`${from}T00:00:00Z`),
    end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS),
  };
}

/**
 * The business of a period (a read model, ADR 009), from what the ledger and
 * the payments say: counts and sums, never a customer's content.
 */
export async function readBusinessFigures(db: Db, period: FiguresQuery): Promise<BusinessFigures> {
  const { start, end } = periodBounds(period);
  const within = (column: typeof payments.paidAt | typeof messageLedger.createdAt) =>
    and(gte(column, start), lt(column, end));
  const ledgerCount = (reason: string) =>
    db
      .select({ n: count() })
      .from(messageLedger)
      .where(and(eq(messageLedger.reason, reason), within(messageLedger.createdAt)));

  const [paid, refunded, ended, sent, refundedReplies, signups, running] = await Promise.all([
    db
      .select({
        plan: sql<string>`case when ${payments.kind} = 'special_offer' then 'special_offer' else coalesce(${payments.tier}, 'inconnu') end`,
        payments: count(),
        revenueCents: sum(payments.amountCents),
        newSubscriptions: sql<number>`count(*) filter (where ${payments.kind} = 'subscription')`,
      })
      .from(payments)
      .where(within(payments.paidAt))
      .groupBy(sql`1`),
    db
      .select({ n: count(), amountCents: sum(payments.refundedCents) })
      .from(payments)
      .where(and(gte(payments.refundedAt, start), lt(payments.refundedAt, end))),
    ledgerCount('subscription_ended'),
    ledgerCount('message'),
    ledgerCount('refund'),
    db
      .select({ n: count() })
      .from(users)
      .where(and(gte(users.createdAt, start), lt(users.createdAt, end))),
    db
      .select({ plan: billingAccounts.tier, accounts: count() })
      .from(billingAccounts)
      .where(
        and(
          inArray(billingAccounts.tier, [...PAID_TIERS]),
          // A plan paid monthly: the special offer's accounts have no subscription.
          isNotNull(billingAccounts.stripeSubscriptionId),
          ne(billingAccounts.accountStatus, 'pending_cancel'),
        ),
      )
      .groupBy(billingAccounts.tier),
  ]);

  const byPlan = paid
    .map((row) => ({
      plan: row.plan,
      payments: Number(row.payments),
      revenueCents: Number(row.revenueCents ?? 0),
      newSubscriptions: Number(row.newSubscriptions),
    }))
    .sort((a, b) => b.revenueCents - a.revenueCents);
  const mrrByPlan = running.map((row) => ({
    plan: row.plan,
    accounts: Number(row.accounts),
    mrrCents: Number(row.accounts) * PLANS[row.plan as PaidTier].priceCents,
  }));
  return {
    from: period.from,
    to: period.to,
    revenueCents: byPlan.reduce((total, row) => total + row.revenueCents, 0),
    byPlan,
    newSubscriptions: byPlan.reduce((total, row) => total + row.newSubscriptions, 0),
    offerConversions: byPlan.find((row) => row.plan === 'special_offer')?.payments ?? 0,
    refunds: {
      count: Number(refunded[0]?.n ?? 0),
      amountCents: Number(refunded[0]?.amountCents ?? 0),
    },
    plansEnded: Number(ended[0]?.n ?? 0),
    signups: Number(signups[0]?.n ?? 0),
    messagesSent: Number(sent[0]?.n ?? 0),
    repliesRefunded: Number(refundedReplies[0]?.n ?? 0),
    mrr: {
      totalCents: mrrByPlan.reduce((total, row) => total + row.mrrCents, 0),
      byPlan: mrrByPlan,
    },
  };
}

/** The figures as a spreadsheet reads them in France: `;`-separated, amounts in euros with a comma. */
export function figuresCsv(f: BusinessFigures): string {
  const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
  const rows: (string | number)[][] = [
    ['Indicateur', 'Détail', 'Valeur'],
    ['Période', 'du', f.from],
    ['Période', 'au', f.to],
    ['Chiffre d’affaires (€)', 'total', euros(f.revenueCents)],
    ...f.byPlan.map((p) => ['Chiffre d’affaires (€)', p.plan, euros(p.revenueCents)]),
    ['Nouveaux abonnements', 'total', f.newSubscriptions],
    ...f.byPlan.map((p) => ['Nouveaux abonnements', p.plan, p.newSubscriptions]),
    ['Offres spéciales vendues', 'total', f.offerConversions],
    ['Remboursements', 'nombre', f.refunds.count],
    ['Remboursements (€)', 'montant', euros(f.refunds.amountCents)],
    ['Forfaits arrivés à leur fin', 'total', f.plansEnded],
    ['Inscriptions', 'total', f.signups],
    ['Messages envoyés', 'total', f.messagesSent],
    ['Réponses remboursées', 'total', f.repliesRefunded],
    ['MRR actuel (€)', 'total', euros(f.mrr.totalCents)],
    ...f.mrr.byPlan.map((p) => ['MRR actuel (€)', p.plan, euros(p.mrrCents)]),
  ];
  const cell = (value: string | number) => {
    const text = String(value);
    return /[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  // The BOM lets Excel read the accents as UTF-8.
  return `\uFEFF${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
