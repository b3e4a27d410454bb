import { and, count, eq, gte, inArray, isNotNull, lt, sql, sum } from 'drizzle-orm';
import { PLANS, type PaidTier } from '#shared/plans.js';
import type { BusinessFigures, FiguresQuery } from '#shared/schemas/admin.js';
import type { Db } from '../../db/client.js';
import { messageLedger } from '../balance/balance.tables.js';
import { paymentDisputes, payments } from '../billing/billing.tables.js';
import { guestSessions } from '../guest/guest.tables.js';
import { users } from '../users/users.tables.js';

const DAY_MS = 86_400_000;
/**
 * How long a monthly payment keeps a plan running without the next one: a
 * month, and a day's grace for a renewal the provider takes a few hours late.
 */
export const PAID_COVER_MS = 32 * DAY_MS;

/** The period's bounds as instants: from midnight UTC of the first day to that of the day after the last. */
export function periodBounds({ from, to }: FiguresQuery) {
  return {
    start: new Date(`${from}T00:00:00Z`),
    end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS),
  };
}

/** Each day of the period, as AAAA-MM-JJ. */
export function daysOf(period: FiguresQuery): string[] {
  const { start, end } = periodBounds(period);
  const days: string[] = [];
  for (let t = start.getTime(); t < end.getTime(); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

interface PlanPayment {
  userId: number;
  tier: string | null;
  paidAt: Date;
}

/**
 * Who had a paid plan running at instant `at` (ADR 019), from the payments
 * and the ledger alone: a customer's latest plan payment (first month or
 * renewal) made at most PAID_COVER_MS before, with no end of subscription
 * in the ledger since it. Answers each customer's plan.
 */
export function runningAt(
  at: Date,
  planPayments: readonly PlanPayment[],
  ends: ReadonlyMap<number, readonly Date[]>,
): Map<number, PaidTier> {
  const latest = new Map<number, PlanPayment>();
  for (const p of planPayments) {
    if (p.paidAt > at) continue;
    const seen = latest.get(p.userId);
    if (!seen || seen.paidAt < p.paidAt) latest.set(p.userId, p);
  }
  const running = new Map<number, PaidTier>();
  for (const [userId, p] of latest) {
    if (at.getTime() - p.paidAt.getTime() >= PAID_COVER_MS) continue;
    if (!p.tier || !(p.tier in PLANS)) continue;
    const ended = (ends.get(userId) ?? []).some((e) => e > p.paidAt && e <= at);
    if (!ended) running.set(userId, p.tier as PaidTier);
  }
  return running;
}

const mrrOf = (running: Map<number, PaidTier>) =>
  [...running.values()].reduce((total, tier) => total + PLANS[tier].priceCents, 0);

/**
 * The business of a period (a read model, ADR 009, definitions in ADR 019),
 * from what the payments, the ledger, the accounts and the guest sessions
 * say: counts and sums, never a customer's content.
 */
export async function readBusinessFigures(db: Db, period: FiguresQuery): Promise<BusinessFigures> {
  const { start, end } = periodBounds(period);
  const historyFrom = new Date(start.getTime() - PAID_COVER_MS);
  const within = (column: typeof payments.paidAt | typeof messageLedger.createdAt) =>
    and(gte(column, start), lt(column, end));
  const ledgerCount = (reason: string) =>
    db
      .select({ n: count() })
      .from(messageLedger)
      .where(and(eq(messageLedger.reason, reason), within(messageLedger.createdAt)));

  const [paid, refunded, ended, sent, refundedReplies, signups] = await Promise.all([
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
      .select({
        n: count(),
        verified: sql<number>`count(*) filter (where ${users.isVerified})`,
        paid: sql<number>`count(*) filter (where exists (select 1 from payments p where p.user_id = "users"."id"))`,
      })
      .from(users)
      .where(and(gte(users.createdAt, start), lt(users.createdAt, end))),
  ]);
  const [planPayments, endRows, guests, disputes] = await Promise.all([
    db
      .select({ userId: payments.userId, tier: payments.tier, paidAt: payments.paidAt })
      .from(payments)
      .where(
        and(
          inArray(payments.kind, ['subscription', 'renewal']),
          isNotNull(payments.userId),
          gte(payments.paidAt, historyFrom),
          lt(payments.paidAt, end),
        ),
      ),
    db
      .select({ userId: messageLedger.userId, at: messageLedger.createdAt })
      .from(messageLedger)
      .where(
        and(
          eq(messageLedger.reason, 'subscription_ended'),
          gte(messageLedger.createdAt, historyFrom),
          lt(messageLedger.createdAt, end),
        ),
      ),
    db
      .select({
        n: count(),
        usedFree: sql<number>`count(*) filter (where ${guestSessions.messagesRemaining} = 0)`,
      })
      .from(guestSessions)
      .where(and(gte(guestSessions.createdAt, start), lt(guestSessions.createdAt, end))),
    db
      .select({
        n: count(),
        amountCents: sum(paymentDisputes.amountCents),
        lost: sql<number>`count(*) filter (where ${paymentDisputes.status} = 'lost')`,
      })
      .from(paymentDisputes)
      .where(and(gte(paymentDisputes.openedAt, start), lt(paymentDisputes.openedAt, end))),
  ]);

  const plans = planPayments as PlanPayment[];
  const ends = new Map<number, Date[]>();
  for (const row of endRows) ends.set(row.userId, [...(ends.get(row.userId) ?? []), row.at]);
  // Just before the period and at its end: the last instant of each.
  const atStart = runningAt(new Date(start.getTime() - 1), plans, ends);
  const atEnd = runningAt(new Date(end.getTime() - 1), plans, ends);
  let cancelled = 0;
  let lapsed = 0;
  for (const userId of atStart.keys()) {
    if (atEnd.has(userId)) continue;
    const endedWithin = (ends.get(userId) ?? []).some((e) => e >= start && e < end);
    if (endedWithin) cancelled += 1;
    else lapsed += 1;
  }
  const days = daysOf(period).map((day) => ({
    day,
    mrrCents: mrrOf(runningAt(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS - 1), plans, ends)),
  }));
  const mrrByPlan = new Map<string, { plan: string; accounts: number; mrrCents: number }>();
  for (const tier of atEnd.values()) {
    const row = mrrByPlan.get(tier) ?? { plan: tier, accounts: 0, mrrCents: 0 };
    row.accounts += 1;
    row.mrrCents += PLANS[tier].priceCents;
    mrrByPlan.set(tier, row);
  }

  const byPlan = paid
    .map((row) => ({
      plan: row.plan,
      payments: Number(row.payments),
      revenueCents: Number(row.revenueCents ?? 0),
      newSubscriptions: Number(row.newSubscriptions),
    }))
    .sort((a, b) => b.revenueCents - a.revenueCents);
  const registered = signups[0];
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
    signups: Number(registered?.n ?? 0),
    messagesSent: Number(sent[0]?.n ?? 0),
    repliesRefunded: Number(refundedReplies[0]?.n ?? 0),
    mrr: {
      totalCents: mrrOf(atEnd),
      atStartCents: mrrOf(atStart),
      byPlan: [...mrrByPlan.values()].sort((a, b) => b.mrrCents - a.mrrCents),
      days,
    },
    churn: {
      activeAtStart: atStart.size,
      cancelled,
      lapsed,
      rate: atStart.size === 0 ? null : (cancelled + lapsed) / atStart.size,
    },
    funnel: {
      guestSessions: Number(guests[0]?.n ?? 0),
      guestsUsedFree: Number(guests[0]?.usedFree ?? 0),
      registrations: Number(registered?.n ?? 0),
      verified: Number(registered?.verified ?? 0),
      firstPurchase: Number(registered?.paid ?? 0),
    },
    disputes: {
      count: Number(disputes[0]?.n ?? 0),
      amountCents: Number(disputes[0]?.amountCents ?? 0),
      lost: Number(disputes[0]?.lost ?? 0),
    },
  };
}

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const percent = (rate: number | null) =>
  rate === null ? '' : (rate * 100).toFixed(1).replace('.', ',');

/** Rows as a spreadsheet reads them in France: `;`-separated, a BOM so Excel reads the accents. */
export function toCsv(rows: (string | number)[][]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    // A cell starting with = + - @ would be a formula in a spreadsheet: kept as text.
    const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
    return /[;"\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** The figures as the screen shows them, one per line, amounts in euros with a comma. */
export function figuresCsv(f: BusinessFigures): string {
  return toCsv([
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
    ['Litiges', 'nombre', f.disputes.count],
    ['Litiges (€)', 'montant', euros(f.disputes.amountCents)],
    ['Litiges', 'perdus', f.disputes.lost],
    ['Forfaits arrivés à leur fin', 'total', f.plansEnded],
    ['Inscriptions', 'total', f.signups],
    ['Messages envoyés', 'total', f.messagesSent],
    ['Réponses remboursées', 'total', f.repliesRefunded],
    ['MRR fin de période (€)', 'total', euros(f.mrr.totalCents)],
    ['MRR début de période (€)', 'total', euros(f.mrr.atStartCents)],
    ...f.mrr.byPlan.map((p) => ['MRR fin de période (€)', p.plan, euros(p.mrrCents)]),
    ...f.mrr.days.map((d) => ['MRR en fin de journée (€)', d.day, euros(d.mrrCents)]),
    ['Attrition', 'abonnés au début', f.churn.activeAtStart],
    ['Attrition', 'résiliés', f.churn.cancelled],
    ['Attrition', 'non renouvelés', f.churn.lapsed],
    ['Attrition (%)', 'taux', percent(f.churn.rate)],
    ['Parcours', 'visiteurs ayant écrit', f.funnel.guestSessions],
    ['Parcours', 'visiteurs ayant utilisé leurs messages offerts', f.funnel.guestsUsedFree],
    ['Parcours', 'inscriptions', f.funnel.registrations],
    ['Parcours', 'adresses vérifiées', f.funnel.verified],
    ['Parcours', 'premier achat', f.funnel.firstPurchase],
  ]);
}
