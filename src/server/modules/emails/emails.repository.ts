import { and, asc, count, desc, eq, gt, inArray, isNull, lte, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountHolding } from './mail-owner.read.js';
import { emailOutbox, oneTimeTokens, type ONE_TIME_TOKEN_PURPOSES } from './emails.tables.js';

/** What a mail's body becomes once it no longer needs to be kept (its links still work for a while). */
const BLANK_BODY = { html: '', text: '' };

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
export type TokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

export function createEmailsRepository({ db }: { db: Db }) {
  return {
    /**
     * Queues a mail for the account it is written for: `userId` when the
     * caller knows it, otherwise the account that holds the address now.
     */
    async enqueue(
      mail: { to: string; subject: string; html: string; text: string },
      options: { status: 'pending' | 'stored'; at: Date; nextAttemptAt?: Date; userId?: number },
    ) {
      const { status, at, nextAttemptAt, userId } = options;
      const [row] = await db
        .insert(emailOutbox)
        .values({
          ...mail,
          status,
          createdAt: at,
          userId: userId ?? accountHolding(mail.to),
          nextAttemptAt: nextAttemptAt ?? at,
        })
        .returning();
      return row!;
    },

    /** Sent: its body, whose links still open sessions, is no longer kept. */
    async markSent(id: number, at: Date) {
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: at, lastError: null, ...BLANK_BODY })
        .where(eq(emailOutbox.id, id));
    },

    async markFailed(
      id: number,
      attempts: number,
      error: string,
      nextAttemptAt: Date,
      givenUp: boolean,
      keepBody: boolean,
    ) {
      await db
        .update(emailOutbox)
        .set({
          status: givenUp ? 'failed' : 'pending',
          attempts,
          lastError: error.slice(0, 500),
          nextAttemptAt,
          // A body whose links would still open sessions is not kept (issue 36).
          ...(keepBody ? {} : BLANK_BODY),
        })
        .where(eq(emailOutbox.id, id));
    },

    /**
     * Takes a mail the outbox gave up on back for one more attempt (the back
     * office's « Renvoyer »), leased like a first attempt; undefined when it
     * is not failed any more (another click, another instance) or has no body.
     */
    async claimFailed(id: number, now: Date, leaseMs: number): Promise<OutboxRow | undefined> {
      const [row] = await db
        .update(emailOutbox)
        .set({ status: 'pending', nextAttemptAt: new Date(now.getTime() + leaseMs) })
        .where(
          and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed'), ne(emailOutbox.text, '')),
        )
        .returning();
      return row;
    },

    /** Mails given up on (a gauge of /metrics). */
    async failedCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'failed'));
      return Number(row?.n ?? 0);
    },

    /**
     * Claims the mails whose retry time has come: each is pushed `leaseMs`
     * ahead in the same statement, and rows another process holds are
     * skipped, so that several app processes never send one mail twice.
     */
    async claimDue(now: Date, max: number, leaseMs: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
        .orderBy(asc(emailOutbox.nextAttemptAt))
        .limit(max)
        .for('update', { skipLocked: true });
      return db
        .update(emailOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
        .where(inArray(emailOutbox.id, due))
        .returning();
    },

    /** Mails waiting for a (new) attempt. */
    async pendingCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'pending'));
      return Number(row?.n ?? 0);
    },

    recent(max: number): Promise<OutboxRow[]> {
      return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(max);
    },

    async find(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      return row;
    },

    /**
     * The mails of an account being deleted, sent or not: those written for it
     * (at whatever address, former ones included) and any kept for its address.
     */
    async deleteMailsOf(userId: number, to: string, tx: Db = db): Promise<void> {
      await tx
        .delete(emailOutbox)
        .where(or(eq(emailOutbox.userId, userId), eq(emailOutbox.to, to)));
    },

    /** Mails past the outbox's retention, whatever their status. */
    async purgeOldMails(before: Date) {
      await db.delete(emailOutbox).where(lt(emailOutbox.createdAt, before));
    },

    async createToken(values: {
      userId: number;
      purpose: TokenPurpose;
      tokenHash: string;
      expiresAt: Date;
      conversationId?: number | null;
      previousEmail?: string | null;
    }) {
      await db.insert(oneTimeTokens).values(values);
    },

    /** The account a token of that purpose was issued to, whether used or expired. */
    async ownerOfToken(tokenHash: string, purpose: TokenPurpose): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: oneTimeTokens.userId })
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)));
      return row?.userId;
    },

    /** A live token of that purpose, or undefined (unknown, used or expired). */
    async findLiveToken(
      tokenHash: string,
      purpose: TokenPurpose,
      now: Date,
    ): Promise<OneTimeTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        );
      return row;
    },

    /** Uses a token once: false when another request used it first. */
    async consumeToken(id: string, now: Date, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.id, id),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .returning({ id: oneTimeTokens.id });
      return rows.length === 1;
    },

    /** A new link makes the older ones of the same purpose useless. */
    async retireTokens(userId: number, purposes: TokenPurpose[], now: Date) {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.userId, userId),
            inArray(oneTimeTokens.purpose, purposes),
            isNull(oneTimeTokens.usedAt),
          ),
        );
    },

    /** The account whose live « ce n'était pas moi » link would restore `email`, if any. */
    async reservedFor(email: string, now: Date, tx: Db = db): Promise<number | undefined> {
      const [row] = await tx
        .select({ userId: oneTimeTokens.userId })
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.purpose, 'email_change_revert'),
            eq(oneTimeTokens.previousEmail, email),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row?.userId;
    },

    async purgeExpiredTokens(now: Date) {
      await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, now));
    },
  };
}

export type EmailsRepository = ReturnType<typeof createEmailsRepository>;
