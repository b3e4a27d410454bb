import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messageLedger } from '../balance/balance.tables.js';
import { payments } from '../billing/billing.tables.js';
import { cguAcceptances } from '../consent/consent.tables.js';
import { conversations, messages } from '../conversations/conversations.tables.js';

/** Rows read at a time: an export is written as it is read, never held whole (issue 36). */
export const EXPORT_PAGE_ROWS = 500;

/**
 * Everything of one account across the modules' tables, for the data export
 * (GDPR arts. 15 and 20). A read model (ADR 009): it only reads.
 */
export function createAccountExportRead({ db }: { db: Db }) {
  return {
    /**
     * One page of the account's messages, consultation by consultation, in the
     * order written, after the row `after` (keyset: conversation id, message id;
     * a consultation without messages is one row with a null message).
     */
    conversationsWithMessages(
      userId: number,
      after: { conversationId: number; messageId: number } = { conversationId: 0, messageId: -1 },
      limit = EXPORT_PAGE_ROWS,
    ) {
      return (
        db
          .select({
            conversationId: conversations.id,
            title: conversations.title,
            conversationCreatedAt: conversations.createdAt,
            messageId: messages.id,
            isUser: messages.isUser,
            content: messages.content,
            status: messages.status,
            createdAt: messages.createdAt,
          })
          .from(conversations)
          .leftJoin(messages, eq(messages.conversationId, conversations.id))
          .where(
            and(
              eq(conversations.userId, userId),
              sql`(${conversations.id}, coalesce(${messages.id}, 0)) > (${after.conversationId}, ${after.messageId})`,
            ),
          )
          // Ids grow with time: the order written, and a key each page starts after.
          .orderBy(asc(conversations.id), sql`coalesce(${messages.id}, 0)`)
          .limit(limit)
      );
    },

    consents(userId: number) {
      return db
        .select()
        .from(cguAcceptances)
        .where(eq(cguAcceptances.userId, userId))
        .orderBy(asc(cguAcceptances.acceptedAt), asc(cguAcceptances.id));
    },

    ledger(userId: number) {
      return db
        .select()
        .from(messageLedger)
        .where(eq(messageLedger.userId, userId))
        .orderBy(asc(messageLedger.createdAt), asc(messageLedger.id));
    },

    payments(userId: number) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(asc(payments.paidAt));
    },
  };
}

export type AccountExportRead = ReturnType<typeof createAccountExportRead>;
