import { and, desc, eq, gte } from 'drizzle-orm';
import { CGU_VERSION } from '#shared/legal.js';
import type { Db } from '../../db/client.js';
import { cguAcceptances } from './consent.tables.js';

export interface ConsentRecord {
  userId: number;
  action: string;
  ipAddress: string | null;
  userAgent: string | null;
  metadata?: Record<string, unknown>;
  version?: string;
}

export type ConsentRow = typeof cguAcceptances.$inferSelect;

export function createConsentRepository({ db }: { db: Db }) {
  return {
    /** The user's consent records of `action` since `since`, newest first. */
    recentOf(userId: number, action: string, since: Date): Promise<ConsentRow[]> {
      return db
        .select()
        .from(cguAcceptances)
        .where(
          and(
            eq(cguAcceptances.userId, userId),
            eq(cguAcceptances.action, action),
            gte(cguAcceptances.acceptedAt, since),
          ),
        )
        .orderBy(desc(cguAcceptances.acceptedAt), desc(cguAcceptances.id));
    },

    async record(record: ConsentRecord, tx: Db = db): Promise<void> {
      await tx.insert(cguAcceptances).values({
        userId: record.userId,
        action: record.action,
        version: record.version ?? CGU_VERSION,
        ipAddress: record.ipAddress,
        userAgent: record.userAgent,
        metadata: record.metadata ?? null,
      });
    },
  };
}

export type ConsentRepository = ReturnType<typeof createConsentRepository>;
