import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messageLedger } from '../balance/balance.tables.js';
import { payments } from '../billing/billing.tables.js';
import { cguAcceptances } from '../consent/consent.tables.js';
import { conversations, messages } from '../conversations/conversations.tables.js';

/**
 * Everything of one account across the modules' tables, for the data export
 * (GDPR arts. 15 and 20). A read model (ADR 009): it only reads.
 */
export function createAccountExportRead({ db }: { db: Db }) {
  return {
    /** Every message of the account, consultation by consultation, in the order written. */
    conversationsWithMessages(userId: number) {
      return db
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
        .where(eq(conversations.userId, userId))
        .orderBy(
          asc(conversations.createdAt),
          asc(conversations.id),
          asc(messages.createdAt),
          asc(messages.id),
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
