import { and, count, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { LEDGER_LABELS, type LedgerReason } from '#shared/ledger.js';
import type { CustomerDetail, CustomerListItem, StaffRole } from '#shared/schemas/admin.js';
import { refreshTokens } from '../auth/auth.tables.js';
import { deviceLabel } from '../auth/device-label.js';
import { messageBalances, messageLedger } from '../balance/balance.tables.js';
import { billingAccounts, payments } from '../billing/billing.tables.js';
import { cguAcceptances } from '../consent/consent.tables.js';
import { conversations } from '../conversations/conversations.tables.js';
import { emailOutbox } from '../emails/emails.tables.js';
import { users } from '../users/users.tables.js';
import { adminAudit, staffRoles, staffSecondFactors } from './admin.tables.js';

const SEARCH_LIMIT = 50;
const LIST_LIMIT = 100;

/** `%`, `_` and `\` typed in the search box are searched for, not wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const listColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  plan: sql<string>`coalesce(${billingAccounts.tier}, 'gratuit')`,
  messagesRemaining: sql<number>`coalesce(${messageBalances.messagesRemaining}, 0)`,
  isVerified: users.isVerified,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
};

/** Where the provider shows a payment: Stripe's dashboard; nothing for the simulated provider. */
export type ProviderLink = (payment: {
  id: string;
  providerCustomerId: string | null;
}) => string | null;

/**
 * What the back office reads about customers (a read model, ADR 009): the
 * identity, the balance, the plan, payments, sessions, consents and mails
 * sent. It never selects a message's or a reply's text, nor a mail's body:
 * conversations appear as a count.
 */
export function createCustomersRead({
  db,
  providerLink,
  disputes,
}: {
  db: Db;
  providerLink: ProviderLink;
  /** Billing's record of chargebacks (billing.disputes): payments stay billing's to read. */
  disputes: (filter: { userId: number }) => Promise<
    {
      id: string;
      paymentId: string | null;
      amountCents: number;
      reason: string;
      status: string;
      openedAt: Date;
      closedAt: Date | null;
    }[]
  >;
}) {
  return {
    /** By part of an e-mail or a name, or an id; the newest accounts with nothing typed. */
    async search(query: string): Promise<CustomerListItem[]> {
      const filters: SQL[] = [];
      if (query) {
        const pattern = `%${likeEscaped(query)}%`;
        filters.push(
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
        );
        if (/^\d{1,9}$/.test(query)) filters.push(eq(users.id, Number(query)));
      }
      const rows = await db
        .select(listColumns)
        .from(users)
        .leftJoin(messageBalances, eq(messageBalances.userId, users.id))
        .leftJoin(billingAccounts, eq(billingAccounts.userId, users.id))
        .where(filters.length > 0 ? or(...filters) : undefined)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(SEARCH_LIMIT);
      return rows.map(({ suspendedAt, createdAt, ...row }) => ({
        ...row,
        messagesRemaining: Number(row.messagesRemaining),
        suspended: suspendedAt !== null,
        createdAt: createdAt.toISOString(),
      }));
    },

    /** A customer's page; undefined for an unknown id. */
    async detail(
      userId: number,
      adminEmails: readonly string[],
      now: Date,
    ): Promise<CustomerDetail | undefined> {
      const [user] = await db
        .select({
          ...listColumns,
          hasPassword: sql<boolean>`${users.password} is not null`,
          accountStatus: sql<string>`coalesce(${billingAccounts.accountStatus}, 'active')`,
          currentPeriodEnd: billingAccounts.currentPeriodEnd,
          subscriptionEndDate: billingAccounts.subscriptionEndDate,
          subscriptionId: billingAccounts.stripeSubscriptionId,
          role: staffRoles.role,
          secondFactor: sql<boolean>`${staffSecondFactors.confirmedAt} is not null`,
        })
        .from(users)
        .leftJoin(messageBalances, eq(messageBalances.userId, users.id))
        .leftJoin(billingAccounts, eq(billingAccounts.userId, users.id))
        .leftJoin(staffRoles, eq(staffRoles.userId, users.id))
        .leftJoin(staffSecondFactors, eq(staffSecondFactors.userId, users.id))
        .where(eq(users.id, userId));
      if (!user) return undefined;

      const [
        ledger,
        paid,
        sessions,
        consents,
        mails,
        [conversationCount],
        [suspension],
        contested,
      ] = await Promise.all([
        db
          .select({
            id: messageLedger.id,
            delta: messageLedger.delta,
            balanceAfter: messageLedger.balanceAfter,
            reason: messageLedger.reason,
            createdAt: messageLedger.createdAt,
          })
          .from(messageLedger)
          .where(eq(messageLedger.userId, userId))
          .orderBy(desc(messageLedger.createdAt), desc(messageLedger.id))
          .limit(LIST_LIMIT),
        db
          .select({
            id: payments.id,
            kind: payments.kind,
            tier: payments.tier,
            amountCents: payments.amountCents,
            currency: payments.currency,
            paidAt: payments.paidAt,
            refundedCents: payments.refundedCents,
            refundedAt: payments.refundedAt,
            providerCustomerId: payments.providerCustomerId,
          })
          .from(payments)
          .where(eq(payments.userId, userId))
          .orderBy(desc(payments.paidAt))
          .limit(LIST_LIMIT),
        db
          .select({
            userAgent: sql<
              string | null
            >`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.createdAt} desc))[1]`,
            lastActiveAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith(
              refreshTokens.createdAt,
            ),
          })
          .from(refreshTokens)
          .where(
            and(
              eq(refreshTokens.userId, userId),
              eq(refreshTokens.revoked, false),
              gt(refreshTokens.expiresAt, now),
            ),
          )
          .groupBy(refreshTokens.sessionId)
          .orderBy(desc(sql`max(${refreshTokens.createdAt})`)),
        db
          .select({
            action: cguAcceptances.action,
            version: cguAcceptances.version,
            acceptedAt: cguAcceptances.acceptedAt,
          })
          .from(cguAcceptances)
          .where(eq(cguAcceptances.userId, userId))
          .orderBy(desc(cguAcceptances.acceptedAt))
          .limit(LIST_LIMIT),
        db
          .select({
            id: emailOutbox.id,
            subject: emailOutbox.subject,
            createdAt: emailOutbox.createdAt,
            status: emailOutbox.status,
            // A failed mail can be sent again while its body is kept (no single-use link in it).
            canRetry: sql<boolean>`${emailOutbox.status} = 'failed' and ${emailOutbox.text} <> ''`,
          })
          .from(emailOutbox)
          .where(eq(sql`lower(${emailOutbox.to})`, user.email.toLowerCase()))
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(LIST_LIMIT),
        db.select({ n: count() }).from(conversations).where(eq(conversations.userId, userId)),
        user.suspendedAt
          ? db
              .select({ reason: adminAudit.reason })
              .from(adminAudit)
              .where(
                and(eq(adminAudit.targetUserId, userId), eq(adminAudit.action, 'account.suspend')),
              )
              .orderBy(desc(adminAudit.id))
              .limit(1)
          : Promise.resolve([]),
        disputes({ userId }),
      ]);

      const fromConfig = user.isVerified && adminEmails.includes(user.email.toLowerCase());
      return {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        isVerified: user.isVerified,
        hasPassword: user.hasPassword,
        createdAt: user.createdAt.toISOString(),
        plan: user.plan,
        accountStatus: user.accountStatus,
        currentPeriodEnd: user.currentPeriodEnd?.toISOString() ?? null,
        subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
        hasSubscription: user.subscriptionId !== null && user.plan !== 'gratuit',
        messagesRemaining: Number(user.messagesRemaining),
        suspension: user.suspendedAt
          ? { since: user.suspendedAt.toISOString(), reason: suspension?.reason ?? '' }
          : null,
        role: fromConfig ? 'operator' : ((user.role as StaffRole | null) ?? null),
        roleFromConfig: fromConfig,
        secondFactor: Boolean(user.secondFactor),
        conversationCount: Number(conversationCount?.n ?? 0),
        ledger: ledger.map((m) => ({
          ...m,
          label: LEDGER_LABELS[m.reason as LedgerReason] ?? m.reason,
          createdAt: m.createdAt.toISOString(),
        })),
        payments: paid.map(({ providerCustomerId, ...p }) => ({
          ...p,
          paidAt: p.paidAt.toISOString(),
          refundedAt: p.refundedAt?.toISOString() ?? null,
          providerUrl: providerLink({ id: p.id, providerCustomerId }),
        })),
        disputes: contested.map((d) => ({
          id: d.id,
          paymentId: d.paymentId,
          amountCents: d.amountCents,
          reason: d.reason,
          status: d.status,
          openedAt: d.openedAt.toISOString(),
          closedAt: d.closedAt?.toISOString() ?? null,
        })),
        sessions: sessions.map((s) => ({
          device: deviceLabel(s.userAgent),
          lastActiveAt: new Date(s.lastActiveAt).toISOString(),
        })),
        consents: consents.map((c) => ({ ...c, acceptedAt: c.acceptedAt.toISOString() })),
        mails: mails.map((m) => ({
          ...m,
          canRetry: Boolean(m.canRetry),
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type CustomersRead = ReturnType<typeof createCustomersRead>;
